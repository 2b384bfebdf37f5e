/** A value a CSV cell may hold; null and undefined give an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file as the local code page unless it starts with the byte-order mark (F7). */
export const utf8Bom = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula, or that Excel strips before looking
 * for one (OWASP "CSV injection"): such a text cell gets a leading apostrophe, shown as text.
 */
const formulaStart = /^[=+\-@\t\r]/;

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

/** A whole CSV file: the byte-order mark, the header, then one record per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const records = [utf8Bom, csvRecord(header)];
  for (const row of rows) {
    records.push(csvRecord(row));
  }
  return records.join('');
}
