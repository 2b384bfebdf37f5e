import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components/Heading';
import { Link } from 'react-aria-components/Link';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { formatDisplayTimestamp } from '../dates/dates.ts';
import { toLanguage } from '../i18n/languages.ts';
import { useUiTranslation } from '../i18n/useUiTranslation.ts';
import * as styles from './PersonCard.css.ts';
import { visiblePositions } from './visiblePositions.ts';

export interface PersonCardPosition {
  /** The position's name. */
  name: string;
  /**
   * The person no longer holds it: shown struck through and labelled "(removed)".
   * @default false
   */
  removed?: boolean;
}

export interface PersonCardProps {
  /** The person's name, the card's heading (and the pop-up's title inside a react-aria Dialog). */
  name: string;
  /** The person's e-mail, shown as a mailto link. */
  email?: string;
  /** Their picture's URL; initials otherwise. */
  avatarSrc?: string;
  /**
   * Shows the "System Admin" badge.
   * @default false
   */
  isAdmin?: boolean;
  /** The day the invitation was sent (YYYY-MM-DD); shows "Invite sent …" when given. */
  invitedOn?: string;
  /**
   * The person's positions: the first 3 show, then "+ N more".
   * @default []
   */
  positions?: readonly PersonCardPosition[];
  /** The family section, once loaded. */
  family?: ReactNode;
  /** The in-progress applications section, once loaded. */
  applications?: ReactNode;
  /** The active assignments section, once loaded. */
  assignments?: ReactNode;
  /** The memberships section, once loaded. */
  memberships?: ReactNode;
  /**
   * Shows a placeholder while the profile loads.
   * @default false
   */
  isLoading?: boolean;
}

/**
 * The body of the person pop-up: name, e-mail, avatar, admin badge, invitation date,
 * positions, and sections for family, applications, assignments and memberships.
 */
export function PersonCard({
  name,
  email,
  avatarSrc,
  isAdmin = false,
  invitedOn,
  positions = [],
  family,
  applications,
  assignments,
  memberships,
  isLoading = false,
}: PersonCardProps) {
  const { t, i18n } = useUiTranslation();
  if (isLoading) return <PersonCardSkeleton label={t('personCard.loading')} />;
  const { shown, moreCount } = visiblePositions(positions);
  const sections = [
    { id: 'family', title: t('personCard.family'), content: family },
    { id: 'applications', title: t('personCard.applications'), content: applications },
    { id: 'assignments', title: t('personCard.assignments'), content: assignments },
    { id: 'memberships', title: t('personCard.memberships'), content: memberships },
  ];
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.header}>
        <Avatar name={name} src={avatarSrc} size="lg" />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <Heading slot="title" level={2} className={styles.name}>
              {name}
            </Heading>
            {isAdmin ? <Badge tone="info">{t('badge.systemAdmin')}</Badge> : null}
          </div>
          {email ? (
            <Link className={styles.email} href={`mailto:${email}`}>
              {email}
            </Link>
          ) : null}
          {invitedOn ? (
            <p className={styles.muted}>
              {t('personCard.invited', {
                date: formatDisplayTimestamp(invitedOn, toLanguage(i18n.language)),
              })}
            </p>
          ) : null}
        </div>
      </div>
      {shown.length > 0 ? (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('personCard.positions')}</h3>
          <ul className={styles.positions}>
            {shown.map((position) => (
              <li
                key={`${position.name}:${position.removed ?? false}`}
                className={position.removed ? styles.removedPosition : styles.position}
              >
                {position.removed ? (
                  <>
                    <span className={styles.removedName}>{position.name}</span> {t('personCard.removed')}
                  </>
                ) : (
                  position.name
                )}
              </li>
            ))}
            {moreCount > 0 ? (
              <li className={styles.morePositions}>{t('personCard.morePositions', { count: moreCount })}</li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {sections.map(({ id, title, content }) =>
        content ? (
          <section key={id} className={styles.section}>
            <h3 className={styles.sectionTitle}>{title}</h3>
            {content}
          </section>
        ) : null,
      )}
    </article>
  );
}

function PersonCardSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.card} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.skeletonAvatar} />
        <span className={styles.skeletonLines}>
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} />
        </span>
      </div>
    </div>
  );
}
