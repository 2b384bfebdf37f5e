import {
  officeStaffForOrganisationGate,
  officeStaffGate,
} from '../../packages/app/src/guards/organisation-gates.ts';
import { type RouteEntry, routeTable } from '../../packages/app/src/routes/table.ts';
import type { DemoRecords } from './demo-records.ts';

/**
 * The pages built so far: the route table's rows with a page of their own (the others show "not ready").
 * Checks and benches that walk "every page" start here, so a page added to the route table is covered by
 * them without anyone listing it.
 */
export const builtPages = routeTable.filter((entry) => entry.page !== undefined);

/** Who opens a page: a signed-out visitor, or one of two demo accounts. */
/** The demo sign-ins the walks over every page open them as (none for a visitor). */
export const readers = ['visitor', 'office', 'member', 'admin'] as const;
export type Reader = (typeof readers)[number];

/**
 * The demo record a route's `:id`, `:public_id`, `:task_id` or `:task_instance_id` stands for, by the
 * kind of record its name starts with.
 */
const recordIdFor = (name: string, parameter: string, records: DemoRecords) => {
  if (name.startsWith('SuggestedWorkflowTemplates')) {
    const { id, taskId } = records.suggestedWorkflowTemplate;
    return parameter === 'task_id' ? taskId : id;
  }
  if (name.startsWith('WorkflowTemplates')) {
    const { id, taskId } = records.workflowTemplate;
    return parameter === 'task_id' ? taskId : id;
  }
  if (name.startsWith('Applications')) {
    const { publicId, taskId, taskInstanceId } = records.application;
    const byParameter: Record<string, string | number> = {
      public_id: publicId,
      // Ids are numbers here, and a numeric /applications/{x} is read as a public id (the route table
      // checks the public-id route first), so the full-id variants are opened at the public id's address,
      // which shows the same page.
      id: publicId,
      task_id: taskId,
      task_instance_id: taskInstanceId,
    };
    return byParameter[parameter];
  }
  if (name.startsWith('Assignments') && name.endsWith('TaskInstance')) {
    const { publicId, taskId, taskInstanceId } = records.assignmentTask;
    // As for applications, the full-id variant is opened at the public id's address.
    const byParameter: Record<string, string | number> = {
      public_id: publicId,
      id: publicId,
      task_id: taskId,
      task_instance_id: taskInstanceId,
    };
    return byParameter[parameter];
  }
  if (name.startsWith('Assignments') || name === 'LegacyAssignmentsShow') {
    const { id, publicId } = records.assignment;
    // As for applications, a numeric /assignments/{x} is read as a public id, so the full-id variant is
    // opened at the public id's address; the legacy address takes the id.
    return name === 'LegacyAssignmentsShow' ? id : publicId;
  }
  // The legacy address shows any leave request, read only.
  if (name.startsWith('LeaveRequests') || name === 'LegacyLeaveRequestsShow') return records.leaveRequestId;
  if (name.startsWith('TravelPlans')) return records.travelPlanId;
  if (name === 'ReviewsShow') return records.reviewId;
  if (name === 'EducationPlansShow' || name === 'EducationPlansEdit') return records.educationPlanId;
  // PersonProfilesShow, …, and PersonProfileExploringAssignments (singular, as the spec names it).
  if (name.startsWith('PersonProfile')) return records.personId;
  if (name.startsWith('Families')) return records.familyId;
  if (name.startsWith('Requisitions')) return records.requisitionId;
  if (name.startsWith('VisionStrategyPapers')) return records.paperId;
  if (name.startsWith('Teams')) return records.teamId;
  if (name.startsWith('Units')) return records.unitId;
  if (name.startsWith('Geolocations')) return records.geolocationId;
  return undefined;
};

/**
 * Pages that open from a link in a mail show their form for any token (it is checked only when the form
 * is sent); without one they send the reader to their "expired" page.
 */
const linkFromMail: Partial<Record<RouteEntry['name'], string>> = {
  Register: '?token=some-invitation',
  ResetPassword: '?token=some-reset-link',
};

/** The route's path with the demo records in its parameters; a new built page with unknown ones fails here. */
export const pathOf = (entry: RouteEntry, records: DemoRecords) => {
  if (entry.path === '*') return '/no-such-page';
  return entry.path.replace(/:(\w+)/g, (_, parameter: string) => {
    const value =
      parameter === 'org_id' ? records.organisationId : recordIdFor(entry.name, parameter, records);
    if (value === undefined) throw new Error(`No demo record for :${parameter} of ${entry.name}`);
    return String(value);
  });
};

/** The address a reader opens: the path, and the token of a mail's link where the page needs one. */
export const addressOf = (entry: RouteEntry, records: DemoRecords) =>
  `${pathOf(entry, records)}${linkFromMail[entry.name] ?? ''}`;

/** Pages only office staff may open: a member is sent home from them. */
const forOfficeStaffOnly = (entry: RouteEntry) =>
  entry.guards.some((guard) => guard === officeStaffGate || guard === officeStaffForOrganisationGate);

/**
 * Who may open the page, the reader whose navigation offers it first: a public page is a visitor's, an
 * office page office staff's, and any other the member's (their own profile, family and dashboard),
 * which office staff open too.
 */
export const readersOf = (entry: RouteEntry): Reader[] =>
  entry.isPublic
    ? ['visitor']
    : forOfficeStaffOnly(entry) || showsAnOfficeRecord(entry)
      ? ['office']
      : ['member', 'office'];

/**
 * Pages whose demo record is one office staff see and the member does not (an application of the
 * organisation, another member's assignment task, a review or education plan of someone the organisation
 * mobilises): the member would stay on the page's "not found" state, which is not the page.
 */
const showsAnOfficeRecord = (entry: RouteEntry) =>
  entry.name.startsWith('Applications') ||
  (entry.name.startsWith('Assignments') && entry.name.endsWith('TaskInstance')) ||
  entry.name === 'ReviewsShow' ||
  entry.name === 'EducationPlansShow' ||
  entry.name === 'EducationPlansEdit';

/**
 * Opens the page as each of its readers in turn (`open` answers where the visit ended, with whatever it
 * measured) and answers the first visit that stayed on the page, with its reader: a member is sent home
 * from a few shared pages, which office staff then open, and both from the admin's. Undefined when no
 * demo reader stays.
 */
export async function firstReaderWhoStays<Visit extends { landedOn: string }>(
  entry: RouteEntry,
  records: DemoRecords,
  open: (reader: Reader, address: string) => Promise<Visit>,
): Promise<(Visit & { reader: Reader }) | undefined> {
  const path = pathOf(entry, records);
  // The admin last, for the pages only they reach (the system settings).
  for (const reader of entry.isPublic ? readersOf(entry) : [...readersOf(entry), 'admin' as const]) {
    const visit = await open(reader, addressOf(entry, records));
    // The catch-all page is opened at an address of its own, which it keeps.
    if (visit.landedOn === path || entry.path === '*') return { ...visit, reader };
  }
  return undefined;
}
