import { describe, expect, it } from 'vitest';
import { anActor } from '../../policies/actor-fixture.ts';
import { parseAnswers } from './answers.ts';
import { mobilisingOrganisationsAfterEdit, permittedAnswers } from './policy.ts';

const person = { id: 5, familyId: null, mobilisedBy: [1] };

describe('what a caller may write on a person profile', () => {
  it('Z5 hostile pass: moves a person only among the organisations the caller runs, never out of every one', () => {
    const officeOf1 = anActor({ officeStaffFor: [1] });
    const admin = anActor({ isAdmin: true });
    const required = { refused: 'mobilising_organisation_required' };
    const notRun = (...ids: number[]) => ({ refused: 'organisations_not_run', ids });
    const cases = [
      ['adds an organisation it runs', officeOf1, [2], [1, 2], { organisations: [1, 2] }],
      ['cannot add one it does not run', officeOf1, [1], [1, 3], notRun(3)],
      ['cannot remove one it does not run', officeOf1, [2, 1], [1], notRun(2)],
      ['names every organisation it may not touch', officeOf1, [2, 1], [1, 4, 3], notRun(4, 3, 2)],
      ['cannot leave the person without any', officeOf1, [1], [], required],
      ['cannot empty the list even of what it does not run', officeOf1, [2, 1], [], required],
      ['removes one it runs, keeping the others', officeOf1, [1, 2], [2], { organisations: [2] }],
      ['reorders within what it may touch', officeOf1, [2, 1], [1, 2], { organisations: [1, 2] }],
      ['admin sets any list', admin, [1], [3, 3, 4], { organisations: [3, 4] }],
      ['admin cannot leave the person without any', admin, [1], [], required],
      [
        'senior leadership runs its organisation',
        anActor({ securityGroups: [{ organisationId: 2, role: 'senior-leadership' }] }),
        [1],
        [1, 2],
        { organisations: [1, 2] },
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
