import { describe, expect, it } from 'vitest';
import { languages } from '../../../i18n/languages.ts';
import { commonEnglishNames, countryNamesOf } from './countries.ts';
import { jobRoles } from './job-roles.ts';
import { languageProficiencies } from './language-proficiencies.ts';
import { locationTypes } from './location-types.ts';
import { ministryFocuses } from './ministry-focuses.ts';
import { ministryTypes } from './ministry-types.ts';
import { regions } from './regions.ts';
import type { TranslatedName } from './translated-name.ts';

const namedLists = { jobRoles, locationTypes, ministryFocuses, ministryTypes, regions };

describe('reference data', () => {
  it.each(Object.entries(namedLists))('%s has unique ids and unique names in every language', (_, items) => {
    const ids = items.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const language of languages) {
      const names = items.map(({ name }: { name: TranslatedName }) => name[language].trim());
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('language proficiencies have unique codes and names in every language', () => {
    const codes = languageProficiencies.map(({ code }) => code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const language of languages) {
      expect(languageProficiencies.every(({ name }) => name[language].trim().length > 0)).toBe(true);
    }
  });

  it('each common English country name is one the data package itself gives the country', () => {
    for (const [code, name] of Object.entries(commonEnglishNames)) {
      expect(countryNamesOf('en', code), code).toContain(name);
    }
  });
});
