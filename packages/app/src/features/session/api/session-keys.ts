/** Query keys of the session: the signed-in user, read once per visit. */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'currentUser'] as const,
};
