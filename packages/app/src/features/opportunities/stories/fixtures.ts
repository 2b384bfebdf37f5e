import type {
  RequisitionRecord,
  RequisitionSearchResult,
  VisionStrategyPaper,
  VisionStrategyPaperRecord,
} from '@mobilise/contract';

/** The requisitions the stories' server knows, newest update first, as the listing shows them. */
export const storyRequisitions: RequisitionSearchResult[] = [
  { public_id: '5011', title: 'Nurse, Kijabe Hospital', region_id: 1, availability: 'OPEN' },
  { public_id: '5012', title: 'Teacher, Rift Valley Academy', region_id: 1, availability: 'OPEN' },
  {
    public_id: '5013',
    title: 'Accountant, Nairobi Finance Office',
    region_id: null,
    availability: 'FULFILLED',
  },
  { public_id: '5014', title: 'Pilot, Nairobi hangar', region_id: null, availability: 'RETRACTED' },
  { public_id: '5015', title: 'Nurse for the José María clinic, Lisbon', region_id: 2, availability: 'OPEN' },
];

/** The vision and strategy papers the stories' server knows, newest update first. */
export const storyPapers: VisionStrategyPaper[] = [
  {
    id: 41,
    public_id: '3011',
    searchable_text: 'Health care: vision and strategy 2026 — Where health care is heading',
    last_updated: '2026-10-03T09:00:00Z',
  },
  {
    id: 42,
    public_id: '3012',
    searchable_text: 'Mobilisation à Genève et Lyon',
    last_updated: '2026-09-12T09:00:00Z',
  },
  {
    id: 43,
    public_id: '3013',
    searchable_text: 'Education in the Rift Valley — Schools, teachers and families',
    last_updated: '2026-03-01T09:00:00Z',
  },
];

/** A requisition as its show page reads it. */
export const storyRequisition: RequisitionRecord = {
  id: 11,
  public_id: '5011',
  title: 'Nurse, Kijabe Hospital',
  description:
    'A registered nurse for the surgical ward of Kijabe Hospital.\nSwahili is a help; training is given on arrival.',
  availability: 'OPEN',
  term_type: 'FULL_TERM',
  region_id: null,
  team_id: null,
  unit_id: null,
  organisation: { id: 7, name: 'AIM Eastern Africa' },
  attachments: [],
  last_updated: '2026-10-03T09:00:00Z',
  version: 1,
  user_can: ['update', 'fill', 'archive'],
};

/** A vision and strategy paper as its show page reads it. */
export const storyPaper: VisionStrategyPaperRecord = {
  id: 41,
  public_id: '3011',
  title: 'Health care: vision and strategy 2026',
  summary: 'Where health care is heading',
  content:
    'Clinics in every province by 2030.\nNurses and doctors trained locally, with mission hospitals as teaching hospitals.',
  region_id: null,
  organisation: { id: 7, name: 'AIM Eastern Africa' },
  attachments: [],
  last_updated: '2026-10-03T09:00:00Z',
  version: 1,
  user_can: ['update'],
};
