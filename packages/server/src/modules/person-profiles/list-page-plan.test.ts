import type { PersonProfileSort } from '@mobilise/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { planOf } from '../../test/query-plan.ts';
import { matchesOf, pageIdsInOrder } from './repository.ts';

describeEachDatabase('a list page of person profiles', (database) => {
  it.each<[PersonProfileSort, string]>([
    ['name', 'person_profiles_name_key_scope_idx'],
    ['-name', 'person_profiles_name_key_scope_idx'],
    ['last_updated', 'person_profiles_updated_scope_idx'],
    ['-last_updated', 'person_profiles_updated_scope_idx'],
  ])(
    'sorted by %s, walks %s alone, testing the scope on each entry without probing the memberships',
    async (sort, index) => {
      const { db } = database();
      const scope = { all: false as const, organisationIds: [1, 2], selfId: 1, familyId: 1 };
      const query = pageIdsInOrder(matchesOf(db, scope, {}, sort), {
        limit: 25,
        offset: 975,
        sort,
      }).compile();

      const plan = await planOf(db, query, ['seqscan', 'sort']);
      expect(plan).toContain(`Index Only Scan${sort.startsWith('-') ? ' Backward' : ''} using ${index}`);
      expect(plan).toMatch(/Filter: \(\(mobilising_organisation_ids && /);
      expect(plan).not.toContain('person_profile_mobilising_organisations');
    },
  );
});
