/** The app's own i18next namespaces, each read from `locales/<language>/<file>.json`. */
export const appNamespaceFiles = {
  common: 'common',
  myAim: 'my-aim',
  auth: 'auth',
  shell: 'shell',
  people: 'people',
  organisation: 'organisation',
  search: 'search',
  opportunities: 'opportunities',
  applications: 'applications',
  assignments: 'assignments',
  tasks: 'tasks',
  leaveAndTravel: 'leave-and-travel',
  reviews: 'reviews',
  educationPlans: 'education-plans',
  calendarFeed: 'calendar-feed',
  teamsAndUnits: 'teams-and-units',
} as const;
