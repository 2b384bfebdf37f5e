import '@mobilise/tokens/global';
import { type Brand, type BrandId, brands } from '@mobilise/tokens';
import { cxTheme } from '@mobilise/tokens/themes/cx';
import { defaultTheme } from '@mobilise/tokens/themes/default';
import { isLanguage, languages } from '@mobilise/ui/i18n';
import type { Preview } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { viewports } from '../packages/ui/src/styles/layoutStories.tsx';
import { storyI18n, storyI18nReady } from './i18n.ts';

const themeClass: Record<BrandId, string> = { default: defaultTheme, cx: cxTheme };
const languageNames = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' } as const;

/** The brand class goes on <html>, as in the app, so react-aria overlays in <body> are themed too. */
function BrandFrame({ brand, children }: { brand: Brand; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    for (const [id, className] of Object.entries(themeClass))
      root.classList.toggle(className, id === brand.id);
    root.dataset.brand = brand.id;
  }, [brand]);
  return (
    <div className={themeClass[brand.id]} data-testid="story-frame" style={{ padding: 16 }}>
      {children}
    </div>
  );
}

const preview: Preview = {
  initialGlobals: { brand: 'default', locale: 'en' },
  globalTypes: {
    brand: {
      description: 'Branding',
      toolbar: {
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'default', title: brands.default.name },
          { value: 'cx', title: brands.cx.name },
        ],
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        icon: 'globe',
        dynamicTitle: true,
        items: languages.map((language) => ({ value: language, title: languageNames[language] })),
      },
    },
  },
  loaders: [
    async ({ globals }) => {
      await storyI18nReady;
      await storyI18n.changeLanguage(isLanguage(globals.locale) ? globals.locale : 'en');
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      const brand = brands[(globals.brand as BrandId) in brands ? (globals.brand as BrandId) : 'default'];
      return (
        <I18nextProvider i18n={storyI18n}>
          <BrandFrame brand={brand}>
            <Story />
          </BrandFrame>
        </I18nextProvider>
      );
    },
  ],
  parameters: {
    a11y: { test: 'error' },
    // Expanded: designers read each prop's description and default beside its control.
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    ...viewports,
    options: {
      // The catalogue opens on the introduction, then the foundations the components are built from.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii and shadows', 'Breakpoints', 'Motion'],
          'Layout',
          '*',
          'Form engine',
          'Pages',
          'Templates',
          'App',
        ],
      },
    },
  },
};
export default preview;
