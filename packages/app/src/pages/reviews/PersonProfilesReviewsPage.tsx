import { ButtonLink } from '@mobilise/ui/ButtonLink';
import { EmptyState } from '@mobilise/ui/EmptyState';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { usePersonProfileParam } from '../../features/people/index.ts';
import { PlanReview, ReviewsList, useReviewsTranslation } from '../../features/reviews/index.ts';
import { routePath } from '../../routes/routePath.ts';
import { fullName, RecordStates } from '../../shared/index.ts';
import { usePageTitle } from '../../shell/usePageTitle.ts';

/**
 * PersonProfilesReviews (/person-profiles/{id}/reviews): a person's reviews, where My AIM's "Reviews"
 * leads the member. A person the server does not answer for is not found.
 */
export function Page() {
  const { t } = useReviewsTranslation();
  const { id, profile } = usePersonProfileParam();
  usePageTitle(profile.data ? fullName(profile.data) : null);
  return (
    <RecordStates query={profile} isKnownId={id !== null}>
      {(person) => {
        const name = fullName(person);
        return (
          <ReviewsList
            scope={{ personId: person.id }}
            header={
              <PageHeader
                title={t('person.title', { name })}
                subtitle={t('person.intro')}
                primaryAction={<PlanReview personId={person.id} assignments={person.assignments} />}
                secondaryActions={
                  <ButtonLink variant="tertiary" href={routePath('PersonProfilesShow', { id: person.id })}>
                    {t('person.backToProfile', { name })}
                  </ButtonLink>
                }
              />
            }
            emptyState={<EmptyState title={t('person.empty')}>{t('person.emptyHint')}</EmptyState>}
          />
        );
      }}
    </RecordStates>
  );
}
