import type {
  Assignment,
  AssignmentAction,
  AssignmentManagementAction,
  AssignmentWorkflowAction,
} from '@mobilise/contract';
import type { Language } from '../../i18n/languages.ts';
import type { Actor } from '../../policies/actor.ts';
import type { ScopedAssignment } from '../../policies/assignment-policy.ts';
import { isAssignmentRunning } from '../../policies/assignment-workflow-policy.ts';
import { reachesReview } from '../../policies/review-policy.ts';
import { stagesOf } from '../applications/presenter.ts';
import { countryNameIn } from '../reference-data/lists/countries.ts';
import type { AssignmentRow } from './repository.ts';

/** The assignment as the policy sees it. */
export function scopedAssignmentOf(row: AssignmentRow): ScopedAssignment {
  return {
    organisationIds: row.organisation_ids,
    positionHolderIds: row.position_holder_ids,
    assigneeId: row.assignee_id,
    assigneeFamilyId: row.assignee_family_id,
    receivedById: row.received_by?.id ?? null,
    status: row.status,
    isAbandoned: row.is_abandoned,
    isSharedWithReceivingOrganisation: row.is_shared_with_receiving_organisation,
    isSharedWithAssignee: row.is_shared_with_assignee,
    exploredById: row.explored_by?.id ?? null,
    offerStatus: row.offer_status,
    logisticsPlan: row.outbound_logistics_plan && {
      status: row.outbound_logistics_plan.status,
      submittedBy: row.outbound_logistics_plan.submitted_by,
    },
  };
}

const leaveSummaryOf = (leave: AssignmentRow['current_leave_requests'][number]) => ({
  id: leave.id,
  publicId: String(leave.public_id),
  status: leave.status,
  departureDate: leave.departure_date,
  returnDate: leave.return_date,
});

/** What the caller may do to the assignment: the spec's user_can and our user_can_manage. */
export interface AssignmentRights {
  userCan: AssignmentAction[];
  userCanManage: AssignmentManagementAction[];
  workflowUserCan: AssignmentWorkflowAction[];
}

/**
 * The assignment's reviews the actor may see (Z4): seeing the assignment is not enough, a mobilising
 * organisation's office staff see a review only once it is shared with them.
 */
function reviewsSeenBy(actor: Actor, row: AssignmentRow): Assignment['reviews'] {
  return row.reviews
    .filter((review) =>
      reachesReview(actor, {
        personProfileId: row.assignee_id,
        reviewerIds: review.reviewer_ids,
        receivingOrganisationId: row.received_by?.id ?? 0,
        isSharedWithReceivingOrganisation: row.is_shared_with_receiving_organisation,
        mobilisedBy: row.mobilised_by,
        isSharedWithMobilisingOrganisation: review.is_shared_with_mobilising_organisation,
        status: review.status,
      }),
    )
    .map(({ id, date, status, type }) => ({ id, date, status, type }));
}

/** The contract's Assignment of a row as `actor` sees it with their rights, its country named in `language`. */
export function assignmentOf(
  actor: Actor,
  row: AssignmentRow,
  { userCan, userCanManage, workflowUserCan }: AssignmentRights,
  language: Language,
): Assignment {
  const confirmed = row.confirmed_start_date !== null || row.confirmed_end_date !== null;
  return {
    id: row.id,
    public_id: String(row.public_id),
    assignee: {
      id: row.assignee_id,
      name: `${row.assignee_first_name} ${row.assignee_last_name}`.trim(),
      avatarId: row.assignee_avatar_id,
    },
    associated_with:
      row.associated_with_type === null || row.associated_with_id === null
        ? null
        : {
            type: row.associated_with_type,
            id: row.associated_with_id,
            title: row.associated_with_title ?? '',
          },
    explored_by: row.explored_by,
    received_by: row.received_by,
    proposed_dates: { start_date: row.proposed_start_date, end_date: row.proposed_end_date },
    confirmed_dates: confirmed
      ? { start_date: row.confirmed_start_date, end_date: row.confirmed_end_date }
      : null,
    status: row.status,
    is_abandoned: row.is_abandoned,
    is_shared_with_receiving_organisation: row.is_shared_with_receiving_organisation,
    is_shared_with_assignee: row.is_shared_with_assignee,
    user_can: userCan,
    user_can_manage: userCanManage,
    positions: row.positions,
    financial_clearance_was_given: row.financial_clearance_was_given,
    offer_for_assignment:
      row.offer_status === null
        ? null
        : { notes: row.offer_notes, accepted_on: row.offer_accepted_on, status: row.offer_status },
    outbound_logistics_plan: row.outbound_logistics_plan,
    receiving_organisation_is_ready_to_receive_assignment:
      row.receiving_organisation_is_ready_to_receive_assignment,
    itinerary_items: row.itinerary_items,
    children_education_plans: row.children_education_plans,
    current_leave_requests: row.current_leave_requests.map(leaveSummaryOf),
    current_travel_plans: row.current_travel_plans.map(leaveSummaryOf),
    reviews: reviewsSeenBy(actor, row),
    mou_document_ids: row.mou_document_ids,
    workflow: {
      stages: stagesOf(row.stages, isAssignmentRunning(scopedAssignmentOf(row))),
      user_can: workflowUserCan,
    },
    requisition: row.requisition && { ...row.requisition, public_id: String(row.requisition.public_id) },
    location: {
      country_name: countryNameIn(language, row.country),
      geolocation_name: row.geolocation_name,
      team_name: row.team_name,
      unit_name: row.unit_name,
    },
    version: row.version,
  };
}
