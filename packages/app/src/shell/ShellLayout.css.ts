import { mediaUp } from '@mobilise/tokens';
import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const header = style({ borderBottom: `1px solid ${vars.color.border.default}` });

export const mobilePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

/** The search box's least closed size (GlobalSearchBox), kept while its code loads so the header barely shifts. */
export const searchPlaceholder = style({ width: 232, maxWidth: '100%', minHeight: '2.25rem' });
export const fullWidthSearchPlaceholder = style([searchPlaceholder, { width: '100%' }]);

export const body = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minHeight: '60vh',
});

// Below lg the sidebar lives in the mobile menu.
export const sidebar = style({
  display: 'none',
  flex: '0 0 16rem',
  padding: vars.space.md,
  '@media': { [mediaUp('lg')]: { display: 'block' } },
});

export const main = style({ flex: 1, minWidth: 0, padding: vars.space.lg, outline: 'none' });
