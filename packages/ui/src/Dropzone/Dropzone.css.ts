import { vars } from '@mobilise/tokens/contract';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../styles/focusRing.css.ts';

/** Dropzone thumbnails are 200x200. */
export const thumbnailSize = 200;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.default,
});

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.default,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.focus },
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.action.primary,
      backgroundColor: vars.color.status.infoSoft,
    },
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.action.disabled },
  },
});

export const prompt = style({ margin: 0, fontSize: vars.font.size.md });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.muted });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.status.critical,
});

export const files = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: thumbnailSize,
  fontSize: vars.font.size.sm,
  color: vars.color.text.default,
  overflowWrap: 'anywhere',
});

export const thumbnail = style({
  display: 'block',
  width: thumbnailSize,
  height: thumbnailSize,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.sunken,
});

export const fileMeta = style({ color: vars.color.text.muted });
