// Apart from the list query's schema so that the browser's sort control does not carry zod.
/**
 * The orders of the applications list: when it was made, its title, its status (running ones first:
 * IN_PROGRESS, ON_HOLD, then the outcomes APPOINTED, REJECTED, ABANDONED) or the earliest due date of its
 * open tasks (those with none last, either way); `-` reverses. The list is newest first by default.
 */
export const applicationSorts = [
  'created_at',
  '-created_at',
  'title',
  '-title',
  'status',
  '-status',
  'due',
  '-due',
] as const;
export type ApplicationSort = (typeof applicationSorts)[number];
