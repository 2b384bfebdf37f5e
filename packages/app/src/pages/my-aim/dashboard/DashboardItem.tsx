import { Inline } from '@mobilise/ui/Inline';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import type { ReactNode } from 'react';
import * as styles from './DashboardItem.css.ts';

export interface DashboardItemProps {
  /** The record's name, an `h3` under its section's `h2`. */
  title: string;
  /** Its page, when that page is built; the title is plain text otherwise. */
  href?: string;
  /** Its status pill, beside the title. */
  status: ReactNode;
  /** One muted line under the title: its kind or its dates. */
  detail: string;
}

/** One application or assignment in a dashboard section: its name (a link to it), status and one detail. */
export function DashboardItem({ title, href, status, detail }: DashboardItemProps) {
  return (
    <Stack space="xxs">
      <Inline space="sm" alignY="center">
        <h3 className={styles.heading}>
          {href ? (
            <Link variant="standalone" href={href}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {status}
      </Inline>
      <p className={styles.detail}>{detail}</p>
    </Stack>
  );
}
