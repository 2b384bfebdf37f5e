import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { applicationListQuerySchema } from './applications.ts';
import { assetListQuerySchema, renameAssetBodySchema } from './assets.ts';
import { assignmentListQuerySchema } from './assignments.ts';
import { answersBodySchema } from './forms.ts';
import { personProfileListQuerySchema, updatePersonProfileBodySchema } from './person-profiles.ts';
import { idParamsSchema, isoDateSchema } from './primitives.ts';
import { requisitionListQuerySchema } from './search.ts';
import { teamOrUnitListQuerySchema } from './teams-and-units.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('dates', () => {
  it('R-CONST-009 a date is YYYY-MM-DD with dashes; without them, or a day that does not exist, it is refused', () => {
    expect(isoDateSchema.parse('2026-11-26')).toBe('2026-11-26');
    for (const bad of ['20261126', '2026/11/26', '26-11-2026', '2026-02-30', '2026-11-26T00:00:00Z', '']) {
      expect(issues(isoDateSchema, bad), bad).toEqual([
        { path: '', message: 'must be a date written YYYY-MM-DD' },
      ]);
    }
  });
});

describe('the query strings of the list calls (spec 01 §7, 02 §7)', () => {
  it('reads the person-profile filters: comma-joined ids, bare flags, page size', () => {
    expect(
      personProfileListQuerySchema.parse({
        id: '1,2,3',
        user: '70',
        email: ' ada@example.org ',
        has_user: 'true',
        with_status: '',
        with_assignments: 'false',
        with_current_address: '1',
        search: ' Ada ',
        per_page: '5',
        page: '2',
      }),
    ).toEqual({
      id: [1, 2, 3],
      user: [70],
      email: 'ada@example.org',
      has_user: true,
      with_status: true,
      with_assignments: false,
      with_current_address: true,
      search: 'Ada',
      per_page: 5,
      page: 2,
    });
  });

  it('refuses an unknown filter, a bad id in a list, a page size over 9999 and an oversized search, naming each', () => {
    expect(
      issues(personProfileListQuerySchema, {
        order: 'name',
        id: '1,x',
        per_page: '10000',
        search: 'a'.repeat(201),
      }).map((issue) => issue.path),
    ).toEqual(['id.1', 'search', 'per_page', '']);
  });

  it('reads the other list filters: assignments, applications, teams and units, requisitions, assets', () => {
    expect(
      assignmentListQuerySchema.parse({
        assignee: '7',
        per_page: '9999',
        is_abandoned: 'false',
        status: 'ACTIVE',
        organisation: '3,4',
      }),
    ).toEqual({
      organisation: [3, 4],
      assignee: [7],
      per_page: 9999,
      is_abandoned: false,
      status: ['ACTIVE'],
    });
    expect(
      applicationListQuerySchema.parse({
        applicant: '7',
        status: 'IN_PROGRESS,ON_HOLD',
        with_workflow_stages: '',
      }),
    ).toEqual({
      applicant: [7],
      status: ['IN_PROGRESS', 'ON_HOLD'],
      with_workflow_stages: true,
    });
    expect(
      applicationListQuerySchema.parse({
        organisation: '3,4',
        position: '9',
        stage: ' Interview ',
        sort: '-due',
        page: '2',
      }),
    ).toEqual({ organisation: [3, 4], position: [9], stage: 'Interview', sort: '-due', page: 2 });
    expect(teamOrUnitListQuerySchema.parse({ include_archived: 'true' })).toEqual({ include_archived: true });
    expect(
      requisitionListQuerySchema.parse({
        per_page: '5',
        sort: '-last_updated',
        exclude_availability: 'FULFILLED,RETRACTED',
        search: 'nurse',
      }),
    ).toEqual({
      per_page: 5,
      sort: '-last_updated',
      exclude_availability: ['FULFILLED', 'RETRACTED'],
      search: 'nurse',
    });
    expect(assetListQuerySchema.parse({ id: '4,5', assetable_type: 'team', assetable_id: '3' })).toEqual({
      id: [4, 5],
      assetable_type: 'team',
      assetable_id: 3,
    });
    expect(issues(assignmentListQuerySchema, { status: 'ACTIVE,GONE' }).map((issue) => issue.path)).toEqual([
      'status.1',
    ]);
  });

  it('lists files by id or by the record they are attached to, and refuses a record named by half', () => {
    expect(assetListQuerySchema.parse({ assetable_type: 'person_profile', assetable_id: '5' })).toEqual({
      assetable_type: 'person_profile',
      assetable_id: 5,
    });
    expect(issues(assetListQuerySchema, {}).map((issue) => issue.path)).toEqual(['id']);
    expect(
      issues(assetListQuerySchema, { id: '4', assetable_type: 'team' }).map((issue) => issue.path),
    ).toEqual(['assetable_id']);
    expect(
      issues(assetListQuerySchema, { assetable_type: 'planet', assetable_id: '1' }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['assetable_type']);
  });

  it('reads a path id, and refuses one that is not a positive whole number', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const bad of ['0', '-1', '1.5', 'me', '']) {
      expect(
        issues(idParamsSchema, { id: bad }).map((issue) => issue.path),
        bad,
      ).toEqual(['id']);
    }
  });
});

describe('the bodies of the writes', () => {
  it('PUT /api/person-profiles/{id} takes the answers with withFamily and the version read', () => {
    const body = { answers: { withFamily: false, firstName: 'Ada', nationalities: ['GB'] }, version: 4 };
    expect(updatePersonProfileBodySchema.parse(body)).toEqual(body);
  });

  it('PUT /api/person-profiles/{id} refuses an unknown top-level field, a withFamily that is not a boolean and a version that is not a count', () => {
    expect(
      issues(updatePersonProfileBodySchema, { answers: { withFamily: 'yes' }, version: 'new', extra: 1 }).map(
        (issue) => issue.path,
      ),
    ).toEqual(['answers.withFamily', 'version', '']);
  });

  it('PUT /api/person-profiles/{id} takes an autosave of one field without a version', () => {
    expect(updatePersonProfileBodySchema.parse({ answers: { knownAs: 'Zoë' } })).toEqual({
      answers: { knownAs: 'Zoë' },
    });
  });

  it('a form save takes answers by field name and a version; a rename a non-empty title of at most 255 characters', () => {
    expect(answersBodySchema.parse({ answers: { name: 'Lovelace' }, version: 0 })).toEqual({
      answers: { name: 'Lovelace' },
      version: 0,
    });
    expect(issues(renameAssetBodySchema, { title: 'x'.repeat(256) }).map((issue) => issue.path)).toEqual([
      'title',
    ]);
    expect(
      issues(renameAssetBodySchema, { title: 'Passport', filename: 'a.pdf' }).map((issue) => issue.path),
    ).toEqual(['']);
  });
});
