// The few browser effects the pages need, behind one object so tests can observe them
// (jsdom cannot navigate or save files).
export const browser = {
  /** A full page load (spec §2: the payment return ends with a full redirect). */
  replace(path: string): void {
    window.location.replace(path);
  },
  /** Hands a blob to the browser's download manager under `filename`. */
  saveBlob(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoke later: some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  },
};
