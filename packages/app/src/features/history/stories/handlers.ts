import type { RecordHistoryEntry } from '@mobilise/contract';
import { HttpResponse, http } from 'msw';
import { mswPath } from '../../../api/msw-path.ts';

/** A person profile's history: created by the office, then edited by its owner. */
export const storyProfileHistory: RecordHistoryEntry[] = [
  {
    at: '2026-03-02T09:15:00.000Z',
    actor: { user_id: 12, name: 'Mary Slessor' },
    action: 'person_profile.update',
    fields: ['known_as', 'phone_number'],
  },
  {
    at: '2026-02-11T14:40:00.000Z',
    actor: { user_id: 1100, name: 'Grace Mwangi' },
    action: 'person_profile.create',
    fields: ['first_name', 'last_name'],
  },
];

/**
 * The history calls of a mocked server: an assignment's and a person profile's, each answering its
 * entries (none unless given).
 */
export const recordHistoryService = ({
  assignment = [],
  personProfile = storyProfileHistory,
}: {
  assignment?: RecordHistoryEntry[] | (() => RecordHistoryEntry[]);
  personProfile?: RecordHistoryEntry[];
} = {}) => [
  http.get(mswPath('getAssignmentHistory'), () =>
    HttpResponse.json(typeof assignment === 'function' ? assignment() : assignment),
  ),
  http.get(mswPath('getPersonProfileHistory'), () => HttpResponse.json(personProfile)),
];
