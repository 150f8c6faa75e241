/** How long a download's object URL lives: long enough for any browser to start saving it. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Saves `blob` as `fileName` through the browser's own download, without
 * leaving the page: an object URL on a hidden, temporary link.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
