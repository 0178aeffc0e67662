import { saveBlob } from '@lessonloom/web-core';

// The few browser effects the pages need, behind one object so tests can observe them
// (jsdom cannot navigate or save files).
export const browser = {
  /** A full page load (spec §2: the payment return ends with a full redirect). */
  replace(path: string): void {
    window.location.replace(path);
  },
  /** Hands a blob to the browser's download manager under `filename`. */
  saveBlob,
};
