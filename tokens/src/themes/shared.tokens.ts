import type { BrandTokens } from '../brand.ts';

/** Type, spacing, shape, stacking and motion: the same for every brand, so only colour tells brands apart. */
export const sharedTokens: Pick<BrandTokens, 'font' | 'space' | 'radius' | 'zIndex' | 'motion'> = {
  font: {
    // DejaVu Sans before the generic family: headless Debian Chromium has it, so screenshots stay stable.
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif',
      heading:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
      display: '2.25rem',
    },
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  zIndex: {
    base: '0',
    sticky: '100',
    header: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
    tooltip: '600',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.05, 0.7, 0.1, 1)' },
  },
};

/** The focus ring's geometry; its colour is each brand's own. */
export const sharedFocusRing: Omit<BrandTokens['focusRing'], 'color'> = { width: '2px', offset: '2px' };
