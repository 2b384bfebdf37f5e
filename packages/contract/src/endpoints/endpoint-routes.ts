import type { CapabilityName } from '../capabilities.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a call can answer with, beside the ones every call of its kind can (see `errorStatusesOf`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429;

/** The resources of the API, as the browser caches them. */
export const resourceNames = [
  'addresses',
  'applications',
  'assignments',
  'auth',
  'current-user',
  'docs',
  'families',
  'health',
  'memberships',
  'organisation-dashboard',
  'person-profiles',
  'reference-lists',
  'requisitions',
  'responsibilities',
  'security-groups',
  'vision-strategy-papers',
] as const;
export type ResourceName = (typeof resourceNames)[number];

/** What each resource is, in one line; the OpenAPI document groups the calls by resource under it. */
export const resourceDescriptions: Record<ResourceName, string> = {
  addresses: 'The addresses of people, edited through their forms',
  applications: 'Applications and their workflow stages',
  assignments: 'Assignments of people',
  auth: 'Asking for a password reset mail',
  'current-user': 'Signing in and out, and the signed-in user',
  docs: 'This document',
  families: 'Families and their members, edited through their forms',
  health: 'Whether the server and its database answer',
  memberships: 'Memberships of people',
  'organisation-dashboard': 'The counts of an organisation’s dashboard',
  'person-profiles': 'People: their profiles, forms, invitations and the CSV export',
  'reference-lists': 'The lists the app offers to choose from: countries, languages, regions and the like',
  requisitions: 'Requisitions, searched and one by one',
  responsibilities: 'The positions a person holds, and handing them on',
  'security-groups': 'The security groups people belong to in each organisation',
  'vision-strategy-papers': 'Vision and strategy papers, searched and one by one',
};

/** Where and how a call is made, and who may make it: the half of an endpoint the browser needs. */
export interface EndpointRoute {
  method: HttpMethod;
  /** The full path, path parameters in braces: `/api/person-profiles/{id}`. */
  path: string;
  /** `public` answers without a session; `session` needs one (401 without, unless `signedOutStatus` says). */
  access: 'public' | 'session';
  /** The capability the call needs; the service checks it for the organisation the call concerns. */
  capability?: CapabilityName;
  /**
   * What the call reads or writes, in the words of the browser's cache: every query of a resource is
   * kept under its name, so that a write can refresh all of them, lists and details alike.
   */
  resource: ResourceName;
  /** The resources a successful write changes, its own among them; the browser refreshes their queries. */
  invalidates?: readonly ResourceName[];
  /** What the call does, in one line; it is the operation's summary in the OpenAPI document. */
  summary: string;
  /** Error statuses this call answers that its method, access and inputs do not already imply. */
  errors?: readonly ErrorStatus[];
  /** The status a call without a session answers instead of 401 (users/me: 404 means "signed out"). */
  signedOutStatus?: 404;
}

/** The reference lists the app caches for the session; `listOrganisations` answers before sign-in too. */
const referenceList = (path: string, what: string) =>
  ({
    method: 'GET',
    path,
    access: 'session',
    resource: 'reference-lists',
    summary: `The ${what} list`,
  }) as const;

/**
 * Every call the server answers, by name. This table and `endpointSchemas` are the API's one truth: the
 * server registers its routes from them, the OpenAPI document is generated from them, and the app builds
 * every request from them, so a path is written here and nowhere else. It holds no zod, so that a page
 * can make a call without shipping the schemas.
 */
