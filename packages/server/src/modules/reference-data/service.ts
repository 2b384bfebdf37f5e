import type {
  Country,
  Language as IsoLanguage,
  LanguageProficiency,
  NamedReference,
  OrganisationReference,
  SecurityGroup,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Language, languages } from '../../i18n/languages.ts';
import { countries } from './lists/countries.ts';
import { jobRoles } from './lists/job-roles.ts';
import { languageProficiencies } from './lists/language-proficiencies.ts';
import { isoLanguages } from './lists/languages.ts';
import { locationTypes } from './lists/location-types.ts';
import { ministryFocuses } from './lists/ministry-focuses.ts';
import { ministryTypes } from './lists/ministry-types.ts';
import { regions } from './lists/regions.ts';
import { securityGroupLabels } from './lists/security-group-labels.ts';
import { byName, type NamedReferenceItem } from './lists/translated-name.ts';
import * as repository from './repository.ts';

/** The reference lists that ship with the server, so they only change with a release. */
export type StaticListName =
  | 'countries'
  | 'languages'
  | 'languageProficiencies'
  | 'jobRoles'
  | 'locationTypes'
  | 'ministryFocuses'
  | 'ministryTypes'
  | 'regions';

interface StaticLists {
  countries: Country[];
  languages: IsoLanguage[];
  languageProficiencies: LanguageProficiency[];
  jobRoles: NamedReference[];
  locationTypes: NamedReference[];
  ministryFocuses: NamedReference[];
  ministryTypes: NamedReference[];
  regions: NamedReference[];
}

function namedList(items: readonly NamedReferenceItem[], language: Language): NamedReference[] {
  return items.map(({ id, name }) => ({ id, name: name[language] })).sort(byName(language));
}

/** Each static list in one language, sorted once: by name, except proficiencies, which go by level. */
function staticListsIn(language: Language): StaticLists {
  return {
    countries: countries(language).sort(byName(language)),
    languages: isoLanguages(language).sort(byName(language)),
    languageProficiencies: languageProficiencies.map(({ code, name }) => ({ code, name: name[language] })),
    jobRoles: namedList(jobRoles, language),
    locationTypes: namedList(locationTypes, language),
    ministryFocuses: namedList(ministryFocuses, language),
    ministryTypes: namedList(ministryTypes, language),
    regions: namedList(regions, language),
  };
}

const staticLists = Object.fromEntries(
  languages.map((language) => [language, staticListsIn(language)]),
) as Record<Language, StaticLists>;

/** The reference lists, each in the reader's language. */
export class ReferenceDataService {
  constructor(private readonly deps: { db: Kysely<Database> }) {}

  staticList<Name extends StaticListName>(name: Name, language: Language): StaticLists[Name] {
    return staticLists[language][name];
  }

  /** Every organisation, `{id, name, code}`, sorted by name (R-CALL-029). */
  async organisations(language: Language): Promise<OrganisationReference[]> {
    const rows = await repository.listOrganisations(this.deps.db);
    const compareNames = byName(language);
    return rows.sort((a, b) => compareNames(a, b) || a.id - b.id);
  }

  /** The security groups, `{id, label}` (R-ENTITY-022), the label in the reader's language. */
  async securityGroups(language: Language): Promise<SecurityGroup[]> {
    const rows = await repository.listSecurityGroups(this.deps.db);
    return rows.map(({ id, role, label }) => ({
      id,
      label: language === 'en' ? label : securityGroupLabels[role][language],
    }));
  }
}
