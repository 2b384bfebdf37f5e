import type { EducationPlanAction, EducationPlanStatus } from '@mobilise/contract';
import type { Actor } from './actor.ts';

/** What the education-plan rules look at of one plan: the child and where the plan stands. */
export interface ScopedEducationPlan {
  personProfileId: number;
  /** The child's family, whose members are the plan's family. */
  familyId: number | null;
  /** The organisations mobilising the child: their office staff and education consultants answer for it. */
  mobilisedBy: readonly number[];
  status: EducationPlanStatus;
}

const sharesOrganisation = (organisations: readonly number[], plan: ScopedEducationPlan) =>
  organisations.some((organisationId) => plan.mobilisedBy.includes(organisationId));

/** The child or a member of the child's family (a parent, a sibling). */
export function isFamilyOf(actor: Actor, plan: ScopedEducationPlan): boolean {
  return (
    actor.personProfileId === plan.personProfileId ||
    (plan.familyId !== null && actor.familyId === plan.familyId)
  );
}

/** Education consultants of one of the child's organisations, or of the international office (all). */
function isConsultantFor(actor: Actor, plan: ScopedEducationPlan): boolean {
  return actor.isInternationalOfficeConsultant || sharesOrganisation(actor.educationConsultantFor, plan);
}

/**
 * Z4, Z11: who sees a plan: admins, the child's family, office staff of the child's organisations and
 * their education consultants (the international office's see every plan). Anyone else is a 404.
 */
export function reachesEducationPlan(actor: Actor, plan: ScopedEducationPlan): boolean {
  return (
    actor.isAdmin ||
    isFamilyOf(actor, plan) ||
    sharesOrganisation(actor.officeStaffFor, plan) ||
    isConsultantFor(actor, plan)
  );
}

/** The family, office staff of the child's organisations, or an admin: who drafts, edits and submits it. */
export function speaksForChild(actor: Actor, plan: ScopedEducationPlan): boolean {
  return actor.isAdmin || isFamilyOf(actor, plan) || sharesOrganisation(actor.officeStaffFor, plan);
}

/**
 * Who approves or rejects it: education consultants of the child's organisations (the international
 * office's of any) or an admin; never a member of the child's family, admins and consultants included.
 */
export function decidesEducationPlan(actor: Actor, plan: ScopedEducationPlan): boolean {
  return !isFamilyOf(actor, plan) && (actor.isAdmin || isConsultantFor(actor, plan));
}

/** Z8: the steps of a plan, from the statuses each may be taken in. */
export const educationPlanStepFrom: Record<EducationPlanAction, readonly EducationPlanStatus[]> = {
  update: ['DRAFT', 'REJECTED'],
  submit: ['DRAFT', 'REJECTED'],
  approve: ['SUBMITTED'],
  reject: ['SUBMITTED'],
  archive: ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'],
};

/** Whether the actor holds the right for the step, whatever the plan's status. */
export function holdsRightFor(actor: Actor, plan: ScopedEducationPlan, action: EducationPlanAction): boolean {
  switch (action) {
    case 'update':
    case 'submit':
      return speaksForChild(actor, plan);
    case 'approve':
    case 'reject':
      return decidesEducationPlan(actor, plan);
    case 'archive':
      return speaksForChild(actor, plan) || decidesEducationPlan(actor, plan);
  }
}

/** userCan: the steps the actor may take now, by the same rules the writes enforce. */
export function educationPlanUserCan(actor: Actor, plan: ScopedEducationPlan): EducationPlanAction[] {
  return (Object.keys(educationPlanStepFrom) as EducationPlanAction[]).filter(
    (action) => educationPlanStepFrom[action].includes(plan.status) && holdsRightFor(actor, plan, action),
  );
}

/** An education plan is expired when its expiry date is before today (R-STATE-023). */
export const isExpired = (expiresOn: string | null, today: string) => expiresOn !== null && expiresOn < today;

/** The academic year a day falls in: a school year runs from August to July (`2026-2027`). */
export function academicYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 8 ? year : year - 1;
  return `${start}-${start + 1}`;
}
