import en from '@cospired/i18n-iso-languages/langs/en.json' with { type: 'json' };
import es from '@cospired/i18n-iso-languages/langs/es.json' with { type: 'json' };
import fr from '@cospired/i18n-iso-languages/langs/fr.json' with { type: 'json' };
import pt from '@cospired/i18n-iso-languages/langs/pt.json' with { type: 'json' };
import type { Language } from '../../../i18n/languages.ts';

const namesByLanguage: Record<Language, Record<string, string>> = {
  en: en.languages,
  es: es.languages,
  fr: fr.languages,
  pt: pt.languages,
};

/**
 * The languages of ISO 639-1 (184 two-letter codes), from @cospired/i18n-iso-languages, in a language,
 * unsorted. Names start with a capital, as list entries do (the Portuguese data writes them in lower
 * case, as running text does).
 */
export function isoLanguages(language: Language): { code: string; name: string }[] {
  return Object.keys(namesByLanguage.en).map((code) => {
    const name = namesByLanguage[language][code] ?? namesByLanguage.en[code] ?? code;
    return { code, name: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}
