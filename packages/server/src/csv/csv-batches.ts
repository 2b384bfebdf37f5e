import type { CsvValue } from './csv-writer.ts';

/** One read of a long CSV file: its records, and where the next read starts (none after the last). */
export interface CsvBatch<Cursor> {
  records: CsvValue[][];
  next?: Cursor;
}

/**
 * The batches of a file read one after another, the first of them read before this resolves: whatever
 * makes the query fail (a bad filter, a row that cannot be written) then fails as an error answer, since
 * once the file has started a failure can only cut it short. Each later batch is read only when the
 * previous one has been written, so the server holds one batch at a time however long the file.
 */
export async function prefetchedBatches<Cursor>(
  start: Cursor,
  read: (cursor: Cursor) => Promise<CsvBatch<Cursor>>,
): Promise<AsyncIterable<CsvValue[][]>> {
  let first: CsvBatch<Cursor> | undefined = await read(start);
  return (async function* batches() {
    let batch: CsvBatch<Cursor> | undefined = first;
    // Neither the first batch nor a written one stays referenced while the next is read.
    first = undefined;
    while (batch) {
      const { records, next } = batch;
      batch = undefined;
      yield records;
      if (next === undefined) {
        return;
      }
      batch = await read(next);
    }
  })();
}
