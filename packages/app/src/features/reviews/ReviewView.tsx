import type { ReviewRecord } from '@mobilise/contract';
import { type DescriptionItem, DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { TextLink, useMyAimTranslation } from '../../shared/index.ts';
import { assignmentQueryOptions } from '../assignments/index.ts';
import { useCurrentUser } from '../session/index.ts';
import { ReviewStatus } from './ReviewStatus.tsx';
import { useReviewsTranslation } from './useReviewsTranslation.ts';

// The files' list (with the file service's menus and drop zone) loads only for a review that has files
// or may take them: the page's first load should not carry it.
const RecordAttachments = lazy(() =>
  import('../assets/index.ts').then((module) => ({ default: module.RecordAttachments })),
);

// The form engine loads only where review forms are on, and then after the review itself.
const ReviewFormSection = lazy(() =>
  import('./ReviewFormSection.tsx').then((module) => ({ default: module.ReviewFormSection })),
);

/** A link of the form service leads out of the app: only such a link is offered as it is. */
const isExternal = (link: string | null): link is string => link !== null && /^https?:\/\//.test(link);

export interface ReviewViewProps {
  review: ReviewRecord;
  /** The header's buttons (what the reader may do). */
  actions?: ReactNode;
  /** Above the sections: why a change was refused. */
  notice?: ReactNode;
}

/**
 * Every field of a review: whose it is and of which assignment, its type, date and status (overdue
 * shown as such), its reviewers, actions and recommendations, documents and form submissions.
 */
export function ReviewView({ review, actions, notice }: ReviewViewProps) {
  const { t, i18n } = useReviewsTranslation();
  const myAim = useMyAimTranslation();
  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  // The assignment names itself by its public id; a reviewer who does not see it gets no link.
  const assignment = useQuery(assignmentQueryOptions(review.assignment_id));
  const reviewers = review.reviewer_ids.map(
    (id) => review.reviewer_options.find((person) => person.id === id)?.name ?? t('show.unnamedPerson'),
  );
  const canEdit = review.user_can.includes('update');
  const hasForm = useCurrentUser()?.page_metadata.feature_flags.review_forms === true;

  const overview: DescriptionItem[] = [
    {
      id: 'person',
      term: t('fields.person'),
      description: (
        <TextLink href={routePath('PersonProfilesShow', { id: review.person.id })}>
          {review.person.name}
        </TextLink>
      ),
    },
    { id: 'type', term: t('fields.type'), description: t(`types.${review.type}`) },
    { id: 'date', term: t('fields.date'), description: myAim.displayDate(review.date) },
    { id: 'status', term: t('fields.status'), description: <ReviewStatus review={review} size="sm" /> },
    { id: 'organisation', term: t('fields.organisation'), description: review.organisation.name },
    {
      id: 'assignment',
      term: t('fields.assignment'),
      description: assignment.data ? (
        <TextLink href={routePath('AssignmentsShow', { public_id: assignment.data.public_id })}>
          {t('show.assignment', { publicId: assignment.data.public_id })}
        </TextLink>
      ) : (
        t('show.notShown')
      ),
    },
    {
      id: 'reviewers',
      term: t('fields.reviewers'),
      description: reviewers.length === 0 ? t('show.none') : listFormat.format(reviewers),
    },
    {
      id: 'shared',
      term: t('fields.sharedWithMobilisingOrganisation'),
      description: myAim.t(review.is_shared_with_mobilising_organisation ? 'shared.yes' : 'shared.no'),
    },
  ];

  return (
    <DetailPage
      header={
        <PageHeader
          title={t('show.title', { type: t(`types.${review.type}`) })}
          subtitle={review.person.name}
          status={<ReviewStatus review={review} />}
          secondaryActions={actions}
        />
      }
      aside={
        <DetailSection title={t('sections.formSubmissions')}>
          {review.form_submissions.length === 0 ? (
            t('show.noFormSubmissions')
          ) : (
            <ul>
              {review.form_submissions.map((submission) => (
                <li key={submission.id}>
                  {t('show.submission', {
                    name: submission.name,
                    date: myAim.displayDate(submission.created_at.slice(0, 10)),
                  })}{' '}
                  {canEdit && isExternal(submission.edit_link) ? (
                    <TextLink href={submission.edit_link}>{t('show.editSubmission')}</TextLink>
                  ) : null}{' '}
                  {isExternal(submission.view_link) ? (
                    <TextLink href={submission.view_link}>{t('show.viewSubmission')}</TextLink>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </DetailSection>
      }
    >
      {notice}
      <DetailSection title={t('sections.overview')}>
        <DescriptionList items={overview} />
      </DetailSection>
      <DetailSection title={t('sections.actionsAndRecommendations')}>
        {review.actions_and_recommendations?.trim() ? review.actions_and_recommendations : t('show.notGiven')}
      </DetailSection>
      {hasForm ? (
        <DetailSection title={t('sections.form')}>
          <Suspense fallback={null}>
            <ReviewFormSection reviewId={review.id} />
          </Suspense>
        </DetailSection>
      ) : null}
      <DetailSection title={t('sections.documents')}>
        {review.documents.length === 0 && !canEdit ? (
          t('show.noDocuments')
        ) : (
          <Suspense fallback={null}>
            <RecordAttachments
              owner={{ assetable_type: 'review', assetable_id: review.id }}
              canEdit={canEdit}
              uploadLabel={t('show.attachDocument')}
              listLabel={t('sections.documents')}
            />
          </Suspense>
        )}
      </DetailSection>
    </DetailPage>
  );
}
