import type { Kysely } from 'kysely';
import { prefetchedBatches } from '../../csv/csv-batches.ts';
import { csvDocument } from '../../csv/csv-writer.ts';
import type { Database, DateText } from '../../db/schema.ts';
import type { Language } from '../../i18n/languages.ts';
import { aboReportHeader, aboReportRecord } from './abo-report.ts';
import { eligibleVotersHeader, eligibleVotersRecord } from './eligible-voters-report.ts';
import {
  type OrganisationCursor,
  type OrganisationRows,
  readAcrossOrganisations,
} from './organisation-batches.ts';
import {
  type AboKey,
  type AboRow,
  aboRows,
  type ReportOrganisation,
  reportOrganisations,
  type VoterKey,
  type VoterRow,
  voterRows,
} from './repository.ts';
import { rhafRecords, rhafReportHeader } from './rhaf-report.ts';

/**
 * Which report to write, for whom, once the caller has been admitted: plain data, so that a report
 * worker (report-worker.ts) gets it as it is.
 */
export type ReportJob = { today: DateText; language: Language } & (
  | { report: 'abo'; organisations: '*' | number[]; historical: boolean }
  | { report: 'rhaf' }
  | { report: 'eligibleVoters' }
);

/** How many rows a report reads at a time: the server holds one such batch, however long the report. */
const reportChunk = 1000;

/**
 * A report's CSV text as it is written, its first rows read before this resolves (so a failing query
 * fails here, where it can still be an error answer); the rest is read batch by batch as it is asked for.
 */
export async function reportDocument(db: Kysely<Database>, job: ReportJob): Promise<AsyncIterable<string>> {
  const { today, language } = job;
  switch (job.report) {
    case 'abo': {
      const { historical } = job;
      const rows: OrganisationRows<AboRow, AboKey> = {
        read: (organisation, after, limit) =>
          aboRows(db, organisation.id, { today, historical }, after, limit),
        keyOf: (row) => ({ personId: row.person_profile_id, kind: row.kind, recordId: row.record_id }),
        record: (organisation, row) => aboReportRecord(organisation, row, language, historical),
      };
      return csvDocument(
        aboReportHeader(language, historical),
        await acrossOrganisations(await reportOrganisations(db, job.organisations), rows),
      );
    }
    case 'rhaf': {
      const batches = await prefetchedBatches(0, async (afterId) => {
        const { records, lastId } = await rhafRecords(db, { today, language }, afterId, reportChunk);
        return { records, next: records.length < reportChunk ? undefined : lastId };
      });
      return csvDocument(rhafReportHeader(language), batches);
    }
    case 'eligibleVoters': {
      const rows: OrganisationRows<VoterRow, VoterKey> = {
        read: (organisation, after, limit) => voterRows(db, organisation.id, today, after, limit),
        keyOf: (row) => ({ personId: row.person_profile_id, membershipId: row.membership_id }),
        record: eligibleVotersRecord,
      };
      return csvDocument(
        eligibleVotersHeader(language),
        await acrossOrganisations(await reportOrganisations(db, '*'), rows),
      );
    }
  }
}

function acrossOrganisations<Row, Key>(
  organisations: ReportOrganisation[],
  rows: OrganisationRows<Row, Key>,
) {
  return prefetchedBatches<OrganisationCursor<Key>>({ index: 0 }, (cursor) =>
    readAcrossOrganisations(organisations, rows, cursor, reportChunk),
  );
}
