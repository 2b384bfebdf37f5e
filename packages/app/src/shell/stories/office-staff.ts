import type { CurrentUserResponse } from '@mobilise/contract';
import { storyMember } from '../../features/my-aim/stories/index.ts';

/** Office staff of organisations 3 (AIM Europe) and 7 (AIM Eastern Africa), as users/me answers for them. */
export const storyOfficeStaff: CurrentUserResponse = {
  ...storyMember,
  first_name: 'Hélène',
  last_name: 'Lefèvre',
  known_as: null,
  person_profile_id: null,
  family_id: null,
  is_office_staff_for: [3, 7],
  user_can: { create_person_profiles: [3, 7], download_abo_report: [3, 7] },
};
