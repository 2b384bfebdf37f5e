import type { CsvBatch } from '../../csv/csv-batches.ts';
import type { CsvValue } from '../../csv/csv-writer.ts';
import type { ReportOrganisation } from './repository.ts';

/** Where a report read organisation by organisation goes on: which organisation, and after which row. */
export interface OrganisationCursor<Key> {
  index: number;
  after?: Key;
}

export interface OrganisationRows<Row, Key> {
  /** At most `limit` rows of one organisation after `after`, in key order. */
  read(organisation: ReportOrganisation, after: Key | undefined, limit: number): Promise<Row[]>;
  keyOf(row: Row): Key;
  record(organisation: ReportOrganisation, row: Row): CsvValue[];
}

/**
 * One read of a report listed organisation by organisation (in the order given): up to `limit` records,
 * going on into the next organisations when one runs out, and where the next read starts.
 */
export async function readAcrossOrganisations<Row, Key>(
  organisations: readonly ReportOrganisation[],
  rows: OrganisationRows<Row, Key>,
  cursor: OrganisationCursor<Key>,
  limit: number,
): Promise<CsvBatch<OrganisationCursor<Key>>> {
  const records: CsvValue[][] = [];
  let { index, after } = cursor;
  while (index < organisations.length && records.length < limit) {
    const organisation = organisations[index] as ReportOrganisation;
    const wanted = limit - records.length;
    const read = await rows.read(organisation, after, wanted);
    records.push(...read.map((row) => rows.record(organisation, row)));
    const last = read.at(-1);
    if (read.length < wanted || !last) {
      index += 1;
      after = undefined;
    } else {
      after = rows.keyOf(last);
    }
  }
  return { records, next: index < organisations.length ? { index, after } : undefined };
}
