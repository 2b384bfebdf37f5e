import { defaultTheme } from '@mobilise/tokens/themes/default';
import { fallbackLanguage, languages } from '@mobilise/ui/i18n';
import { brandStorageKey, cxModeOn } from '../brand/brand-store.ts';
import { languageStorageKey } from '../i18n/language-store.ts';

const otherLanguages = languages.filter((language) => language !== fallbackLanguage);

/**
 * A prerendered page shows what a first visit sees: English and the default brand. Run by the page right
 * after its prerendered content, before the first paint, this script empties the page when the browser
 * keeps another language or CX mode, so that such a visitor sees the app's own first render and never a
 * page in the wrong language or brand. The server allows exactly this script by its hash.
 */
export const firstVisitScript = `try{if(${JSON.stringify(otherLanguages)}.includes(localStorage.getItem(${JSON.stringify(
  languageStorageKey,
)}))||localStorage.getItem(${JSON.stringify(brandStorageKey)})===${JSON.stringify(cxModeOn)})document.getElementById("app").replaceChildren()}catch(_){}`;

/** The attributes `applyBrand` gives `<html>` for the default brand, which the prerendered page carries. */
export const firstVisitDocumentAttributes = `class="${defaultTheme}" data-brand="default"`;
