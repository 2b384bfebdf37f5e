import { describe, expect, it } from 'vitest';
import { memberUser } from '../../guards/session-fixture.ts';
import { memoryStorage } from '../../shared/storage.ts';
import { maySwitchOrganisation, switchableOrganisations } from './active-organisation.ts';
import { activeOrganisationStore } from './active-organisation-store.ts';

const organisations = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const user = (overrides: Partial<typeof memberUser>) => ({ ...memberUser, ...overrides });

const admin = user({ is_admin: true });
const staffOf2And3 = user({ is_office_staff_for: [2, 3] });
const mobilisedBy4Then1 = user({ mobilised_by_organisations: [4, 1] });

describe('storing the active organisation (02 §6)', () => {
  it('R-ORG-010 keeps the chosen organisation in the storage it is given, across store instances', () => {
    const storage = memoryStorage();
    activeOrganisationStore(storage).write(3);
    expect(activeOrganisationStore(storage).read()).toBe(3);
    activeOrganisationStore(storage).clear();
    expect(activeOrganisationStore(storage).read()).toBeNull();
  });

  it.each(['', 'abc', '0', '-2', '2.5', '1e3'])('reads a stored %j as nothing stored', (value) => {
    expect(
      activeOrganisationStore(memoryStorage({ 'mobilise.activeOrganisationId': value })).read(),
    ).toBeNull();
  });
});

describe('switching organisation (spec 01 §5)', () => {
  const plain = (u: typeof memberUser) => ({ user: u, isInternationalOfficeConsultant: false });
  const internationalConsultant = {
    user: user({ is_education_consultant_for: [9] }),
    isInternationalOfficeConsultant: true,
  };

  it('R-ORG-002 an admin sees every organisation and may switch to any', () => {
    expect(switchableOrganisations(plain(admin), organisations, 'other')).toEqual(organisations);
    expect(maySwitchOrganisation(plain(admin), 4, 'other')).toBe(true);
  });

  it('R-ORG-003 office staff may switch only to organisations they are staff for', () => {
    expect(switchableOrganisations(plain(staffOf2And3), organisations, 'other')).toEqual([
      { id: 2 },
      { id: 3 },
    ]);
    expect(maySwitchOrganisation(plain(staffOf2And3), 3, 'other')).toBe(true);
    expect(maySwitchOrganisation(plain(staffOf2And3), 4, 'positions')).toBe(false);
  });

  it('R-ORG-004 an international-office education consultant sees and switches to all organisations on the positions page only', () => {
    expect(switchableOrganisations(internationalConsultant, organisations, 'positions')).toEqual(
      organisations,
    );
    expect(maySwitchOrganisation(internationalConsultant, 2, 'positions')).toBe(true);
    expect(switchableOrganisations(internationalConsultant, organisations, 'other')).toEqual([]);
  });

  it.each([
    { who: 'a member', switching: plain(memberUser) },
    { who: 'a mobilised user', switching: plain(mobilisedBy4Then1) },
    {
      who: 'an education consultant of the organisation',
      switching: plain(user({ is_education_consultant_for: [4] })),
    },
    { who: 'office staff of another organisation', switching: plain(user({ is_office_staff_for: [1] })) },
  ])('R-ORG-005 $who may not switch to organisation 4, on any page', ({ switching }) => {
    expect(maySwitchOrganisation(switching, 4, 'other')).toBe(false);
    expect(maySwitchOrganisation(switching, 4, 'positions')).toBe(false);
  });
});
