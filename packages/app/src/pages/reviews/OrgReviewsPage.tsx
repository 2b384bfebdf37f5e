import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useOrganisationParam } from '../../features/organisation/index.ts';
import { ReviewsList, useReviewsTranslation } from '../../features/reviews/index.ts';
import { useOrganisationName } from '../../shell/useOrganisationName.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * OrgReviews (/orgs/{org_id}/reviews): the reviews the organisation's office sees, of the assignments it
 * receives and, once shared, of the people it mobilises; the dashboard's overdue count opens it on those.
 */
export function Page() {
  const { t } = useReviewsTranslation();
  const organisationId = useOrganisationParam();
  usePageTitle(useOrganisationName(organisationId));
  return (
    <ReviewsList
      scope={{ organisationId }}
      header={<PageHeader title={t('organisation.title')} subtitle={t('organisation.intro')} />}
      emptyState={<EmptyState title={t('organisation.empty')}>{t('organisation.emptyHint')}</EmptyState>}
    />
  );
}
