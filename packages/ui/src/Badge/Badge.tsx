import type { ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import { allowedValues } from '../styles/allowedValues.ts';
import { type BadgeSize, type BadgeTone, badge } from './Badge.css.ts';

export interface BadgeProps {
  /** The label. */
  children: ReactNode;
  /**
   * What the badge means; colour is never the only signal, the text says it too.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** @default 'md' */
  size?: BadgeSize;
}

/** A small, non-interactive label such as "System Admin" or a membership type. */
export function Badge({ children, tone = 'neutral', size = 'md' }: BadgeProps) {
  return <span className={badge({ tone, size })}>{children}</span>;
}

/** The membership types */
export type MembershipType = 'SHORT_TERM' | 'FULL_TERM' | 'SECONDED_IN' | 'MOU_PARTNER' | 'AFFILIATE';
export const membershipTypes = allowedValues<MembershipType>()([
  'SHORT_TERM',
  'FULL_TERM',
  'SECONDED_IN',
  'MOU_PARTNER',
  'AFFILIATE',
]);

/** SHORT_TERM has a green badge, every other membership type a purple one. */
export const membershipBadgeTone = (type: MembershipType): BadgeTone =>
  type === 'SHORT_TERM' ? 'green' : 'purple';

export interface MembershipBadgeProps {
  /** The membership's type. */
  type: MembershipType;
  /** @default 'md' */
  size?: BadgeSize;
}

/** A membership type as a translated badge in its colour. */
export function MembershipBadge({ type, size }: MembershipBadgeProps) {
  const { t } = useUiTranslation();
  return (
    <Badge tone={membershipBadgeTone(type)} size={size}>
      {t(`badge.membership.${type}`)}
    </Badge>
  );
}
