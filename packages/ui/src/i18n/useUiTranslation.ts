import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { MobiliseContext } from './context.ts';
import { uiNamespace } from './namespace.ts';

// Vite and the other bundlers replace this in a consumer's build; the library's own build leaves it.
declare const process: { env: { NODE_ENV?: string } };

/** Instances already warned about (`noInstance` for none at all), so the console hears it once each. */
const warned = new WeakSet<object>();
const noInstance = {};

/**
 * Without `MobiliseProvider` the components read the `ui` namespace from the i18next instance
 * react-i18next knows of (the Mobilise app sets its own up that way). When there is none, or it has
 * never heard of `ui`, every text would show as its key: say so once, in development, rather than
 * leave a consumer to find raw keys on the page.
 */
const warnWhenUnwired = (i18n: I18n | undefined) => {
  // Without an instance react-i18next hands out a fresh empty object on each call.
  const key = i18n?.options ? i18n : noInstance;
  if (warned.has(key)) return;
  const ns = i18n?.options?.ns;
  const knowsUi =
    (Array.isArray(ns) ? ns.includes(uiNamespace) : ns === uiNamespace) ||
    Boolean(i18n?.language && i18n.hasResourceBundle(i18n.language, uiNamespace));
  if (knowsUi) return;
  warned.add(key);
  console.error(
    `[@mobilise/ui] A component was rendered outside <MobiliseProvider>, and no i18next instance has the "${uiNamespace}" namespace, so its texts show as keys. Mount <MobiliseProvider brand="default" language="en"> once around your app (see the README of @mobilise/ui).`,
  );
};

/** `t` bound to the ui namespace, from the `MobiliseProvider`'s instance when there is one. */
export const useUiTranslation = () => {
  const settings = useContext(MobiliseContext);
  const translation = useTranslation(uiNamespace, settings ? { i18n: settings.i18n } : undefined);
  if (process.env.NODE_ENV !== 'production' && !settings) warnWhenUnwired(translation.i18n);
  return translation;
};
