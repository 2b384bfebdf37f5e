/** Query keys of the session: the signed-in user and the organisations, both read once per visit. */
export const sessionKeys = {
  all: ['session'] as const,
  currentUser: () => [...sessionKeys.all, 'currentUser'] as const,
  organisations: () => [...sessionKeys.all, 'organisations'] as const,
};
