import type { EducationPlanRecord } from '@mobilise/contract';
import { Alert } from '@mobilise/ui/Alert';
import { type DescriptionItem, DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailPage, DetailSection } from '@mobilise/ui/DetailPage';
import { PageHeader } from '@mobilise/ui/PageHeader';
import { lazy, type ReactNode, Suspense } from 'react';
import { routePath } from '../../routes/routePath.ts';
import { TextLink, useMyAimTranslation } from '../../shared/index.ts';
import { EducationPlanStatus } from './EducationPlanStatus.tsx';
import { useEducationPlansTranslation } from './useEducationPlansTranslation.ts';

// The files' list (with the file service's menus and drop zone) loads only for a plan that has files or
// may take them: the page's first load should not carry it.
const RecordAttachments = lazy(() =>
  import('../assets/index.ts').then((module) => ({ default: module.RecordAttachments })),
);

export interface EducationPlanViewProps {
  plan: EducationPlanRecord;
  /** The header's buttons (what the reader may do). */
  actions?: ReactNode;
  /** Above the sections: why a change was refused. */
  notice?: ReactNode;
}

/**
 * Every field of a plan: whose it is and for which year, its status (expired flagged beside it and above
 * the page), schooling, testing, its dates, the note given with the last decision, and its attachments.
 */
export function EducationPlanView({ plan, actions, notice }: EducationPlanViewProps) {
  const { t } = useEducationPlansTranslation();
  const myAim = useMyAimTranslation();
  const date = (day: string | null) => (day === null ? t('show.notGiven') : myAim.displayDate(day));
  const canEdit = plan.userCan.includes('update');

  const overview: DescriptionItem[] = [
    {
      id: 'child',
      term: t('fields.child'),
      description: (
        <TextLink href={routePath('PersonProfilesShow', { id: plan.person.id })}>{plan.person.name}</TextLink>
      ),
    },
    { id: 'family', term: t('fields.familyName'), description: plan.familyName ?? t('show.notGiven') },
    { id: 'year', term: t('fields.academicYear'), description: plan.academicYear ?? t('show.notGiven') },
    {
      id: 'organisations',
      term: t('fields.organisations'),
      description: plan.organisations.map(({ name }) => name).join(', ') || t('show.notGiven'),
    },
    { id: 'status', term: t('fields.status'), description: <EducationPlanStatus plan={plan} size="sm" /> },
    { id: 'expires', term: t('fields.expiresOn'), description: date(plan.expiresOn) },
    { id: 'reviewed', term: t('fields.lastReviewedOn'), description: date(plan.lastReviewedOn) },
    { id: 'approved', term: t('fields.lastApprovedOn'), description: date(plan.lastApprovedOn) },
  ];
  const schooling: DescriptionItem[] = [
    {
      id: 'choice',
      term: t('fields.schoolingChoice'),
      description:
        plan.schoolingChoice === null
          ? t('show.notGiven')
          : t(`schoolingChoices.${plan.schoolingChoice}`, { defaultValue: plan.schoolingChoice }),
    },
    { id: 'school', term: t('fields.schoolName'), description: plan.schoolName ?? t('show.notGiven') },
  ];
  const testing: DescriptionItem[] = [
    {
      id: 'required',
      term: t('fields.requiresAnnualTestingInformation'),
      description: plan.requiresAnnualTestingInformation
        ? t('show.requiredFrom', { date: date(plan.annualTestingInformationRequiredFrom) })
        : t('show.notRequired'),
    },
    {
      id: 'latest',
      term: t('fields.latestTestingInformationDateOfTest'),
      description: date(plan.latestTestingInformationDateOfTest),
    },
  ];

  return (
    <DetailPage
      header={
        <PageHeader
          title={t('show.title', { year: plan.academicYear ?? '' })}
          subtitle={plan.person.name}
          status={<EducationPlanStatus plan={plan} />}
          secondaryActions={actions}
        />
      }
    >
      {notice}
      {plan.isExpired ? (
        <Alert tone="critical" title={t('show.expiredTitle')}>
          {t('show.expiredBody', { date: date(plan.expiresOn) })}
        </Alert>
      ) : null}
      <DetailSection title={t('sections.overview')}>
        <DescriptionList items={overview} />
      </DetailSection>
      {plan.decisionNote ? (
        <DetailSection title={t('sections.decisionNote')}>{plan.decisionNote}</DetailSection>
      ) : null}
      <DetailSection title={t('sections.schooling')}>
        <DescriptionList items={schooling} />
      </DetailSection>
      <DetailSection title={t('sections.testing')}>
        <DescriptionList items={testing} />
        {plan.testingInformation.length === 0 ? null : (
          <ul>
            {plan.testingInformation.map((round) => (
              <li key={round.dateOfTest}>
                {round.notes
                  ? t('show.testRoundWithNotes', { date: date(round.dateOfTest), notes: round.notes })
                  : t('show.testRound', { date: date(round.dateOfTest) })}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title={t('sections.attachments')}>
        {plan.attachments.length === 0 && !canEdit ? (
          t('show.noAttachments')
        ) : (
          <Suspense fallback={null}>
            <RecordAttachments
              owner={{ assetable_type: 'education_plan', assetable_id: plan.id }}
              canEdit={canEdit}
              uploadLabel={t('show.attach')}
              listLabel={t('sections.attachments')}
            />
          </Suspense>
        )}
      </DetailSection>
    </DetailPage>
  );
}
