import type { Assignment } from '@mobilise/contract';
import { Button } from '@mobilise/ui/Button';
import { DescriptionList } from '@mobilise/ui/DescriptionList';
import { DetailSection } from '@mobilise/ui/DetailPage';
import { Inline } from '@mobilise/ui/Inline';
import { Stack } from '@mobilise/ui/Stack';
import { StatusPill } from '@mobilise/ui/StatusPill';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isOfficeStaff, isOfficeStaffFor } from '../../guards/roles.ts';
import { hasPage } from '../../routes/has-page.ts';
import {
  type LinkableRouteName,
  type RouteArgs,
  type RouteParams,
  routePath,
} from '../../routes/routePath.ts';
import { assignmentDates, TextLink, useMyAimTranslation } from '../../shared/index.ts';
import * as styles from '../../shared/record-sections.css.ts';
import { useCurrentUser } from '../session/index.ts';
import { applicationPublicIdQueryOptions } from './api/assignment.ts';
import { useAssignmentStep } from './useAssignmentStep.tsx';
import { useAssignmentsTranslation } from './useAssignmentsTranslation.ts';

// Planning a review is for the receiving office only: its button loads for them alone.
const PlanReview = lazy(() =>
  import('../reviews/index.ts').then((module) => ({ default: module.PlanReview })),
);

// The planning dialog loads when first opened: most visits only read the assignment.
const AssignmentPlanModal = lazy(() =>
  import('./AssignmentPlanModal.tsx').then((module) => ({ default: module.AssignmentPlanModal })),
);

/**
 * A link to a record's page, or its text alone while that page is not built yet (a link would lead to
 * "not ready") or when the reader has no address for it.
 */
function RecordLink<Name extends LinkableRouteName>({
  route,
  params,
  children,
}: {
  route: Name;
  params: RouteParams<Name> | null;
  children: ReactNode;
}) {
  if (params === null || !hasPage(route)) return <>{children}</>;
  return <TextLink href={routePath(route, ...([params] as RouteArgs<Name>))}>{children}</TextLink>;
}

/** What the assignment is associated with, linked where its page exists and the reader sees the record. */
function AssociatedWith({ assignment }: { assignment: Assignment }) {
  const { t } = useAssignmentsTranslation();
  const user = useCurrentUser();
  const association = assignment.associated_with;
  // The application's address is its public id, which only its list tells.
  const application = useQuery({
    ...applicationPublicIdQueryOptions(association?.id ?? 0),
    enabled: association?.type === 'APPLICATION',
  });
  if (association === null) return null;
  const text = t('associatedWith', {
    type: t(`associationType.${association.type}`),
    title: association.title,
  });
  switch (association.type) {
    case 'APPLICATION':
      return (
        <RecordLink
          route="ApplicationsShow"
          params={application.data ? { public_id: application.data } : null}
        >
          {text}
        </RecordLink>
      );
    case 'REQUISITION': {
      const requisition = assignment.requisition;
      // Requisitions are office staff's pages: anyone else would be sent home.
      const reachable = requisition !== null && user !== null && isOfficeStaff(user);
      return (
        <RecordLink route="RequisitionsShow" params={reachable ? { public_id: requisition.public_id } : null}>
          {text}
        </RecordLink>
      );
    }
    case 'TEAM':
      return (
        <RecordLink route="TeamsShow" params={{ id: association.id }}>
          {text}
        </RecordLink>
      );
    case 'UNIT':
      return (
        <RecordLink route="UnitsShow" params={{ id: association.id }}>
          {text}
        </RecordLink>
      );
  }
}

/**
 * Who, where and when: the assignee, the organisations, the dates that count and the assignment's state.
 * Those who may plan it (its edit_plan right) edit its status, dates and financial clearance here; the
 * receiving organisation's office staff say here whether it is ready to receive the assignee.
 */
export function AssignmentOverview({
  assignment,
  onReload,
}: {
  assignment: Assignment;
  /** Reads the assignment again, after someone else changed it. */
  onReload: () => Promise<unknown>;
}) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const [isPlanning, setPlanning] = useState(false);
  const dates = assignmentDates(assignment);
  const yesNo = (value: boolean) => myAim.t(value ? 'shared.yes' : 'shared.no');
  const positions = assignment.positions.filter(({ removed }) => !removed).map(({ name }) => name);
  return (
    <DetailSection
      title={t('sections.overview')}
      actions={
        assignment.user_can_manage.includes('edit_plan') ? (
          <Button variant="secondary" size="sm" onPress={() => setPlanning(true)}>
            {t('plan.edit')}
          </Button>
        ) : null
      }
    >
      <Suspense fallback={null}>
        {isPlanning ? (
          <AssignmentPlanModal
            assignment={assignment}
            onReload={onReload}
            onClose={() => setPlanning(false)}
          />
        ) : null}
      </Suspense>
      <DescriptionList
        items={[
          {
            id: 'assignee',
            term: t('fields.assignee'),
            description: (
              <RecordLink route="PersonProfilesShow" params={{ id: assignment.assignee.id }}>
                {assignment.assignee.name}
              </RecordLink>
            ),
          },
          {
            id: 'associatedWith',
            term: t('fields.associatedWith'),
            description: assignment.associated_with && <AssociatedWith assignment={assignment} />,
          },
          { id: 'exploredBy', term: t('fields.exploredBy'), description: assignment.explored_by?.name },
          { id: 'receivedBy', term: t('fields.receivedBy'), description: assignment.received_by?.name },
          {
            id: 'dates',
            term: t(`fields.dates.${dates.kind}`),
            description: t('dateRange', {
              start: myAim.displayDate(dates.start_date),
              end: myAim.displayDate(dates.end_date),
            }),
          },
          {
            id: 'positions',
            term: t('fields.positions'),
            description: positions.length === 0 ? t('none') : positions.join(', '),
          },
          {
            id: 'financialClearance',
            term: t('fields.financialClearance'),
            description: yesNo(assignment.financial_clearance_was_given),
          },
          {
            id: 'readyToReceive',
            term: t('fields.readyToReceive'),
            description: <ReadyToReceive assignment={assignment} onReload={onReload} />,
          },
          { id: 'requisition', term: t('fields.requisition'), description: assignment.requisition?.title },
        ]}
      />
    </DetailSection>
  );
}

