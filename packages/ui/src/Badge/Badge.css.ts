import { vars } from '@mobilise/tokens/contract';
import { recipe } from '@vanilla-extract/recipes';
import { allowedValues } from '../styles/allowedValues.ts';

/**
 * Meanings a badge can carry: the status tones, plus the two membership colours
 * Each tone pairs a soft background with its own text colour, a pair the tokens' contrast test keeps at AA.
 */
export type BadgeTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical' | 'green' | 'purple';
export const badgeTones = allowedValues<BadgeTone>()([
  'neutral',
  'info',
  'positive',
  'caution',
  'critical',
  'green',
  'purple',
]);

export type BadgeSize = 'sm' | 'md';
export const badgeSizes = allowedValues<BadgeSize>()(['sm', 'md']);

const toneColors = (color: string, background: string) => ({ color, backgroundColor: background });

/** Shared by Badge and StatusPill, so every small label of the app has one shape. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {
        ...toneColors(vars.color.text.default, vars.color.surface.sunken),
        boxShadow: `inset 0 0 0 1px ${vars.color.border.default}`,
      },
      info: toneColors(vars.color.status.info, vars.color.status.infoSoft),
      positive: toneColors(vars.color.status.positive, vars.color.status.positiveSoft),
      caution: toneColors(vars.color.status.caution, vars.color.status.cautionSoft),
      critical: toneColors(vars.color.status.critical, vars.color.status.criticalSoft),
      green: toneColors(vars.color.badge.green, vars.color.badge.greenSoft),
      purple: toneColors(vars.color.badge.purple, vars.color.badge.purpleSoft),
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.font.size.xs },
      md: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});
