import { vars } from '@mobilise/tokens/contract';
import { styleVariants } from '@vanilla-extract/css';

/** The meanings a message can carry; shared by Alert and Toast. */
export const tones = ['info', 'positive', 'caution', 'critical'] as const;
export type Tone = (typeof tones)[number];

/** Each tone's strong colour, for its icon and edge (non-text contrast 3:1 on the surfaces). */
export const toneColor = styleVariants({
  info: { color: vars.color.status.info, borderColor: vars.color.status.info },
  positive: { color: vars.color.status.positive, borderColor: vars.color.status.positive },
  caution: { color: vars.color.status.caution, borderColor: vars.color.status.caution },
  critical: { color: vars.color.status.critical, borderColor: vars.color.status.critical },
});

export const toneSoftBackground = styleVariants({
  info: { backgroundColor: vars.color.status.infoSoft },
  positive: { backgroundColor: vars.color.status.positiveSoft },
  caution: { backgroundColor: vars.color.status.cautionSoft },
  critical: { backgroundColor: vars.color.status.criticalSoft },
});
