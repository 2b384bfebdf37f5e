/**
 * Saves a file the app fetched, as a link with `download` would: a temporary object URL on a temporary
 * anchor, clicked, then both removed. The URL is revoked on the next task, once the browser has started
 * the download from it.
 */
export function saveFile(blob: Blob, fileName: string, document: Document = globalThis.document) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
