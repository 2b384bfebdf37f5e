import type { Membership } from '@mobilise/contract';
import { MembershipBadge } from '@mobilise/ui/Badge';
import { stack } from '../people.css.ts';
import { useToday } from '../today.tsx';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';
import * as styles from './MembershipList.css.ts';
import { membershipEnd, membershipStart } from './membership-dates.ts';

export interface MembershipListProps {
  /** The person's memberships, in the order to show them (newest start first). */
  memberships: readonly Membership[];
}

/**
 * A person's memberships: each with its type as a badge (SHORT_TERM green, the others
 * purple), its entry and contribution, its start as month and year and its end as a full date, both with
 * their time from today.
 */
export function MembershipList({ memberships }: MembershipListProps) {
  const { t, language } = usePeopleTranslation();
  const today = useToday();
  return (
    <ul className={stack}>
      {memberships.map((membership) => {
        const start = membershipStart(membership.starts_from, today, language);
        const end = membership.end_date === null ? null : membershipEnd(membership.end_date, today, language);
        return (
          <li key={membership.id} className={styles.item}>
            <p className={styles.title}>
              <MembershipBadge type={membership.type} size="sm" />
              {membership.entry_id === null ? null : t('memberships.entry', { entryId: membership.entry_id })}
              {membership.contribution === null ? null : <span>{membership.contribution}</span>}
            </p>
            <p className={styles.dates}>
              {t('memberships.starts', { ...start })}
              {' · '}
              {end === null ? t('memberships.noEnd') : t('memberships.ends', { ...end })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
