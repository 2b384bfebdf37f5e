/** A value a CSV cell may hold; null and undefined give an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file as the local code page unless it starts with the byte-order mark (F7). */
export const utf8Bom = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula, or that Excel strips before looking
 * for one (OWASP "CSV injection"): such a text cell gets a leading apostrophe, shown as text. A sign
 * counts after any leading blanks or line breaks, which spreadsheets skip, and in its full-width form
 * (＝ ＋ － ＠), which some of them read as the ASCII one.
 */
const formulaStart = /^[\t\r]|^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value !== 'string') {
    return String(value);
  }
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 asks. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole CSV file as it is written, batch by batch: the byte-order mark and the header first, then the
 * records of each batch of rows, so a long file is sent while it is read.
 */
export async function* csvDocument(
  header: readonly string[],
  batches: AsyncIterable<Iterable<readonly CsvValue[]>>,
): AsyncGenerator<string> {
  yield utf8Bom + csvRecord(header);
  for await (const rows of batches) {
    yield Array.from(rows, csvRecord).join('');
  }
}
