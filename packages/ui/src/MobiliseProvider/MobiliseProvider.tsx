import type { BrandId } from '@mobilise/tokens';
import { cxTheme } from '@mobilise/tokens/themes/cx';
import { defaultTheme } from '@mobilise/tokens/themes/default';
import i18next, { type i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { MobiliseContext } from '../i18n/context.ts';
import { fallbackLanguage, isLanguage, type Language } from '../i18n/languages.ts';
import { uiLocaleLoaders, uiNamespace } from '../i18n/namespace.ts';

const brandThemes: Record<BrandId, string> = { default: defaultTheme, cx: cxTheme };

/** Texts of the `ui` namespace: nested objects of strings, as in the library's own locale files. */
export type UiTexts = { [key: string]: string | UiTexts };

export interface MobiliseProviderProps {
  /** The branding: its theme class goes on `<html>`, so overlays rendered into `<body>` wear it too. */
  brand: BrandId;
  /**
   * The class of a theme of your own (a third brand, see the README), put on `<html>` instead of
   * `brand`'s; `brand` then only names the brand the components are told of.
   */
  themeClass?: string;
  /**
   * The interface language. One of the library's (`en`, `es`, `fr`, `pt`), or any other for which
   * `texts` (or your own i18next instance) holds the `ui` namespace; missing texts fall back to English.
   */
  language: Language | (string & {});
  /**
   * Your i18next instance, already initialised: the library adds its texts to it under the `ui`
   * namespace (never over texts you put there) and switches it to `language`. Without one, the
   * provider keeps a private instance and your own i18n set-up, if any, is left alone.
   */
  i18n?: I18n;
  /** `ui` texts by language, over the library's own: a language it lacks, or your wording for a key. */
  texts?: Record<string, UiTexts>;
  /** Shown while a language's texts load (the first render, and a change of language); nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

const privateInstance = () => {
  const instance = i18next.createInstance();
  void instance.init({
    fallbackLng: fallbackLanguage,
    ns: [uiNamespace],
    defaultNS: uiNamespace,
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
};

/** Puts the library's texts for a language (and the English they fall back to) into an instance. */
const addUiTexts = async (i18n: I18n, language: string, texts: Record<string, UiTexts> | undefined) => {
  const languages = [...new Set([language, fallbackLanguage])];
  await Promise.all(
    languages.map(async (each) => {
      if (isLanguage(each) && !i18n.hasResourceBundle(each, uiNamespace)) {
        i18n.addResourceBundle(each, uiNamespace, (await uiLocaleLoaders[each]()).default, true, false);
      }
      const own = texts?.[each];
      if (own) i18n.addResourceBundle(each, uiNamespace, own, true, true);
    }),
  );
};

/**
 * Mount once around an app that uses `@mobilise/ui`: it applies the brand's theme and gives the
 * components their texts in `language`. Children render once those texts are loaded.
 */
export function MobiliseProvider({
  brand,
  themeClass,
  language,
  i18n,
  texts,
  fallback = null,
  children,
}: MobiliseProviderProps) {
  const instance = useMemo(() => i18n ?? privateInstance(), [i18n]);
  const [shownLanguage, setShownLanguage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    addUiTexts(instance, language, texts)
      .then(() => instance.changeLanguage(language))
      .then(
        () => current && setShownLanguage(language),
        (error: unknown) => console.error(`[@mobilise/ui] The ${language} texts could not load`, error),
      );
    return () => {
      current = false;
    };
  }, [instance, language, texts]);

  const shownTheme = themeClass ?? brandThemes[brand];
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const className of Object.values(brandThemes)) root.classList.remove(className);
    root.classList.add(shownTheme);
    root.dataset.brand = brand;
    return () => {
      root.classList.remove(shownTheme);
      delete root.dataset.brand;
    };
  }, [brand, shownTheme]);

  useEffect(() => {
    if (shownLanguage) document.documentElement.lang = shownLanguage;
  }, [shownLanguage]);

  const settings = useMemo(() => ({ brand, i18n: instance }), [brand, instance]);
  return (
    <MobiliseContext.Provider value={settings}>
      {shownLanguage ? children : fallback}
    </MobiliseContext.Provider>
  );
}
