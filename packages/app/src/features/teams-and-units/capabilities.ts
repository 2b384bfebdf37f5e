import type { CurrentUserResponse } from '@mobilise/contract';
import { type CapabilityName, hasCapability, type Organisation } from '@mobilise/contract';

/** The organisations where the user holds a capability: where they may create a team, unit or place. */
export const organisationsWith = (
  user: CurrentUserResponse | null,
  capability: CapabilityName,
  organisations: readonly Organisation[],
): Organisation[] =>
  user === null ? [] : organisations.filter(({ id }) => hasCapability(user.user_can, capability, id));
