import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import * as styles from './StatCard.css.ts';

export interface StatCardAction {
  /** What the link leads to ("See all members"). */
  label: string;
  /** Where it leads, an app path routed through react-aria's RouterProvider. */
  href: string;
}

export interface StatCardProps {
  /** What the figure counts ("Active members"); it also names the card. */
  label: string;
  /** The figure, already formatted for the reader's language ("1,284", "87 %"). */
  value: ReactNode;
  /** A line of context under the figure ("12 joined this month"). */
  hint?: ReactNode;
  /** A decorative icon beside the label. */
  icon?: LucideIcon;
  /** The one place to go from here, as a link at the card's foot. */
  action?: StatCardAction;
}

/**
 * A dashboard figure: a label, a prominent value, an optional hint and one link. In a `Tiles` row
 * the cards stretch to one height, their links lined up along the bottom.
 */
export function StatCard({ label, value, hint, icon, action }: StatCardProps) {
  const labelId = useId();
  return (
    <article aria-labelledby={labelId} className={styles.card}>
      <p id={labelId} className={styles.label}>
        {icon ? <Icon icon={icon} size="sm" /> : null}
        {label}
      </p>
      <p className={styles.value}>{value}</p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {action ? (
        <div className={styles.action}>
          {/* Described by the label, so a list of links says which figure each "See all" belongs to. */}
          <Link variant="standalone" href={action.href} aria-describedby={labelId}>
            {action.label}
            <Icon icon={ArrowRight} size="sm" />
          </Link>
        </div>
      ) : null}
    </article>
  );
}
