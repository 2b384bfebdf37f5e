import type { BadgeTone } from '../Badge/Badge.css.ts';

/**
 * Every status enum, each value with its tone. Derived states that
 * are not stored values (an abandoned assignment, an overdue review, an expired plan) are listed
 * as their own values so a screen shows one pill per record.
 */
export const statusTones = {
  assignment: {
    POTENTIAL: 'neutral',
    PLANNED: 'info',
    ACTIVE: 'positive',
    ENDED: 'neutral',
    ABANDONED: 'critical',
  },
  leaveRequest: { AWAITING_APPROVAL: 'caution', APPROVED: 'positive', REJECTED: 'critical' },
  review: { NOT_SUBMITTED: 'neutral', SUBMITTED: 'caution', SIGNED_OFF: 'positive', OVERDUE: 'critical' },
  educationPlan: {
    DRAFT: 'neutral',
    SUBMITTED: 'caution',
    APPROVED: 'positive',
    REJECTED: 'critical',
    ARCHIVED: 'neutral',
    EXPIRED: 'critical',
  },
  application: {
    IN_PROGRESS: 'info',
    REJECTED: 'critical',
    ABANDONED: 'neutral',
    ON_HOLD: 'caution',
    APPOINTED: 'positive',
  },
  team: { DRAFT: 'neutral', PUBLISHED: 'positive' },
  requisitionAvailability: { OPEN: 'positive', FULFILLED: 'info', RETRACTED: 'neutral' },
  memberStatus: { ACTIVE: 'positive', INACTIVE: 'neutral' },
  formStatus: { DRAFT: 'neutral', SUBMITTED: 'info', FINAL: 'positive' },
  itineraryDate: { POTENTIAL: 'neutral', PLANNED: 'info', CONFIRMED: 'positive' },
} as const satisfies Record<string, Record<string, BadgeTone>>;

export type StatusKind = keyof typeof statusTones;
/**
 * The statuses allowed for one kind, e.g. `StatusOf<'team'>` is `'DRAFT' | 'PUBLISHED'`; distributive,
 * so for the union of all kinds it is the union of all statuses.
 */
export type StatusOf<Kind extends StatusKind> = Kind extends StatusKind
  ? keyof (typeof statusTones)[Kind] & string
  : never;

export const statusKinds = Object.keys(statusTones) as StatusKind[];

/** The statuses of a kind, in the order of the spec. */
export const statusesOf = <Kind extends StatusKind>(kind: Kind) =>
  Object.keys(statusTones[kind]) as StatusOf<Kind>[];

export const statusTone = <Kind extends StatusKind>(kind: Kind, status: StatusOf<Kind>): BadgeTone =>
  (statusTones[kind] as Record<string, BadgeTone>)[status] ?? 'neutral';
