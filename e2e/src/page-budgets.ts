import type { RouteName } from '../../packages/app/src/routes/route-names.ts';
import type { RouteEntry } from '../../packages/app/src/routes/table.ts';

const kilobytes = 1024;

/**
 * What a page should make a first visit load, in gzip -9 bytes of script: a signed-out page is what a
 * phone on a slow network waits for before it can sign in (160 KB); a signed-in page carries the shell as
 * well (250 KB). bench/web reports every page against it.
 */
export const jsTargetOf = (entry: RouteEntry) => (entry.isPublic ? 160 : 250) * kilobytes;

/**
 * Pages over their target today, each allowed what it weighed when this was written plus 2 %, so that
 * growth fails the budget test while the gap stays on record (bench/RESULTS.md, "Web pages"). Lower a
 * figure as the page gets lighter; remove the page once it meets its target.
 *
 * The forms (edit and create a person) carry react-aria's date field, select and list box with the form
 * engine; Manage people its table and filters; the rest share a chunk with more than they use. What would
 * close the gaps: a lighter shell (its search box, menus and mobile menu load their react-aria code on
 * first use), and forms server-rendered so their code can follow the first paint. The figures measured
 * before the start-up chunk lost its preload lists (the server now names each page's chunks) are about
 * 6 KB above what the pages weigh now.
 */
const knownGapsKb: Partial<Record<RouteName, number>> = {
  // The form pages: 332.4-333.0 KB once leave, travel, reviews, education plans and the calendar feed
  // joined the contract (322 before). The leave and travel forms are the same page and weigh the same.
  PersonProfilesEdit: 336,
  PersonProfilesCreate: 336,
  PersonProfileLeaveRequestsCreate: 336,
  PersonProfileTravelPlansCreate: 336,
  LeaveRequestsEdit: 336,
  TravelPlansEdit: 336,
  // The education plan's form and a child's new plan are the same form pages: 333.2 and 333.9 KB.
  EducationPlansEdit: 336,
  PersonProfileEducationPlansCreate: 336,
  // 290.2 KB once the assignment pages joined the preload lists; 292.5 with leave, travel and reviews.
  OrgPersonProfiles: 295,
  // The organisation's tasks carry react-aria's table as Manage people does (34 KB of it): 273.0 KB;
  // 274.2 KB once they named the assignment a task belongs to.
  OrgTasks: 279,
  // The organisation's applications carry the same table and selects as Manage people, and creating one
  // the lookups and radio group of a form: 283.7 and 274.4 KB when first measured (the statuses and term
  // types are kept out of the contract's zod schemas, so neither page loads zod).
  OrgApplications: 290,
  OrgApplicationsCreate: 280,
  // A task of an application opens over its page with the form engine, the dialog and the upload list:
  // 267.9 KB when first measured; 274.1 once the system settings page joined the preload lists and the
  // loaders read users/me again behind a navigation (273.8 in the same build without them).
  ApplicationsShowTaskInstance: 275,
  ApplicationsShowByIdTaskInstance: 275,
  // An assignment's page carries the upload drop zone (react-aria's drag and drop) for its MOU documents and
  // logistics plan, its history and its workflow: 255.7 KB once its dialogs load on first use and its
  // value lists stay out of the zod schemas; a task of it opens as an application's does: 273.9 KB.
  AssignmentsShow: 261,
  AssignmentsShowById: 261,
  LegacyAssignmentsShow: 261,
  AssignmentsShowTaskInstance: 280,
  AssignmentsShowByIdTaskInstance: 280,
  // The family forms were at 250.0 and 250.3 KB as the first page's preload lists grew; 264.4
  // KB once their create page became the one every entity's create shares, with the new APIs.
  FamiliesCreate: 267,
  FamiliesEdit: 267,
  // 257.4 KB once the assignment pages joined the preload lists; 259.6 with leave, travel and reviews;
  // 262.0 with the education plans and issue 33's pages.
  PersonProfilesReassignResponsibilities: 267,
  // Inbound, arriving soon and Outbound are one list page on the table Manage people uses (react-aria's
  // table, 34 KB of it): 276.7 KB when first measured.
  ReceivingOrgPotentialAssignments: 283,
  OrgArrivingSoon: 283,
  OrgOutbound: 283,
  // The leave and travel lists carry the table and selects the organisation's applications do, with a
  // checkbox and the type labels, their date range and person filters loading only when asked for:
  // 288.8 KB (organisation) and 287.8 KB (a person's) when first measured.
  OrgLeaveRequests: 292,
  OrgTravelPlans: 292,
  OrgLeaveAndTravel: 292,
  PersonProfileLeaveRequests: 291,
  PersonProfileTravelPlans: 291,
  // A leave request or travel plan shows every field, its files and its decision dialogs: 271.1 KB.
  LeaveRequestsShow: 274,
  LegacyLeaveRequestsShow: 274,
  TravelPlansShow: 274,
  // The reviews lists carry the same table, selects and checkbox as the leave lists, their person filter
  // loading when asked for: 287.2 KB (organisation) and 286.0 KB (a person's) when first measured. A
  // review's page adds its form, loaded in place when review forms are on: 282.4 KB.
  OrgReviews: 291,
  PersonProfilesReviews: 290,
  ReviewsShow: 286,
  // The education plans index carries the reviews lists' table, selects and checkboxes: 284.3 KB when
  // first measured; a plan's page its fields, files and decision dialogs, as a review's: 281.8 KB. The
  // education dashboard (its chart plain SVG) meets the target: 233.3 KB.
  EducationPlansIndex: 290,
  EducationPlansShow: 287,
  // The member's own profile crossed 250 (250.9) as the applications endpoints joined the contract, whose
  // schemas all ship in the shared chunk the typed client reads them from; 252.9 KB with the applications'
  // pages in the preload lists; 258.9 KB with the link to a child's education plans and issue 33's pages
  // in them. A run that weighs it before its lazy cards load reads about 233.
  PersonProfilesShow: 264,
  // The teams, units and places pages: the lists carry the table as the other office lists do, the forms
  // react-aria's select, lookup and number fields, and a place's form and page the world map (d3-geo
  // and the bundled land, loaded after the page).
  Teams: 285,
  OrgTeams: 285,
  Units: 285,
  OrgUnits: 285,
  Geolocations: 285,
  TeamsCreate: 287,
  UnitsCreate: 287,
  TeamsEdit: 289,
  UnitsEdit: 289,
  TeamsShow: 290,
  UnitsShow: 290,
  GeolocationsShow: 282,
  GeolocationsCreate: 307,
  GeolocationsEdit: 309,
  // The requisition and paper forms carry react-aria's select, list box and text area with the save-problem
  // alerts, as the teams' form does: 265.0 KB when first measured.
  RequisitionsCreate: 271,
  RequisitionsEdit: 271,
  VisionStrategyPapersCreate: 271,
  VisionStrategyPapersEdit: 271,
  // 168.2-168.3 KB with the new pages in the preload lists; 170.3 KB with issue 33's and the education pages;
  // 164.2 KB once the server named each page's chunks and the start-up chunk lost its preload lists.
  RegisterExpired: 174,
  ResetPasswordExpired: 174,
  NotFound: 174,
};

/** What the budget test lets a page load: its target, or its known gap. */
export const jsBudgetOf = (entry: RouteEntry) => {
  const gap = knownGapsKb[entry.name];
  return gap === undefined ? jsTargetOf(entry) : gap * kilobytes;
};
