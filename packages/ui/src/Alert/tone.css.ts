import { vars } from '@mobilise/tokens/contract';
import { styleVariants } from '@vanilla-extract/css';
import { allowedValues } from '../styles/allowedValues.ts';

/** The meanings a message can carry; shared by Alert and Toast. */
export type Tone = 'info' | 'positive' | 'caution' | 'critical';
export const tones = allowedValues<Tone>()(['info', 'positive', 'caution', 'critical']);

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