export const endpointRoutes = {
  health: {
    resource: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Whether the server and its database answer',
  },
  openApiDocument: {
    resource: 'docs',
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    summary: 'This API described as OpenAPI 3.1',
  },

  login: {
    resource: 'current-user',
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with e-mail and password',
    errors: [429],
  },
  register: {
    resource: 'current-user',
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Set the password of an invited account and sign in',
    errors: [410, 429],
  },
  forgotPassword: {
    resource: 'auth',
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    summary: 'Mail a password reset link',
    errors: [429],
  },
  resetPassword: {
    resource: 'current-user',
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    summary: 'Set a new password from a reset link',
    errors: [410, 429],
  },
  logout: {
    resource: 'current-user',
    method: 'GET',
    path: '/logout',
    access: 'public',
    summary: 'End the session and go to the sign-in page',
  },

  currentUser: {
    resource: 'current-user',
    method: 'GET',
    path: '/api/users/me',
    access: 'session',
    summary: 'The signed-in user, their capabilities and feature flags',
    signedOutStatus: 404,
  },
  completeOnboarding: {
    resource: 'current-user',
    method: 'PUT',
    path: '/api/users/me/complete-onboarding',
    access: 'session',
    summary: 'Mark the My AIM onboarding as done',
  },
  enableCreativeAccess: {
    resource: 'current-user',
    method: 'PUT',
    path: '/api/person-profiles/me/enable-creative-access',
    access: 'session',
    summary: 'Turn creative access on for the signed-in user',
  },
  disableCreativeAccess: {
    resource: 'current-user',
    method: 'PUT',
    path: '/api/person-profiles/me/disable-creative-access',
    access: 'session',
    summary: 'Turn creative access off for the signed-in user',
  },

  listOrganisations: {
    ...referenceList('/api/organisations', 'organisations'),
    access: 'public',
  },
  listCountries: referenceList('/api/countries', 'countries'),
  listJobRoles: referenceList('/api/job-roles', 'job roles'),
  listLanguages: referenceList('/api/languages', 'languages'),
  listLanguageProficiencies: referenceList('/api/language-proficiencies', 'language proficiencies'),
  listLocationTypes: referenceList('/api/location-types', 'location types'),
  listMinistryFocuses: referenceList('/api/ministry-focuses', 'ministry focuses'),
  listMinistryTypes: referenceList('/api/ministry-types', 'ministry types'),
  listRegions: referenceList('/api/regions', 'regions'),
  listSecurityGroups: referenceList('/api/security-groups', 'security groups'),

  listPersonProfiles: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles',
    access: 'session',
    summary: 'A page of the people the caller may see, filtered and sorted',
  },
  exportPersonProfiles: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/export.csv',
    access: 'session',
    summary: 'The people list with its filters and sort, as a CSV download',
    errors: [429],
  },
  getPersonProfile: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/{id}',
    access: 'session',
    summary: 'One person profile with what the caller may do with it',
  },
  updatePersonProfile: {
    resource: 'person-profiles',
    invalidates: ['person-profiles', 'families', 'organisation-dashboard'],
    method: 'PUT',
    path: '/api/person-profiles/{id}',
    access: 'session',
    summary: 'Save answers of a person profile',
    errors: [409],
  },
  createPersonProfile: {
    resource: 'person-profiles',
    invalidates: ['person-profiles', 'families', 'organisation-dashboard'],
    method: 'POST',
    path: '/api/person-profiles',
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Create a person from the first answers of the blank form',
  },
  invitePersonProfile: {
    resource: 'person-profiles',
    method: 'POST',
    path: '/api/person-profiles/{id}/invite',
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Mail a person without an account their register link',
    errors: [409, 429],
  },
  getPersonProfileBlankForm: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/form',
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'The blank person profile form',
  },
  getPersonProfileForm: {
    resource: 'person-profiles',
    method: 'GET',
    path: '/api/person-profiles/{id}/form',
    access: 'session',
    summary: 'The person profile form with its answers',
  },
  getPersonResponsibilities: {
    resource: 'responsibilities',
    method: 'GET',
    path: '/api/person-profiles/{id}/responsibilities',
    access: 'session',
    summary: 'The positions a person holds that the caller may hand on',
  },
  reassignPersonResponsibilities: {
    resource: 'responsibilities',
    invalidates: ['responsibilities', 'person-profiles'],
    method: 'PUT',
    path: '/api/person-profiles/{id}/responsibilities',
    access: 'session',
    summary: 'Hand a person’s positions on to others',
  },

  listFamilies: {
    resource: 'families',
    method: 'GET',
    path: '/api/families',
    access: 'session',
    summary: 'A page of the families the caller may see',
  },
  getFamily: {
    resource: 'families',
    method: 'GET',
    path: '/api/families/{id}',
    access: 'session',
    summary: 'One family with its members',
  },
  createFamily: {
    resource: 'families',
    invalidates: ['families', 'person-profiles'],
    method: 'POST',
    path: '/api/families',
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'Create a family from the first answers of the blank form',
  },
  updateFamily: {
    resource: 'families',
    invalidates: ['families', 'person-profiles'],
    method: 'PUT',
    path: '/api/families/{id}',
    access: 'session',
    summary: 'Save answers of a family',
    errors: [409],
  },
  getFamilyBlankForm: {
    resource: 'families',
    method: 'GET',
    path: '/api/families/form',
    access: 'session',
    capability: 'create_person_profiles',
    summary: 'The blank family form',
  },
  getFamilyForm: {
    resource: 'families',
    method: 'GET',
    path: '/api/families/{id}/form',
    access: 'session',
    summary: 'The family form with its answers',
  },

  createAddress: {
    resource: 'addresses',
    invalidates: ['addresses', 'person-profiles', 'families'],
    method: 'POST',
    path: '/api/addresses',
    access: 'session',
    summary: 'Add an address to a person',
  },
  updateAddress: {
    resource: 'addresses',
    invalidates: ['addresses', 'person-profiles', 'families'],
    method: 'PATCH',
    path: '/api/addresses/{id}',
    access: 'session',
    summary: 'Save answers of an address',
    errors: [409],
  },
  getAddressBlankForm: {
    resource: 'addresses',
    method: 'GET',
    path: '/api/addresses/form',
    access: 'session',
    summary: 'The blank address form',
  },
  getAddressForm: {
    resource: 'addresses',
    method: 'GET',
    path: '/api/addresses/{id}/form',
    access: 'session',
    summary: 'The address form with its answers',
  },

  listApplications: {
    resource: 'applications',
    method: 'GET',
    path: '/api/applications',
    access: 'session',
    summary: 'A page of the applications the caller may see',
  },
  getApplication: {
    resource: 'applications',
    method: 'GET',
    path: '/api/applications/{id}',
    access: 'session',
    summary: 'One application with its workflow stages',
  },
  listAssignments: {
    resource: 'assignments',
    method: 'GET',
    path: '/api/assignments',
    access: 'session',
    summary: 'A page of the assignments the caller may see',
  },
  getAssignment: {
    resource: 'assignments',
    method: 'GET',
    path: '/api/assignments/{id}',
    access: 'session',
    summary: 'One assignment',
  },
  listMemberships: {
    resource: 'memberships',
    method: 'GET',
    path: '/api/memberships',
    access: 'session',
    summary: 'A page of the memberships the caller may see',
  },

  getOrganisationDashboard: {
    resource: 'organisation-dashboard',
    method: 'GET',
    path: '/api/organisations/{id}/dashboard',
    access: 'session',
    summary: 'The counts of an organisation’s dashboard',
  },
  getPersonSecurityGroups: {
    resource: 'security-groups',
    method: 'GET',
    path: '/api/organisations/{org_id}/person-profiles/{id}/security-groups',
    access: 'session',
    summary: 'The security groups a person belongs to in an organisation',
  },
  updatePersonSecurityGroups: {
    resource: 'security-groups',
    invalidates: ['security-groups', 'person-profiles', 'current-user'],
    method: 'PUT',
    path: '/api/organisations/{org_id}/person-profiles/{id}/security-groups',
    access: 'session',
    summary: 'Set the security groups a person belongs to in an organisation',
  },

  listRequisitions: {
    resource: 'requisitions',
    method: 'GET',
    path: '/api/requisitions',
    access: 'session',
    summary: 'A page of the requisitions the caller may see, searched',
  },
  getRequisition: {
    resource: 'requisitions',
    method: 'GET',
    path: '/api/requisitions/{public_id}',
    access: 'session',
    summary: 'One requisition',
  },
  listVisionStrategyPapers: {
    resource: 'vision-strategy-papers',
    method: 'GET',
    path: '/api/vision-strategy-papers',
    access: 'session',
    summary: 'A page of the vision and strategy papers the caller may see, searched',
  },
  getVisionStrategyPaper: {
    resource: 'vision-strategy-papers',
    method: 'GET',
    path: '/api/vision-strategy-papers/{public_id}',
    access: 'session',
    summary: 'One vision and strategy paper',
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpointRoutes;
export const endpointNames = Object.keys(endpointRoutes) as EndpointName[];

/** The names of a path's parameters: `'/api/x/{org_id}/y/{id}'` → `'org_id' | 'id'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type EndpointPathParams<Name extends EndpointName> = Record<
  PathParamName<(typeof endpointRoutes)[Name]['path']>,
  string | number
>;

/** The statuses other than 2xx a call can answer, from what it is and what it takes. */
export function errorStatusesOf(
  name: EndpointName,
  inputs: { hasParams: boolean; hasQuery: boolean; hasBody: boolean },
): ErrorStatus[] {
  const route: EndpointRoute = endpointRoutes[name];
  const statuses = new Set<ErrorStatus>(route.errors ?? []);
  if (route.access === 'session') statuses.add(route.signedOutStatus ?? 401);
  // A write without the XSRF header echoing its cookie is refused before anything else.
  if (route.method !== 'GET') statuses.add(403);
  if (route.capability) statuses.add(403);
  if (inputs.hasParams) statuses.add(404);
  if (inputs.hasParams || inputs.hasQuery || inputs.hasBody) statuses.add(422);
  if (inputs.hasBody) {
    statuses.add(400);
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The endpoint of each reference list, by the name the app and the server use for the list. */
export const referenceListEndpoints = {
  organisations: 'listOrganisations',
  countries: 'listCountries',
  jobRoles: 'listJobRoles',
  languages: 'listLanguages',
  languageProficiencies: 'listLanguageProficiencies',
  locationTypes: 'listLocationTypes',
  ministryFocuses: 'listMinistryFocuses',
  ministryTypes: 'listMinistryTypes',
  regions: 'listRegions',
  securityGroups: 'listSecurityGroups',
} as const satisfies Record<string, EndpointName>;
export type ReferenceListName = keyof typeof referenceListEndpoints;

/**
 * The calls behind each entity's server-supplied forms: its blank template, a record's template with its
 * answers, the create that the first save makes, and the saves after it.
 */
export const entityFormEndpoints = {
  'person-profiles': {
    blank: 'getPersonProfileBlankForm',
    record: 'getPersonProfileForm',
    create: 'createPersonProfile',
    update: 'updatePersonProfile',
  },
  families: {
    blank: 'getFamilyBlankForm',
    record: 'getFamilyForm',
    create: 'createFamily',
    update: 'updateFamily',
  },
  addresses: {
    blank: 'getAddressBlankForm',
    record: 'getAddressForm',
    create: 'createAddress',
    update: 'updateAddress',
  },
} as const satisfies Record<string, Record<'blank' | 'record' | 'create' | 'update', EndpointName>>;
export type FormEntity = keyof typeof entityFormEndpoints;
