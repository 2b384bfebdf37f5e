import type { CsvValue } from '../../csv/csv-writer.ts';
import type { Language } from '../../i18n/languages.ts';
import { formLabel } from '../forms/labels.ts';
import { reportWords } from './column-titles.ts';
import { nameTitles } from './person-labels.ts';
import type { ReportOrganisation, VoterRow } from './repository.ts';

/** The eligible voters report's header in the reader's language. */
export function eligibleVotersHeader(language: Language): string[] {
  const words = reportWords[language];
  return [
    words.organisation,
    words.id,
    ...nameTitles(language),
    formLabel(language, 'personProfile.fields.aimPositionalEmail'),
    formLabel(language, 'personProfile.fields.aimPersonalEmail'),
    words.memberSince,
  ];
}

/** One person who may vote in an organisation, in the order of eligibleVotersHeader. */
export function eligibleVotersRecord(organisation: ReportOrganisation, row: VoterRow): CsvValue[] {
  return [
    organisation.name,
    row.person_profile_id,
    row.last_name,
    row.first_name,
    row.known_as,
    row.aim_positional_email,
    row.aim_personal_email,
    row.starts_from,
  ];
}
