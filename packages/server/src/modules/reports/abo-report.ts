import type { CsvValue } from '../../csv/csv-writer.ts';
import type { Language } from '../../i18n/languages.ts';
import { formLabel } from '../forms/labels.ts';
import { countryNameIn } from '../reference-data/lists/countries.ts';
import { reportWords } from './column-titles.ts';
import { membershipTypeLabel, nameTitles } from './person-labels.ts';
import { type AboRow, type ReportOrganisation, recordKinds } from './repository.ts';

/** The ABO report's header in the reader's language; the historic one adds the record's status. */
export function aboReportHeader(language: Language, historical: boolean): string[] {
  const words = reportWords[language];
  return [
    words.organisation,
    words.id,
    ...nameTitles(language),
    formLabel(language, 'personProfile.fields.aimPositionalEmail'),
    formLabel(language, 'personProfile.fields.memberStatus'),
    words.record,
    words.membershipType,
    words.assignment,
    words.countryOfService,
    words.team,
    words.startDate,
    words.endDate,
    ...(historical ? [words.status] : []),
  ];
}

/** One membership or assignment of a person in an organisation, in the order of aboReportHeader. */
export function aboReportRecord(
  organisation: ReportOrganisation,
  row: AboRow,
  language: Language,
  historical: boolean,
): CsvValue[] {
  const words = reportWords[language];
  const isMembership = row.kind === recordKinds.membership;
  return [
    organisation.name,
    row.person_profile_id,
    row.last_name,
    row.first_name,
    row.known_as,
    row.aim_positional_email,
    formLabel(language, `personProfile.memberStatus.${row.member_status}`),
    isMembership ? words.membership : words.assignment,
    row.membership_type ? membershipTypeLabel(language, row.membership_type) : null,
    row.assignment_title,
    countryNameIn(language, row.country),
    row.team_name,
    row.start_date,
    row.end_date,
    ...(historical ? [row.ended ? words.ended : words.current] : []),
  ];
}
