import { createGlobalThemeContract } from '@vanilla-extract/css';

const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The one theme contract. Grouped by role, never by hue or brand; each brand fills it
 * through `createGlobalTheme` in `themes/<brand>.css.ts` from the plain data in `themes/<brand>.tokens.ts`.
 *
 * Its CSS variables have fixed, public names (`color.action.primaryHover` is
 * `--mobilise-color-action-primary-hover`) rather than names hashed from the file's path: the component
 * library's published CSS and any build of a theme, the consumer's included, then agree on them.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      surface: { canvas: null, raised: null, sunken: null, inverse: null, overlay: null },
      text: { default: null, muted: null, inverse: null, link: null, onAction: null },
      border: { default: null, strong: null, focus: null },
      action: {
        primary: null,
        primaryHover: null,
        primaryPressed: null,
        secondary: null,
        secondaryHover: null,
        secondaryPressed: null,
        disabled: null,
        textDisabled: null,
      },
      status: {
        positive: null,
        positiveSoft: null,
        caution: null,
        cautionSoft: null,
        critical: null,
        criticalSoft: null,
        info: null,
        infoSoft: null,
      },
      badge: { green: null, greenSoft: null, purple: null, purpleSoft: null },
      header: { background: null, text: null },
    },
    font: {
      family: { body: null, heading: null, mono: null },
      size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
      weight: { regular: null, medium: null, bold: null },
      lineHeight: { tight: null, normal: null, relaxed: null },
    },
    space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { none: null, sm: null, md: null, lg: null, pill: null },
    shadow: { sm: null, md: null, lg: null },
    focusRing: { width: null, offset: null, color: null },
    zIndex: {
      base: null,
      sticky: null,
      header: null,
      overlay: null,
      modal: null,
      toast: null,
      tooltip: null,
    },
    motion: {
      duration: { fast: null, normal: null, slow: null },
      easing: { standard: null, emphasized: null },
    },
  },
  (_value, path) => `mobilise-${path.map(kebab).join('-')}`,
);

export type ThemeVars = typeof vars;
