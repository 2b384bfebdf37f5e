import type { AboReportQuery } from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { countCsvDownload } from '../../csv/csv-download-limit.ts';
import type { Database } from '../../db/schema.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { RequestContext } from '../../request-context.ts';
import { ReportNotAllowedError } from './errors.ts';
import { aboReportOrganisations, mayDownloadAdminReports } from './policy.ts';
import { type ReportJob, reportDocument } from './report-documents.ts';
import type { ReportWorkers } from './report-workers.ts';

export interface ReportsServiceDependencies {
  db: Kysely<Database>;
  /** Counts each user's CSV downloads (F8). */
  limiter: RateLimiter;
  /**
   * Where reports are written on PostgreSQL: worker threads with connections of their own. None on PGlite,
   * which runs inside this process and this thread: a worker could not reach its database except through
   * this thread, which would then carry every row across to it, so the report is written here.
   */
  workers?: ReportWorkers;
}

/** A CSV file ready to be sent: its name and its text (or its UTF-8 bytes) as it is written. */
export interface CsvDownload {
  fileName: string;
  csv: AsyncIterable<string | Uint8Array>;
  /** `gzip` when `csv` is the file already compressed (see ReportWorkers); else it is the file as it is. */
  encoding?: 'gzip';
}

/** How the caller will take the file: whether its client accepts it gzip-compressed. */
export interface ReportDelivery {
  acceptsGzip: boolean;
}

/**
 * The CSV reports of People management. Each is refused (403) or rate-limited (429) before anything is
 * read, and its first rows are read before the answer starts, so every error is an error answer; the
 * rest follows batch by batch as the file is sent.
 */
export class ReportsService {
  constructor(private readonly deps: ReportsServiceDependencies) {}

  /**
   * Who is on a membership or an assignment now in each organisation the caller holds
   * `download_abo_report` for; `historical` adds the memberships and assignments that have ended.
   */
  async abo(ctx: RequestContext, query: AboReportQuery, delivery: ReportDelivery): Promise<CsvDownload> {
    const organisations = aboReportOrganisations(ctx.actor);
    await this.#admit(ctx, organisations === '*' || organisations.length > 0);
    const historical = query.historical ?? false;
    const today = todayOf(ctx);
    return this.#download(
      `abo-report${historical ? '-historical' : ''}-${today}.csv`,
      { report: 'abo', organisations, historical, today, language: ctx.language },
      delivery,
    );
  }

  /** Every person holding a membership now, with their household and active assignment (admins). */
  async rhaf(ctx: RequestContext, delivery: ReportDelivery): Promise<CsvDownload> {
    await this.#admit(ctx, mayDownloadAdminReports(ctx.actor));
    const today = todayOf(ctx);
    return this.#download(
      `rhaf-report-${today}.csv`,
      { report: 'rhaf', today, language: ctx.language },
      delivery,
    );
  }

  /** The people who may vote in each organisation (admins): see voterRows for the rule. */
  async eligibleVoters(ctx: RequestContext, delivery: ReportDelivery): Promise<CsvDownload> {
    await this.#admit(ctx, mayDownloadAdminReports(ctx.actor));
    const today = todayOf(ctx);
    return this.#download(
      `eligible-voters-report-${today}.csv`,
      { report: 'eligibleVoters', today, language: ctx.language },
      delivery,
    );
  }

  /** Refuses a caller the report is not for (403), then one over the download limit (429), else counts it. */
  async #admit({ actor }: RequestContext, allowed: boolean) {
    if (!allowed) {
      throw new ReportNotAllowedError();
    }
    await countCsvDownload(this.deps.limiter, actor.userId);
  }

  /**
   * A worker compresses the file itself when the client takes gzip, at its low priority; written here (on
   * PGlite) it goes out as it is and the server's compression handles it.
   */
  async #download(fileName: string, job: ReportJob, { acceptsGzip }: ReportDelivery): Promise<CsvDownload> {
    const { workers, db } = this.deps;
    if (!workers) {
      return { fileName, csv: await reportDocument(db, job) };
    }
    const csv = await workers.document(job, { gzip: acceptsGzip });
    return acceptsGzip ? { fileName, csv, encoding: 'gzip' } : { fileName, csv };
  }
}

/** The day the report is made, in UTC: what "now" and "ended" are measured against. */
function todayOf({ clock }: RequestContext): string {
  return clock.now().toISOString().slice(0, 10);
}
