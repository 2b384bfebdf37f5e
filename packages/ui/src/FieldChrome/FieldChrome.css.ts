import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const requiredMarker = style({ color: vars.color.status.critical, marginInlineStart: vars.space.xxs });

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const line = style({ margin: 0 });

const notice = style({
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderInlineStart: '3px solid',
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
});

export const warning = style([
  notice,
  {
    borderColor: vars.color.status.caution,
    backgroundColor: vars.color.status.cautionSoft,
    color: vars.color.text.default,
  },
]);

export const desirable = style([
  notice,
  {
    borderColor: vars.color.status.info,
    backgroundColor: vars.color.status.infoSoft,
    color: vars.color.text.default,
  },
]);

export const errors = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.status.critical,
});