/**
 * Whether the receiving organisation is ready to receive the assignee, with the button that says the
 * opposite for those who may (its office staff: the set_ready_to_receive right).
 */
function ReadyToReceive({
  assignment,
  onReload,
}: {
  assignment: Assignment;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const { run, pending, alerts } = useAssignmentStep({ assignment, onReload });
  const isReady = assignment.receiving_organisation_is_ready_to_receive_assignment;
  const answer = myAim.t(isReady ? 'shared.yes' : 'shared.no');
  if (!assignment.user_can_manage.includes('set_ready_to_receive')) return answer;
  const step = isReady ? 'markAssignmentNotReadyToReceive' : 'markAssignmentReadyToReceive';
  const which = isReady ? 'notReady' : 'ready';
  return (
    <Stack space="sm">
      <Inline space="sm" alignY="center">
        {answer}
        <Button
          variant="secondary"
          size="sm"
          isPending={pending === step}
          onPress={() => run({ step, version: assignment.version, done: t(`readiness.done.${which}`) })}
        >
          {t(`readiness.mark.${which}`)}
        </Button>
      </Inline>
      {alerts}
    </Stack>
  );
}

/** With whom the assignment is shared, and its MOU documents. */
export function AssignmentSharing({ assignment }: { assignment: Assignment }) {
  const { t } = useAssignmentsTranslation();
  const myAim = useMyAimTranslation();
  const yesNo = (value: boolean) => myAim.t(value ? 'shared.yes' : 'shared.no');
  return (
    <DetailSection title={t('sections.sharing')}>
      <DescriptionList
        items={[
          {
            id: 'receivingOrganisation',
            term: t('fields.sharedWithReceivingOrganisation'),
            description: yesNo(assignment.is_shared_with_receiving_organisation),
          },
          {
            id: 'assignee',
            term: t('fields.sharedWithAssignee'),
            description: yesNo(assignment.is_shared_with_assignee),
          },
          {
            id: 'mou',
            term: t('fields.mouDocuments'),
            description: t('documentCount', { count: assignment.mou_document_ids.length }),
          },
        ]}
      />
    </DetailSection>
  );
}

/**
 * The records that hang on the assignment: its children's education plans, current leave and travel,
 * and reviews, each linking to its page once that page is built.
 */
export function AssignmentRelatedRecords({ assignment }: { assignment: Assignment }) {
  const { t } = useAssignmentsTranslation();
  const { displayDate } = useMyAimTranslation();
  const user = useCurrentUser();
  const plansReviews = user !== null && isOfficeStaffFor(user, assignment.received_by?.id ?? null);
  const list = <Item extends { id: number }>(items: readonly Item[], render: (item: Item) => ReactNode) =>
    items.length === 0 ? (
      t('none')
    ) : (
      <ul className={styles.plainList}>
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
    );
  return (
    <DetailSection title={t('sections.related')}>
      <DescriptionList
        items={[
          {
            id: 'educationPlans',
            term: t('related.educationPlans'),
            description: list(assignment.children_education_plans, (plan) => (
              <Inline space="sm" alignY="center">
                <RecordLink route="EducationPlansShow" params={{ id: plan.id }}>
                  {t('related.educationPlan', { year: plan.academicYear ?? t('related.noYear') })}
                </RecordLink>
                <StatusPill kind="educationPlan" status={plan.status} size="sm" />
              </Inline>
            )),
          },
          {
            id: 'leaveRequests',
            term: t('related.leaveRequests'),
            description: list(assignment.current_leave_requests, (leave) => (
              <RecordLink route="LeaveRequestsShow" params={{ id: leave.id }}>
                {t('related.leaveRequest', {
                  publicId: leave.publicId,
                  start: displayDate(leave.departureDate),
                  end: displayDate(leave.returnDate),
                })}
              </RecordLink>
            )),
          },
          {
            id: 'travelPlans',
            term: t('related.travelPlans'),
            description: list(assignment.current_travel_plans, (travel) => (
              <RecordLink route="TravelPlansShow" params={{ id: travel.id }}>
                {t('related.travelPlan', {
                  publicId: travel.publicId,
                  start: displayDate(travel.departureDate),
                  end: displayDate(travel.returnDate),
                })}
              </RecordLink>
            )),
          },
          {
            id: 'reviews',
            term: t('related.reviews'),
            description: (
              <Stack space="sm" align="start">
                {list(assignment.reviews, (review) => (
                  <Inline space="sm" alignY="center">
                    <RecordLink route="ReviewsShow" params={{ id: review.id }}>
                      {t('related.review', {
                        type: t(`related.reviewType.${review.type}`),
                        date: displayDate(review.date),
                      })}
                    </RecordLink>
                    <StatusPill kind="review" status={review.status} size="sm" />
                  </Inline>
                ))}
                {plansReviews ? (
                  <Suspense fallback={null}>
                    <PlanReview personId={assignment.assignee.id} assignments={[assignment]} size="sm" />
                  </Suspense>
                ) : null}
              </Stack>
            ),
          },
        ]}
      />
    </DetailSection>
  );
}
