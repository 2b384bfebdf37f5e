import { describe, expect, it } from 'vitest';
import { anActor } from '../../policies/actor-fixture.ts';
import { parseAnswers } from './answers.ts';
import { mobilisingOrganisationsAfterEdit, permittedAnswers } from './policy.ts';

const person = { id: 5, familyId: null, mobilisedBy: [1] };

describe('what a caller may write on a person profile', () => {
  it('Z5 moves a person only among the organisations the caller runs; an admin anywhere', () => {
    const officeOf1 = anActor({ officeStaffFor: [1] });
    const cases = [
      ['adds an organisation it runs', officeOf1, [2], [1, 2], [1, 2]],
      ['cannot add one it does not run', officeOf1, [1], [1, 3], [1]],
      ['cannot remove one it does not run', officeOf1, [2, 1], [], [2]],
      ['removes one it runs, keeping the others', officeOf1, [1, 2], [2], [2]],
      ['reorders within what it may touch', officeOf1, [2, 1], [1, 2], [1, 2]],
      ['admin sets any list', anActor({ isAdmin: true }), [1], [3, 3, 4], [3, 4]],
      [
        'senior leadership runs its organisation',
        anActor({ securityGroups: [{ organisationId: 2, role: 'senior-leadership' }] }),
        [1],
        [1, 2],
        [1, 2],
      ],
    ] as const;
    for (const [label, actor, stored, requested, expected] of cases) {
      expect(mobilisingOrganisationsAfterEdit(actor, stored, requested), label).toEqual(expected);
    }
  });

  it('Z10 keeps office fields for those who run one of the person organisations', () => {
    const answers = parseAnswers({ knownAs: 'K', memberStatus: 'INACTIVE', is_retired: true, isAdmin: true });
    const names = (actor: ReturnType<typeof anActor>) =>
      permittedAnswers(actor, person, answers).map((answer) => answer.name);
    expect(names(anActor({ personProfileId: 5 }))).toEqual(['knownAs']);
    expect(names(anActor({ officeStaffFor: [1] }))).toEqual(['knownAs', 'memberStatus', 'is_retired']);
    expect(names(anActor({ officeStaffFor: [2], personProfileId: 5 }))).toEqual(['knownAs']);
    expect(names(anActor({ isAdmin: true }))).toEqual(['knownAs', 'memberStatus', 'is_retired']);
  });

  it('stores a cleared text or date answer as null and trims names', () => {
    expect(parseAnswers({ middleNames: '', dateOfBirth: ' ', firstName: '  Ann ' })).toEqual([
      { name: 'middleNames', tier: 'self', value: null },
      { name: 'dateOfBirth', tier: 'self', value: null },
      { name: 'firstName', tier: 'self', value: 'Ann' },
    ]);
  });
});
