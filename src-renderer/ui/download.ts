/** Saves bytes the app holds as a file (the browser's or the desktop's save dialog), then lets the blob go. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  // The click starts the download synchronously; the URL is kept a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
