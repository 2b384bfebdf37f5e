import { defaultTheme } from '@mobilise/tokens/themes/default';
import { fallbackLanguage, languages } from '@mobilise/ui/i18n';
import { brandStorageKey, cxModeOn } from '../brand/brand-store.ts';
import { onboardingStorageKeyPrefix } from '../features/onboarding/index.ts';
import { activeOrganisationStorageKey } from '../features/session/index.ts';
import { languageStorageKey } from '../i18n/language-store.ts';

const otherLanguages = languages.filter((language) => language !== fallbackLanguage);
const json = JSON.stringify;

/** The browser keeps another language than English, or CX mode. */
const keepsLanguageOrBrand = `${json(otherLanguages)}.includes(localStorage.getItem(${json(
  languageStorageKey,
)}))||localStorage.getItem(${json(brandStorageKey)})===${json(cxModeOn)}`;

/** The browser keeps a chosen organisation or a step of the onboarding, which the server cannot know. */
const keepsSessionChoices = `localStorage.getItem(${json(
  activeOrganisationStorageKey,
)})!==null||Object.keys(localStorage).some(function(k){return k.indexOf(${json(onboardingStorageKeyPrefix)})===0})`;

const emptyThePageIf = (condition: string) =>
  `try{if(${condition})document.getElementById("app").replaceChildren()}catch(_){}`;

/**
 * A prerendered page shows what a first visit sees: English and the default brand. Run by the page right
 * after its prerendered content, before the first paint, this script empties the page when the browser
 * keeps another language or CX mode, so that such a visitor sees the app's own first render and never a
 * page in the wrong language or brand. The server allows exactly this script by its hash.
 */
export const firstVisitScript = emptyThePageIf(keepsLanguageOrBrand);

/**
 * The same for a page the server renders for a signed-in visitor, which also empties it when the browser
 * keeps an active organisation or onboarding progress: the shell and the onboarding guide show those.
 */
export const signedInFirstVisitScript = emptyThePageIf(`${keepsLanguageOrBrand}||${keepsSessionChoices}`);

/** The attributes `applyBrand` gives `<html>` for the default brand, which the prerendered page carries. */
export const firstVisitDocumentAttributes = `class="${defaultTheme}" data-brand="default"`;
