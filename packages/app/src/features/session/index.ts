export { currentUserQueryOptions, fetchCurrentUser } from './api/current-user.ts';
export { organisationsQueryOptions } from './api/organisations.ts';
export { sessionKeys } from './api/session-keys.ts';
export { loadSession } from './load-session.ts';
export { storedActiveOrganisation } from './stored-active-organisation.ts';
export { type ActiveOrganisation, useActiveOrganisation } from './useActiveOrganisation.ts';
export { useCurrentUser } from './useCurrentUser.ts';
export { useSignedInSession } from './useSignedInSession.ts';
