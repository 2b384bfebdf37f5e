import '@mobilise/tokens/global';
import { createFormStore, type SendAnswer, systemClock } from '@mobilise/form-engine/core';
import { FormRenderer, formLocaleLoaders, formNamespace } from '@mobilise/form-engine/react';
import { defaultTheme } from '@mobilise/tokens/themes/default';
import { uiLocaleLoaders, uiNamespace } from '@mobilise/ui/i18n';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { mobiliseSnapshot, mobiliseVisibilityMs } from '../engines/mobilise-model.ts';
import { mobiliseTemplate } from '../engines/mobilise-template.ts';
import { exposeBench, pageSpec, rootElement } from './page.ts';

const spec = pageSpec();
exposeBench({
  snapshot: (data) => mobiliseSnapshot(spec, data as never),
  visibilityMs: (pages, iterations) => mobiliseVisibilityMs(spec, pages, iterations),
});

/** The stub endpoint of plan D.3: every save succeeds after 50 ms. */
const send: SendAnswer = () => new Promise((resolve) => setTimeout(() => resolve({ type: 'saved' }), 50));
const autosave = new URLSearchParams(window.location.search).get('autosave') !== 'off';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  ns: [uiNamespace, formNamespace],
  defaultNS: uiNamespace,
  interpolation: { escapeValue: false },
  resources: {
    en: {
      [uiNamespace]: (await uiLocaleLoaders.en()).default,
      [formNamespace]: (await formLocaleLoaders.en()).default,
    },
  },
});

document.documentElement.classList.add(defaultTheme);
const template = mobiliseTemplate(spec);
const store = createFormStore(template, { clock: systemClock, send, autosave });
createRoot(rootElement()).render(
  <I18nextProvider i18n={i18n}>
    <FormRenderer template={template} store={store} autosave={autosave} onReload={() => {}} />
  </I18nextProvider>,
);
