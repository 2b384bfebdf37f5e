import type { CurrentAddress, PersonProfileListItem } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { storyProfile } from '../../my-aim/stories/index.ts';
import { familyView } from './family-members.ts';

// Margaret's home, where the family lives.
const home = storyProfile.currentAddress as CurrentAddress;
const elsewhere: CurrentAddress = { ...home, line_one: 'PO Box 2141', town: 'Kijabe', postcode: null };

const member = (
  id: number,
  dateOfBirth: string | null,
  currentAddress: CurrentAddress | null = home,
): PersonProfileListItem => ({ ...storyProfile, id, dateOfBirth, currentAddress });

const today = '2026-11-26';
const summary = (members: PersonProfileListItem[]) =>
  familyView(members, today).members.map(({ member, role, age, ownAddress }) => ({
    id: member.id,
    role,
    age,
    ownAddress,
  }));

describe('the family page’s view of a family', () => {
  it('R-FAMILY-002 names a couple spouses and the members a generation younger children, adults first, eldest first', () => {
    expect(
      summary([
        member(3, '2012-03-14'),
        member(1, '1988-01-09'),
        member(2, '1986-06-21'),
        member(4, '2004-08-02'),
      ]),
    ).toEqual([
      { id: 2, role: 'spouse', age: 40, ownAddress: null },
      { id: 1, role: 'spouse', age: 38, ownAddress: null },
      { id: 4, role: 'child', age: 22, ownAddress: null },
      { id: 3, role: 'child', age: 14, ownAddress: null },
    ]);
  });

  it('names a lone adult with children a parent, and gives a lone member or one without a birth date no role', () => {
    expect(summary([member(1, '1980-01-01'), member(2, '2010-01-01')]).map(({ role }) => role)).toEqual([
      'parent',
      'child',
    ]);
    expect(summary([member(1, '1980-01-01')])[0]?.role).toBeNull();
    expect(summary([member(1, '1980-01-01'), member(2, null)])).toEqual([
      { id: 1, role: null, age: 46, ownAddress: null },
      { id: 2, role: null, age: null, ownAddress: null },
    ]);
  });

  it('says the address two or more members share once, and only the address of a member living elsewhere', () => {
    const view = familyView(
      [
        member(1, '1986-05-14'),
        member(2, '1984-02-01', elsewhere),
        member(3, '2019-03-02'),
        member(4, '2021-01-01', null),
      ],
      today,
    );
    expect(view.sharedAddress).toBe('12 Riverside Drive, Nairobi, 00100, Kenya');
    expect(
      view.members.map(({ ownAddress, livesAtSharedAddress }) => [ownAddress, livesAtSharedAddress]),
    ).toEqual([
      ['PO Box 2141, Kijabe, Kenya', false],
      [null, true],
      [null, true],
      [null, false],
    ]);
  });

  it('shares no address when no two members live at the same one', () => {
    const view = familyView([member(1, '1986-05-14'), member(2, '1984-02-01', elsewhere)], today);
    expect(view.sharedAddress).toBeNull();
    expect(view.members.map(({ ownAddress }) => ownAddress)).toEqual([
      'PO Box 2141, Kijabe, Kenya',
      '12 Riverside Drive, Nairobi, 00100, Kenya',
    ]);
  });
});
