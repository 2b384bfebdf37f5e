import { personPopUpSchema } from '@mobilise/contract';
import { expect, it } from 'vitest';
import { storyProfile } from '../../my-aim/stories/index.ts';
import { toPersonPopUp } from './person-pop-up.ts';

const profile = {
  ...storyProfile,
  avatarId: 9,
  isAdmin: true,
  invitedOn: '2024-03-05T10:00:00Z',
  positions: [
    { id: 1, name: 'Field director', removed: false },
    { id: 2, name: 'Treasurer', removed: true },
  ],
  appointments: [
    {
      application_id: 61,
      appointee_id: 21,
      term_type: 'FULL_TERM' as const,
      appointment_date: '2024-01-10',
      appointed_by: 5,
    },
  ],
};

it('R-POPUP-001 the pop-up person has id, name, email, avatarId, isAdmin, invitedOn, familyId, positions (name, removed) and appointments', () => {
  const person = toPersonPopUp(profile);
  expect(personPopUpSchema.strict().parse(person)).toEqual(person);
  expect(person).toEqual({
    id: 21,
    name: 'Mrs Margaret Ama Osei',
    email: 'maggie.osei@aim.example.org',
    avatarId: 9,
    isAdmin: true,
    invitedOn: '2024-03-05T10:00:00Z',
    familyId: 4,
    positions: [
      { name: 'Field director', removed: false },
      { name: 'Treasurer', removed: true },
    ],
    appointments: profile.appointments,
  });
});

it('takes the personal, then the alternative e-mail when the profile has no positional one', () => {
  expect(toPersonPopUp({ ...profile, aimPositionalEmail: null }).email).toBe('maggie@example.org');
  expect(
    toPersonPopUp({
      ...profile,
      aimPositionalEmail: null,
      aimPersonalEmail: null,
      aimAlternativeEmail: 'm@x.org',
    }).email,
  ).toBe('m@x.org');
});
