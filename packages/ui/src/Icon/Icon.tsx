import type { LucideIcon } from 'lucide-react';
import { allowedValues } from '../styles/allowedValues.ts';
import * as styles from './Icon.css.ts';

export type IconSize = 'sm' | 'md' | 'lg';
export const iconSizes = allowedValues<IconSize>()(['sm', 'md', 'lg']);

export interface IconProps {
  /** The lucide icon, imported by name: `import { Mail } from 'lucide-react'`. */
  icon: LucideIcon;
  /**
   * What the icon means, for an icon that stands alone; without it the icon is decorative and
   * hidden from screen readers, because the text beside it already says the same.
   */
  label?: string;
  /**
   * The icon's size, from the font-size tokens so it matches the text it sits in.
   * @default 'md'
   */
  size?: IconSize;
}

/** A lucide icon in the current text colour, decorative unless it is given a `label`. */
export function Icon({ icon: Glyph, label, size = 'md' }: IconProps) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return <Glyph {...naming} className={styles.icon({ size })} focusable="false" strokeWidth={2} />;
}
