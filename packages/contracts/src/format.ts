/** Spec §9: B below 1 KB, KB with one decimal below 1 MB, otherwise MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A storage amount: as formatFileSize up to 1 GB, then GB with one decimal ("1.0 GB" rather than "1024.0 MB"). */
export function formatStorageSize(bytes: number): string {
  const gb = 1024 * 1024 * 1024;
  return bytes < gb ? formatFileSize(bytes) : `${(bytes / gb).toFixed(1)} GB`;
}
