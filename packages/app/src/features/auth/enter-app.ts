/**
 * Leaves the sign-in screens for the app as a signed-in user. A full page load rather than a router
 * navigation: everything the app loaded as a visitor (the current user, organisations, guards'
 * decisions) starts over with the new session.
 */
export const enterApp = (path: string): void => {
  window.location.assign(path);
};
