import type { Assignment, FamilyRecord, FullPersonProfile, Membership } from '@mobilise/contract';
import { storyProfile } from '../../my-aim/stories/fixtures.ts';

/** The day the people stories take as today, so relative times read the same whenever they run. */
export const storyToday = '2026-11-26';

/** Margaret's husband, in the same family, with his own current address. */
export const storySpouse: FullPersonProfile = {
  ...storyProfile,
  id: 22,
  userId: null,
  firstName: 'Kwame',
  middleNames: null,
  salutation: 'Mr',
  knownAs: null,
  formerLastName: null,
  aimPositionalEmail: null,
  aimPersonalEmail: 'kwame@example.org',
  sex: 'MALE',
  currentAddress: {
    line_one: 'PO Box 2141',
    line_two: null,
    line_three: null,
    town: 'Kijabe',
    county: null,
    state_or_province: null,
    postcode: null,
    country_name: 'Kenya',
  },
};

/** Their son, who has no current address. */
export const storyChild: FullPersonProfile = {
  ...storyProfile,
  id: 23,
  userId: null,
  firstName: 'Kofi',
  middleNames: null,
  salutation: null,
  knownAs: null,
  formerLastName: null,
  currentAddress: null,
};

/** The Osei family as `GET api/families/4?with_member_current_addresses=true` answers it. */
export const storyFamily: FamilyRecord = {
  id: 4,
  name: 'Osei family',
  user_can: ['update'],
  members: [storyProfile, storySpouse, storyChild],
  version: 2,
};

/** Margaret's memberships, oldest first as a server might send them. */
export const storyMemberships: Membership[] = [
  {
    id: 31,
    entry_id: 'M-1042',
    member: storyProfile,
    type: 'SHORT_TERM',
    contribution: 'Teaching',
    starts_from: '2019-09-01',
    end_date: '2021-06-30',
  },
  {
    id: 32,
    entry_id: 'M-2210',
    member: storyProfile,
    type: 'FULL_TERM',
    contribution: 'School leadership',
    starts_from: '2025-02-03',
    end_date: '2028-01-31',
  },
  {
    id: 33,
    entry_id: null,
    member: storyProfile,
    type: 'AFFILIATE',
    contribution: null,
    starts_from: '2026-08-15',
    end_date: null,
  },
];

/**
 * Margaret's active assignment as `GET api/assignments` lists it; only the summary fields the pop-up
 * reads are filled, hence the cast.
 */
export const storyActiveAssignment = {
  ...storyProfile.assignments[0],
  assignee: { id: 21, name: 'Mrs Margaret Ama Osei', avatarId: null },
} as Assignment;
