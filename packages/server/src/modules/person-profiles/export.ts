import { personStatusFlags } from '@mobilise/contract';
import type { CsvValue } from '../../csv/csv-writer.ts';
import type { Language } from '../../i18n/languages.ts';
import { formLabel } from '../forms/labels.ts';
import type { ProfileRow } from './repository.ts';

/** The export's own column titles; the others are the profile form's labels. */
const columnTitles: Record<Language, { id: string; lastUpdated: string }> = {
  en: { id: 'ID', lastUpdated: 'Last updated' },
  es: { id: 'ID', lastUpdated: 'Última actualización' },
  fr: { id: 'ID', lastUpdated: 'Dernière mise à jour' },
  pt: { id: 'ID', lastUpdated: 'Última atualização' },
};

/** The header of the people export in the reader's language, in the order of peopleExportRecord. */
export function peopleExportHeader(language: Language): string[] {
  const titles = columnTitles[language];
  return [
    titles.id,
    formLabel(language, 'personProfile.fields.lastName'),
    formLabel(language, 'personProfile.fields.firstName'),
    formLabel(language, 'personProfile.fields.knownAs'),
    formLabel(language, 'personProfile.fields.aimPositionalEmail'),
    formLabel(language, 'personProfile.fields.aimPersonalEmail'),
    formLabel(language, 'personProfile.fields.memberStatus'),
    formLabel(language, 'personProfile.sections.status'),
    titles.lastUpdated,
  ];
}

/** One person of the export: what the people list shows, with the status flags held, by name. */
export function peopleExportRecord(row: ProfileRow, language: Language): CsvValue[] {
  const flags = personStatusFlags
    .filter((flag) => row[flag])
    .map((flag) => formLabel(language, `personProfile.flags.${flag}`));
  return [
    row.id,
    row.last_name,
    row.first_name,
    row.known_as,
    row.aim_positional_email,
    row.aim_personal_email,
    formLabel(language, `personProfile.memberStatus.${row.member_status}`),
    flags.join(', '),
    new Date(row.updated_at).toISOString(),
  ];
}
