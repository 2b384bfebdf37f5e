import type { AssignmentSummary } from '@mobilise/contract';
import { Briefcase, ClipboardCheck, FileText, LayoutDashboard, Plane, UserRound, Users } from 'lucide-react';
import type { SignedInSession } from '../guards/guard.ts';
import { routeTarget } from '../routes/routePath.ts';
import type { NavEntry, NavEntryDefinition } from './nav-entry.ts';
import { visibleEntries } from './nav-entry.ts';

export interface MyAimSidebarContext {
  session: SignedInSession;
  applications: readonly { public_id: string; title: string }[];
  assignments: readonly (Pick<AssignmentSummary, 'public_id' | 'status' | 'is_abandoned'> & {
    title: string;
  })[];
}

type Definition = NavEntryDefinition<MyAimSidebarContext>;

/** An active assignment is ACTIVE and not abandoned; an ENDED one counts as well for reviews. */
const hasActiveOrEndedAssignments = ({ assignments }: MyAimSidebarContext) =>
  assignments.some(
    ({ status, is_abandoned }) => (status === 'ACTIVE' && !is_abandoned) || status === 'ENDED',
  );

/** "Your assignment(s)": one link for one assignment, a sub-menu for several, absent without any. */
const assignmentsEntry = ({ assignments }: MyAimSidebarContext): Definition[] => {
  const [only, ...others] = assignments;
  if (only === undefined) return [];
  if (others.length === 0) {
    return [
      {
        id: 'assignment',
        label: { key: 'nav.myAim.assignment' },
        icon: Briefcase,
        to: routeTarget('AssignmentsShow', { public_id: only.public_id }),
      },
    ];
  }
  return [
    {
      id: 'assignments',
      label: { key: 'nav.myAim.assignments' },
      icon: Briefcase,
      children: assignments.map(({ public_id, title }) => ({
        id: `assignment-${public_id}`,
        label: { key: 'nav.myAim.assignmentItem', values: { title } },
        to: routeTarget('AssignmentsShow', { public_id }),
      })),
    },
  ];
};

const definitions = (context: MyAimSidebarContext): Definition[] => {
  const { user, metadata } = context.session;
  const profileId = user.person_profile_id;
  const flags = metadata.feature_flags;
  return [
    {
      id: 'dashboard',
      label: { key: 'nav.myAim.dashboard' },
      icon: LayoutDashboard,
      to: routeTarget('MyAimDashboard'),
    },
    ...context.applications.map(
      ({ public_id, title }): Definition => ({
        id: `application-${public_id}`,
        label: { key: 'nav.myAim.application', values: { title } },
        icon: FileText,
        to: routeTarget('ApplicationsShow', { public_id }),
      }),
    ),
    {
      id: 'profile',
      label: { key: 'nav.myAim.profile' },
      icon: UserRound,
      to: routeTarget('MyProfile'),
      ...(profileId === null ? {} : { landsOn: routeTarget('PersonProfilesShow', { id: profileId }) }),
    },
    ...(user.family_id === null
      ? []
      : [
          {
            id: 'family',
            label: { key: 'nav.myAim.family' },
            icon: Users,
            to: routeTarget('FamiliesShow', { id: user.family_id }),
          },
        ]),
    ...assignmentsEntry(context),
    ...(profileId === null
      ? []
      : [
          {
            id: 'leaveAndTravel',
            label: { key: 'nav.myAim.leaveAndTravel' },
            icon: Plane,
            to: routeTarget('PersonProfileLeaveRequests', { id: profileId }),
            isShown: () => flags.leave_requests && user.member_status === 'ACTIVE',
          },
          {
            id: 'reviews',
            label: { key: 'nav.myAim.reviews' },
            icon: ClipboardCheck,
            to: routeTarget('PersonProfilesReviews', { id: profileId }),
            isShown: () => flags.reviews && hasActiveOrEndedAssignments(context),
          },
        ]),
  ];
};

/** The My AIM sidebar of a member. */
export const myAimSidebar = (context: MyAimSidebarContext): NavEntry[] =>
  visibleEntries(definitions(context), context);
