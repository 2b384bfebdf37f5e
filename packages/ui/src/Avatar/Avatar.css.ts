import { vars } from '@mobilise/tokens/contract';
import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { allowedValues } from '../styles/allowedValues.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';
export const avatarSizes = allowedValues<AvatarSize>()(['sm', 'md', 'lg']);

export const avatar = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.pill,
    overflow: 'hidden',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    userSelect: 'none',
    // A ring in the surface colour keeps overlapping avatars apart in an AvatarList.
    boxShadow: `0 0 0 2px ${vars.color.surface.raised}`,
  },
  variants: {
    size: {
      sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.font.size.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.font.size.sm },
      lg: { width: '4rem', height: '4rem', fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Text and background pairs whose contrast the tokens' test keeps at AA; order matters (stable per name). */
export const avatarTones = styleVariants({
  0: { backgroundColor: vars.color.status.infoSoft, color: vars.color.status.info },
  1: { backgroundColor: vars.color.badge.greenSoft, color: vars.color.badge.green },
  2: { backgroundColor: vars.color.badge.purpleSoft, color: vars.color.badge.purple },
  3: { backgroundColor: vars.color.status.cautionSoft, color: vars.color.status.caution },
  4: { backgroundColor: vars.color.status.criticalSoft, color: vars.color.status.critical },
  5: { backgroundColor: vars.color.surface.inverse, color: vars.color.text.inverse },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
