import '@mobilise/tokens/global';
import { brands } from '@mobilise/tokens';
import { isLanguage, languages } from '@mobilise/ui/i18n';
import type { Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { viewports } from '../packages/ui/src/styles/layoutStories.tsx';
import { BrandFrame, brandOf, SideBySideFrame, sideBySide } from './BrandFrame.tsx';
import { storyI18n, storyI18nReady } from './i18n.ts';
import { unionSummaries } from './unionSummaries.ts';

const languageNames = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' } as const;

const preview: Preview = {
  argTypesEnhancers: [unionSummaries],
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
          { value: sideBySide, title: 'Side by side' },
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
    (Story, { globals }) => (
      <I18nextProvider i18n={storyI18n}>
        {globals.brand === sideBySide ? (
          <SideBySideFrame>
            <Story />
          </SideBySideFrame>
        ) : (
          <BrandFrame brand={brandOf(globals.brand)}>
            <Story />
          </BrandFrame>
        )}
      </I18nextProvider>
    ),
  ],
  parameters: {
    a11y: {
      test: 'error',
      // Off in axe by default (experimental): a control's accessible name must hold its visible words
      // (WCAG 2.5.3), which a translation can break in one language only, as Pagination's did in French.
      options: { rules: { 'label-content-name-mismatch': { enabled: true } } },
      // react-aria's off-screen announcer keeps pointing at a pending button's id for 7 s after the
      // button is gone (a dialog closing on save); that dangling reference is the library's, not the
      // story's, and failed whichever story's check came within those 7 s.
      context: { exclude: ['[data-live-announcer]'] },
    },
    // Expanded: designers read each prop's description and default beside its control.
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    ...viewports,
    options: {
      // From the smallest parts to the largest: the introduction, the foundations the components are
      // built from, the components, the patterns made of them, and the product's screens.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Radii and shadows', 'Breakpoints', 'Motion'],
          'Components',
          ['Layout', 'Actions', 'Fields', 'Data', 'Navigation', 'Overlays', 'Feedback', '*'],
          'Patterns',
          ['Form engine', 'Error and message pages', 'Page templates'],
          'Screens',
          ['Sign-in', 'My AIM', 'Organisation', 'People', 'Opportunities', 'Shell'],
        ],
      },
    },
  },
};
export default preview;
