/** How long the object URL outlives the click: some browsers start reading it a moment later. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** Saves a file the page holds (a meme, the account's export) through a download link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
