import type { FullPersonProfile, PersonPopUp } from '@mobilise/contract';
import { fullName } from '../../../shared/index.ts';

/**
 * The person as the pop-up shows them, read from `GET api/person-profiles/{id}`: the full
 * name, the first e-mail the profile has (positional, personal, then alternative) and the positions'
 * names with their removed flag.
 */
export const toPersonPopUp = (profile: FullPersonProfile): PersonPopUp => ({
  id: profile.id,
  name: fullName(profile),
  email: profile.aimPositionalEmail ?? profile.aimPersonalEmail ?? profile.aimAlternativeEmail,
  avatarId: profile.avatarId,
  isAdmin: profile.isAdmin,
  invitedOn: profile.invitedOn,
  familyId: profile.familyId,
  positions: profile.positions.map(({ name, removed }) => ({ name, removed })),
  appointments: profile.appointments,
});
