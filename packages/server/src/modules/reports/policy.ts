import type { Actor } from '../../policies/actor.ts';
import { capabilities } from '../../policies/capabilities.ts';

/**
 * The organisations whose ABO report the actor may download: those they hold `download_abo_report` for
 * ('*' for all, an admin's); an empty list refuses the report.
 */
export function aboReportOrganisations(actor: Actor): '*' | number[] {
  return capabilities(actor).download_abo_report ?? [];
}

/** The RHAF and eligible voters reports span every organisation and its people's households: admins only. */
export function mayDownloadAdminReports(actor: Actor): boolean {
  return actor.isAdmin;
}
