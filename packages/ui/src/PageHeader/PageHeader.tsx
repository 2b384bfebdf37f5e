import type { ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs.tsx';
import { Column, Columns } from '../Columns/Columns.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import type { NavItem } from '../TopNav/TopNav.tsx';
import * as styles from './PageHeader.css.ts';

export interface PageHeaderProps {
  /** The page's name, rendered as its one `h1`. */
  title: ReactNode;
  /** A sentence under the title: what the page is for, or whose it is. @default undefined */
  subtitle?: ReactNode;
  /** The trail from the top of the app down to this page, the page itself last. @default undefined */
  breadcrumbs?: readonly NavItem[];
  /** A `StatusPill` or `Badge` beside the title. @default undefined */
  status?: ReactNode;
  /** An `Avatar` or picture before the title, e.g. on a person's page. @default undefined */
  media?: ReactNode;
  /** The view's one primary action, a `Button` or `ButtonLink` of the primary variant. @default undefined */
  primaryAction?: ReactNode;
  /** Other actions, secondary or tertiary buttons, placed before the primary one. @default undefined */
  secondaryActions?: ReactNode;
  /** The heading's id, for a landmark or form named by it. @default undefined */
  titleId?: string;
}

/**
 * The top of a page: breadcrumbs, the title as the page's `h1` with its status and subtitle, and the
 * page's actions, beside the title from the md breakpoint and under it on a phone.
 */
export function PageHeader({
  title,
  subtitle,
  breadcrumbs,
  status,
  media,
  primaryAction,
  secondaryActions,
  titleId,
}: PageHeaderProps) {
  const heading = (
    <Stack space="xs">
      <Inline space="sm" alignY="center">
        {/* Focusable from script only: the shell moves focus here after each navigation. */}
        <h1 id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {status}
      </Inline>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </Stack>
  );
  const hasActions = Boolean(primaryAction || secondaryActions);
  return (
    <Stack space="sm">
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <Columns space="md" collapseBelow="md">
        <Column>
          {media ? (
            <Columns space="md" alignY="center">
              <Column width="content">{media}</Column>
              <Column>{heading}</Column>
            </Columns>
          ) : (
            heading
          )}
        </Column>
        {hasActions ? (
          <Column width="content">
            <Inline space="sm">
              {secondaryActions}
              {primaryAction}
            </Inline>
          </Column>
        ) : null}
      </Columns>
    </Stack>
  );
}
