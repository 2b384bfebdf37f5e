import type { Membership } from '@mobilise/contract';

/** Memberships by start date, newest first; stored dates sort as text. */
export const newestStartFirst = <Item extends Pick<Membership, 'starts_from'>>(
  memberships: readonly Item[],
): Item[] => [...memberships].sort((a, b) => b.starts_from.localeCompare(a.starts_from));
