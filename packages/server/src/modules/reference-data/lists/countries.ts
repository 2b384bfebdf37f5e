import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import pt from 'i18n-iso-countries/langs/pt.json' with { type: 'json' };
import type { Language } from '../../../i18n/languages.ts';

/** Code → the package's names of the country, the first being its official one. */
type CountryNames = Record<string, string | readonly string[]>;

const namesByLanguage: Record<Language, CountryNames> = {
  en: en.countries,
  es: es.countries,
  fr: fr.countries,
  pt: pt.countries,
};

/**
 * Where the package's English official name is not the one people look a country up by (and would
 * sort it under P, U or T), the common name it also lists. Never invented: data.test.ts checks each
 * is one of the package's names for the code.
 */
export const commonEnglishNames: Record<string, string> = {
  CN: 'China',
  CI: "Côte d'Ivoire",
  CZ: 'Czechia',
  GM: 'Gambia',
  IR: 'Iran',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
};

/** Every name the package gives a country in a language. */
export function countryNamesOf(language: Language, code: string): readonly string[] {
  const names = namesByLanguage[language][code];
  return typeof names === 'string' ? [names] : (names ?? []);
}

const namesByCode = new Map<Language, Map<string, string>>();

/**
 * The name of a country code in a language, as the countries list gives it (so that a record's country
 * reads as the list the forms offer); an unknown code is shown as stored, and no code is null.
 */
export function countryNameIn(language: Language, code: string | null): string | null {
  if (!code) {
    return null;
  }
  let names = namesByCode.get(language);
  if (names === undefined) {
    names = new Map(countries(language).map((country) => [country.code, country.name]));
    namesByCode.set(language, names);
  }
  return names.get(code.toUpperCase()) ?? code;
}

/**
 * The countries of ISO 3166-1 alpha-2, from i18n-iso-countries, in a language: the 249 officially
 * assigned codes plus XK (Kosovo, user-assigned but used by the EU and most registries), unsorted.
 */
export function countries(language: Language): { code: string; name: string }[] {
  return Object.keys(namesByLanguage.en).map((code) => ({
    code,
    name:
      (language === 'en' ? commonEnglishNames[code] : undefined) ??
      countryNamesOf(language, code)[0] ??
      countryNamesOf('en', code)[0] ??
      code,
  }));
}
