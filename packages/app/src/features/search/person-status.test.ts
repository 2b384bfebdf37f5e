import type { PersonProfileListItem } from '@mobilise/contract';
import { describe, expect, it } from 'vitest';
import { personStatusParts } from './person-status.ts';

const person = (fields: Partial<PersonProfileListItem>) => fields as PersonProfileListItem;

describe('personStatusParts', () => {
  it('lists the flags that are set, in the spec’s order', () => {
    expect(
      personStatusParts(
        person({
          is_short_term_applicant: true,
          is_employee: true,
          is_retired: false,
          memberStatus: 'ACTIVE',
        }),
      ),
    ).toEqual([
      { kind: 'flag', flag: 'is_employee' },
      { kind: 'flag', flag: 'is_short_term_applicant' },
    ]);
  });

  it('falls back to the member status when no flag is set, and to nothing without one', () => {
    expect(personStatusParts(person({ is_retired: false, memberStatus: 'INACTIVE' }))).toEqual([
      { kind: 'memberStatus', status: 'INACTIVE' },
    ]);
    expect(personStatusParts(person({}))).toEqual([]);
  });
});
