/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*` (any characters, UTF-8) over
 * the plain `filename`; undefined when the header names none or names it in a way that cannot be read.
 */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return baseName(decodeURIComponent(extended.trim()));
    } catch {
      // A malformed percent-encoding: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return baseName(plain?.[1] ?? plain?.[2]);
}

/** Only the name: a path in it (never sent by our server, but a header is input) is dropped. */
const baseName = (name: string | undefined) => name?.split(/[\\/]/).pop()?.trim() || undefined;
