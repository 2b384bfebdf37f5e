/** The longest stored file name, as every one-line text of the API. */
const maxFileNameLength = 255;

/**
 * The name a file is listed and downloaded under: the last part of what the browser sent (no folders),
 * without control or invisible formatting characters (a right-to-left override can make "exe.pdf"
 * read as "fdp.exe"), at most 255 characters, keeping the extension. Never used to name anything on disk.
 */
export function cleanFileName(sent: string | undefined): string {
  const lastPart = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const visible = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  if (visible === '' || visible === '.' || visible === '..') {
    return 'file';
  }
  if (visible.length <= maxFileNameLength) {
    return visible;
  }
  const dot = visible.lastIndexOf('.');
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : '';
  return visible.slice(0, maxFileNameLength - extension.length) + extension;
}

/**
 * A Content-Disposition header naming the file safely (RFC 6266 with RFC 5987's `filename*`): an ASCII
 * stand-in for old clients, without quotes, backslashes or anything outside printable ASCII, and the
 * whole name percent-encoded as UTF-8, so no name can break out of the header or add one.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const asciiStandIn =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${asciiStandIn}"; filename*=UTF-8''${encoded}`;
}
