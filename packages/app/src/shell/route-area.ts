import type { CurrentUser } from '@mobilise/contract';
import { isOfficeStaff } from '../guards/roles.ts';
import type { RouteName } from '../routes/route-names.ts';

/** The part of the app a page belongs to: it picks the highlighted top tab and the sidebar. */
export type ShellArea = 'myAim' | 'organisation' | 'education';

const organisationPages =
  /^(Org|ReceivingOrg|Requisitions|VisionStrategyPapers|Geolocations|WorkflowTemplates|SuggestedWorkflowTemplates|Teams|Units|PersonProfilesCreate$|PersonProfilesSecurityGroupOnboarding$)/;

/**
 * The area of a page. Organisation and education pages are theirs; a person's pages are My AIM when they
 * are the user's own; any other page (someone else's profile, leave, assignment) is the organisation's
 * for office staff, who reach it from there, and My AIM for everyone else.
 */
export const routeArea = (
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
  user: CurrentUser,
): ShellArea => {
  if (name.startsWith('Education')) return 'education';
  if (organisationPages.test(name)) return 'organisation';
  if (name === 'MyAimDashboard') return 'myAim';
  const isOwnProfile =
    name.startsWith('PersonProfile') &&
    params.id !== undefined &&
    params.id === String(user.person_profile_id);
  if (isOwnProfile) return 'myAim';
  return isOfficeStaff(user) ? 'organisation' : 'myAim';
};
