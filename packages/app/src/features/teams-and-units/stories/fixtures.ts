import type { Geolocation, TeamRecord, UnitRecord } from '@mobilise/contract';

/** A published team of AIM Eastern Africa (7) under its medical unit, with an open requisition and two members. */
export const storyTeam: TeamRecord = {
  id: 7,
  name: 'Kijabe Hospital Team',
  code: 'KIJ-MED',
  unit_id: 5,
  organisation_id: 7,
  description: 'Doctors and nurses serving at Kijabe Hospital, in the Rift Valley.',
  is_open_for_enquiries: true,
  open_requisitions: [
    { public_id: '5011', title: 'Nurse, Kijabe Hospital', region_id: null, availability: 'OPEN' },
  ],
  attachments: [302],
  private_notes: 'Housing at the hospital compound is full until March.',
  is_archived: false,
  can_be_archived: false,
  can_be_unpublished: false,
  type: 'Medical',
  vision_strategy_paper_id: 41,
  status: 'PUBLISHED',
  person_profile_ids: [21, 24],
  version: 3,
  geolocation_id: 9,
  user_can: ['update'],
};

/** A draft team with nothing holding it: it may be published or archived. */
export const storyDraftTeam: TeamRecord = {
  ...storyTeam,
  id: 8,
  name: 'Nairobi Church Planting',
  code: 'NBO-CP',
  type: 'Church planting',
  description: null,
  open_requisitions: [],
  attachments: [],
  private_notes: null,
  is_open_for_enquiries: false,
  can_be_archived: true,
  can_be_unpublished: true,
  vision_strategy_paper_id: null,
  status: 'DRAFT',
  person_profile_ids: [],
  version: 1,
  user_can: ['update', 'publish', 'archive'],
};

/** An archived team of the same unit, shown only with "Include archived". */
export const storyArchivedTeam: TeamRecord = {
  ...storyDraftTeam,
  id: 9,
  name: 'Mombasa Youth',
  code: 'MBA-YTH',
  is_archived: true,
  can_be_archived: false,
  user_can: ['update', 'unarchive'],
};

export const storyUnit: UnitRecord = {
  id: 5,
  name: 'Eastern Africa Medical',
  code: 'EAF-MED',
  organisation_id: 7,
  description: 'The medical teams of the Eastern Africa region.',
  vision_strategy_paper_id: 41,
  is_open_for_enquiries: true,
  private_notes: null,
  open_requisitions_count: 1,
  teams: [storyTeam, storyDraftTeam, storyArchivedTeam].map(({ id, name, code, status, is_archived }) => ({
    id,
    name,
    code,
    status,
    is_archived,
  })),
  can_be_archived: false,
  is_archived: false,
  attachments: [],
  version: 2,
  user_can: ['update'],
};

export const storyPlace: Geolocation = {
  id: 9,
  name: 'Kijabe',
  country: 'KE',
  latitude: -0.9445,
  longitude: 36.5913,
  location_type: null,
  region_id: null,
  organisation_id: 7,
  version: 1,
  user_can: ['update'],
};

export const storyPlaces: Geolocation[] = [
  storyPlace,
  {
    ...storyPlace,
    id: 10,
    name: 'Lima',
    country: 'PE',
    latitude: -12.0464,
    longitude: -77.0428,
    organisation_id: null,
  },
];

/** The people a team names, as the profile list answers for them. */
export const storyMembers = [
  {
    id: 21,
    firstName: 'Margaret',
    lastName: 'Wanjiru',
    userId: 5,
    aimPositionalEmail: null,
    aimPersonalEmail: null,
  },
  {
    id: 24,
    firstName: 'Kofi',
    lastName: 'Osei',
    userId: null,
    aimPositionalEmail: null,
    aimPersonalEmail: null,
  },
];

/** The vision and strategy paper the team and unit follow. */
export const storyTeamPaper = {
  id: 41,
  public_id: '4101',
  searchable_text: 'Health care in the Rift Valley',
  last_updated: '2026-10-03T09:00:00Z',
};
