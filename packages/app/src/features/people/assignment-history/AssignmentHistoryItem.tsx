import type { Assignment } from '@mobilise/contract';
import { Badge } from '@mobilise/ui/Badge';
import { Inline } from '@mobilise/ui/Inline';
import { Link } from '@mobilise/ui/Link';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { assignmentDates, assignmentPlace, useMyAimTranslation } from '../../../shared/index.ts';
import * as styles from '../people.css.ts';
import { usePeopleTranslation } from '../usePeopleTranslation.ts';

/**
 * One assignment of a person's history: who received them as its heading (a link to the assignment when
 * `href` is given), with its status (and "Abandoned" when it was), then where and when.
 */
export function AssignmentHistoryItem({ assignment, href }: { assignment: Assignment; href?: string }) {
  const { t } = usePeopleTranslation();
  const myAim = useMyAimTranslation();
  const dates = assignmentDates(assignment);
  const place = assignmentPlace(assignment.location);
  const name =
    assignment.received_by?.name ??
    myAim.t('dashboard.assignments.untitled', { publicId: assignment.public_id });
  return (
    <Stack space="xs">
      <Inline space="sm" alignY="center">
        <h3 className={styles.itemName}>{href === undefined ? name : <Link href={href}>{name}</Link>}</h3>
        <StatusPill kind="assignment" status={assignment.status} size="sm" />
        {assignment.is_abandoned ? (
          <Badge tone="critical" size="sm">
            {t('assignmentHistory.abandoned')}
          </Badge>
        ) : null}
      </Inline>
      <p className={styles.muted}>{place === '' ? t('assignmentHistory.noPlace') : place}</p>
      <p className={styles.muted}>
        {myAim.t(`dashboard.assignments.dates.${dates.kind}`, {
          start: myAim.displayDate(dates.start_date),
          end: myAim.displayDate(dates.end_date),
        })}
      </p>
    </Stack>
  );
}
