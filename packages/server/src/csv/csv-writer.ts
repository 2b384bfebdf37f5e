import { setImmediate as nextTurn } from 'node:timers/promises';

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
 * Records written out as one piece of the file: a few kilobytes, a string the young generation frees; a
 * whole batch as one string (over 128 KB with accents) would go straight to the old generation, which only
 * a full collection empties, and a long download would grow the server's memory until one ran.
 */
const recordsPerChunk = 100;

/**
 * A whole CSV file as it is written, batch by batch: the byte-order mark and the header first, then the
 * records of each batch of rows, so a long file is sent while it is read.
 *
 * Before each piece the writer lets the event loop turn: the stream asks for pieces one after another in
 * the same turn while its buffer has room, so without it a batch is formatted in one go and every other
 * request that arrived meanwhile (a user opening a page while an admin downloads a report) waits behind it.
 */
export async function* csvDocument(
  header: readonly string[],
  batches: AsyncIterable<Iterable<readonly CsvValue[]>>,
): AsyncGenerator<string> {
  yield utf8Bom + csvRecord(header);
  for await (const rows of batches) {
    const records = Array.from(rows);
    for (let start = 0; start < records.length; start += recordsPerChunk) {
      await nextTurn();
      yield records
        .slice(start, start + recordsPerChunk)
        .map(csvRecord)
        .join('');
    }
  }
}
