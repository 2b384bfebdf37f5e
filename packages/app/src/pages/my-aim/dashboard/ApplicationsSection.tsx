import { Card } from '@mobilise/ui/Card';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { applicationsInProgressQueryOptions } from '../../../features/my-aim/index.ts';
import { hasPage } from '../../../routes/has-page.ts';
import { routePath } from '../../../routes/routePath.ts';
import { QueryStates, TextLink, useMyAimTranslation } from '../../../shared/index.ts';
import * as styles from '../../../shared/page.css.ts';

/** The member's applications still in progress, each leading to its own entry. */
export function ApplicationsSection({ applicantId }: { applicantId: number | null }) {
  const { t } = useMyAimTranslation();
  const applications = useQuery({
    ...applicationsInProgressQueryOptions(applicantId ?? 0),
    enabled: applicantId !== null,
  });
  const linksToApplications = hasPage('ApplicationsShow');
  return (
    <Card heading={t('dashboard.applications.heading')}>
      <QueryStates
        query={applications}
        errorText={t('dashboard.applications.error')}
        emptyText={t('dashboard.applications.empty')}
        isEmpty={(data) => data.length === 0}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((application) => (
              <li key={application.id} className={styles.listItem}>
                <h3 className={styles.itemHeading}>
                  {linksToApplications ? (
                    <TextLink href={routePath('ApplicationsShow', { public_id: application.public_id })}>
                      {application.title}
                    </TextLink>
                  ) : (
                    application.title
                  )}
                  <StatusPill kind="application" status={application.status} size="sm" />
                </h3>
                <p className={styles.muted}>{t(`shared.termType.${application.term_type}`)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </Card>
  );
}
