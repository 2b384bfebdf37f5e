import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requisitionRecordSchema, visionStrategyPaperRecordSchema } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createMember,
  createSecurityGroupMembers,
  createTeam,
  createTwoOrganisations,
  createUnit,
  type TwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';

const touched = ['requisitions', 'vision_strategy_papers', 'audit_log'] as const;
const searchQuery = 'per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED';

describeEachDatabase('requisitions and papers written', (database) => {
  let app: App;
  let dataDir: string;
  const db = () => database().db;
  const { lines: logLines, stream } = capturedLog();
  const world = {} as TwoOrganisations &
    Awaited<ReturnType<typeof createSecurityGroupMembers>> & {
      member: TestUser;
      regionId: number;
      teamA: number;
      unitA: number;
      teamB: number;
      archivedTeamA: number;
    };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-requisitions-'));
    ({ app } = await buildTestApp(database(), {
      logger: { level: 'warn', stream },
      env: { DATA_DIR: dataDir },
    }));
    Object.assign(world, await createTwoOrganisations(db()));
    Object.assign(world, await createSecurityGroupMembers(db(), world.orgA));
    world.member = await createMember(db(), [world.orgA]);
    world.regionId = (
      await db()
        .insertInto('regions')
        .values({ name: 'Iberia', code: `IB-${process.pid}-${Date.now()}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    world.teamA = (await createTeam(db(), { organisation_id: world.orgA, name: 'Lisboa team' })).id;
    world.unitA = (await createUnit(db(), { organisation_id: world.orgA })).id;
    world.teamB = (await createTeam(db(), { organisation_id: world.orgB })).id;
    world.archivedTeamA = (await createTeam(db(), { organisation_id: world.orgA, is_archived: true })).id;
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const as = (user: TestUser | { email: string; password: string }) => signedInClient(app, user);
  const put = (client: TestClient, url: string, payload: object) =>
    client.request({ method: 'PUT', url, payload });
  const auditOf = (entity: string, id: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'organisation_id', 'before', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  const requisitionRow = (publicId: string) =>
    db()
      .selectFrom('requisitions')
      .selectAll()
      .where('public_id', '=', Number(publicId))
      .executeTakeFirstOrThrow();

  async function openRequisition(fields: object = {}) {
    const office = await as(world.officeA);
    const response = await office.post('/api/requisitions', {
      organisation_id: world.orgA,
      title: 'Nurse, Lisboa clinic',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return requisitionRecordSchema.strict().parse(response.json());
  }

  describe('requisitions', () => {
    it('R-ROLE-020 C4 office staff create an OPEN requisition for a team of their organisation, with one audit row, found at once by the header search', async () => {
      const created = await openRequisition({
        title: 'Midwife, Lisboa São José clinic',
        description: 'Night shifts',
        region_id: world.regionId,
        term_type: 'SHORT_TERM',
        team_id: world.teamA,
      });
      expect(created).toMatchObject({
        title: 'Midwife, Lisboa São José clinic',
        description: 'Night shifts',
        region_id: world.regionId,
        term_type: 'SHORT_TERM',
        team_id: world.teamA,
        unit_id: null,
        availability: 'OPEN',
        organisation: { id: world.orgA, name: 'Alpha Mission' },
        attachments: [],
        version: 1,
        user_can: ['update', 'fill', 'archive'],
      });
      expect(await auditOf('requisition', created.public_id)).toEqual([
        expect.objectContaining({
          action: 'create',
          actor_user_id: world.officeA.id,
          organisation_id: world.orgA,
          before: null,
        }),
      ]);
      const office = await as(world.officeA);
      const found = await office.get(`/api/requisitions?${searchQuery}&search=sao%20jose%20midwife`);
      expect(found.json().data).toEqual([
        {
          public_id: created.public_id,
          title: 'Midwife, Lisboa São José clinic',
          region_id: world.regionId,
          availability: 'OPEN',
        },
      ]);
      const team = await office.get(`/api/teams/${world.teamA}`);
      expect(team.json().open_requisitions).toContainEqual(
        expect.objectContaining({ public_id: created.public_id }),
      );
    });

    it('C2 a save at the version read writes the fields that change (search sees the new title at once); a save at an older version is a 409 naming the current one, nothing written', async () => {
      const created = await openRequisition();
      const office = await as(world.officeA);
      const url = `/api/requisitions/${created.public_id}`;
      const saved = await put(office, url, { version: 1, title: 'Physiotherapist, Lisboa', unit_id: null });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ title: 'Physiotherapist, Lisboa', version: 2 });
      expect(await auditOf('requisition', created.public_id)).toEqual([
        expect.objectContaining({ action: 'create' }),
        expect.objectContaining({
          action: 'update',
          before: { title: 'Nurse, Lisboa clinic', version: 1 },
          after: { title: 'Physiotherapist, Lisboa', version: 2 },
        }),
      ]);
      const search = await office.get(`/api/requisitions?${searchQuery}&search=physiotherapist`);
      expect(search.json().data.map((item: { public_id: string }) => item.public_id)).toEqual([
        created.public_id,
      ]);
      const before = await requisitionRow(created.public_id);
      const stale = await put(office, url, { version: 1, title: 'From a second tab' });
      expect(stale.statusCode).toBe(409);
      expect(stale.headers['x-current-version']).toBe('2');
      expect(stale.json().errors).toEqual({ version: ['is 2 now'] });
      expect(await requisitionRow(created.public_id)).toEqual(before);
      expect(await auditOf('requisition', created.public_id)).toHaveLength(2);
    });

    it('R-STATE-027 fill (OPEN → FULFILLED), archive (→ RETRACTED) and reopen (→ OPEN), each audited under its name; a step the availability does not take and a save of an archived one are 409; the search leaves out the filled one at once', async () => {
      const created = await openRequisition({ title: 'Teacher, Porto school' });
      const office = await as(world.officeA);
      const url = `/api/requisitions/${created.public_id}`;
      const filled = await office.post(`${url}/fill`, { version: 1 });
      expect(filled.json()).toMatchObject({
        availability: 'FULFILLED',
        version: 2,
        user_can: ['update', 'archive', 'reopen'],
      });
      expect((await office.get(`/api/requisitions?${searchQuery}&search=porto`)).json().data).toEqual([]);
      const again = await office.post(`${url}/fill`, { version: 2 });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('transition_not_allowed');
      const archived = await office.post(`${url}/archive`, { version: 2 });
      expect(archived.json()).toMatchObject({ availability: 'RETRACTED', version: 3, user_can: ['reopen'] });
      const edit = await put(office, url, { version: 3, title: 'Changed' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().code).toBe('transition_not_allowed');
      const reopened = await office.post(`${url}/reopen`, { version: 3 });
      expect(reopened.json()).toMatchObject({
        availability: 'OPEN',
        version: 4,
        user_can: ['update', 'fill', 'archive'],
      });
      const audit = await auditOf('requisition', created.public_id);
      expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
        ['create', null, expect.anything()],
        ['fill', { availability: 'OPEN', version: 1 }, { availability: 'FULFILLED', version: 2 }],
        ['archive', { availability: 'FULFILLED', version: 2 }, { availability: 'RETRACTED', version: 3 }],
        ['reopen', { availability: 'RETRACTED', version: 3 }, { availability: 'OPEN', version: 4 }],
      ]);
    });

    it('a team with an open requisition is not archived (409 team_has_open_requisitions) until the requisition is filled; then it is, and the requisition is not reopened on it (422 team_id)', async () => {
      const team = (await createTeam(db(), { organisation_id: world.orgA, name: 'Porto team' })).id;
      const created = await openRequisition({ team_id: team });
      const office = await as(world.officeA);
      const refused = await office.post(`/api/teams/${team}/archive`, { version: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('team_has_open_requisitions');
      await office.post(`/api/requisitions/${created.public_id}/fill`, { version: 1 });
      const archived = await office.post(`/api/teams/${team}/archive`, { version: 1 });
      expect(archived.statusCode, archived.body).toBe(200);
      const reopened = await office.post(`/api/requisitions/${created.public_id}/reopen`, { version: 2 });
      expect(reopened.statusCode).toBe(422);
      expect(reopened.json().errors).toEqual({ team_id: ['is an archived team: bring it back first'] });
      expect((await requisitionRow(created.public_id)).availability).toBe('FULFILLED');
    });

    it.each([
      ['an empty title', { title: '  ' }, 'title'],
      ['a team of another organisation (Z5)', { team_id: 'teamB' }, 'team_id'],
      ['an archived team', { team_id: 'archivedTeamA' }, 'team_id'],
      ['a team and a unit', { team_id: 'teamA', unit_id: 'unitA' }, 'unit_id'],
      ['a region that does not exist', { region_id: 987654 }, 'region_id'],
      ['a term type not of the list', { term_type: 'FOREVER' }, 'term_type'],
      ['its availability (Z10)', { availability: 'FULFILLED' }, 'body'],
    ])('Z10 a create naming %s is a 422 naming %s, nothing written', async (_what, fields, field) => {
      const ids = {
        teamA: world.teamA,
        teamB: world.teamB,
        archivedTeamA: world.archivedTeamA,
        unitA: world.unitA,
      };
      const body = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, ids[value as keyof typeof ids] ?? value]),
      );
      const office = await as(world.officeA);
      const before = await countRows(db(), touched);
      const response = await office.post('/api/requisitions', {
        organisation_id: world.orgA,
        title: 'Nurse',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
      expect(await countRows(db(), touched)).toEqual(before);
    });

    it('Z10 a save naming the organisation or availability is a 422; a save moving it to another organisation’s team is a 422 on team_id; the stored row is unchanged', async () => {
      const created = await openRequisition();
      const office = await as(world.officeA);
      const url = `/api/requisitions/${created.public_id}`;
      const before = await requisitionRow(created.public_id);
      for (const payload of [
        { version: 1, organisation_id: world.orgB },
        { version: 1, availability: 'FULFILLED' },
        { version: 1, team_id: world.teamB },
      ]) {
        const response = await put(office, url, payload);
        expect(response.statusCode, response.body).toBe(422);
      }
      expect((await put(office, url, { version: 1, team_id: world.teamB })).json().errors).toEqual({
        team_id: ['is not a team of this organisation'],
      });
      expect(await requisitionRow(created.public_id)).toEqual(before);
      expect(await auditOf('requisition', created.public_id)).toHaveLength(1);
    });

    it('Z1 Z5 office staff of org B cannot create in org A, save or step org A’s requisition: 404 as for an unknown one, logged, nothing written', async () => {
      const created = await openRequisition();
      const officeB = await as(world.officeB);
      const before = await countRows(db(), touched);
      const row = await requisitionRow(created.public_id);
      logLines.length = 0;
      const answers = [
        await officeB.post('/api/requisitions', { organisation_id: world.orgA, title: 'Mine' }),
        await officeB.post('/api/requisitions', { organisation_id: 987654, title: 'Nowhere' }),
        await put(officeB, `/api/requisitions/${created.public_id}`, { version: 1, title: 'Mine' }),
        await officeB.post(`/api/requisitions/${created.public_id}/fill`, { version: 1 }),
        await officeB.post('/api/requisitions/987654321/fill', { version: 1 }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect(outOfScopeRefusals(logLines)).toEqual([
        expect.objectContaining({ entity: 'requisition', entityId: null, actorUserId: world.officeB.id }),
        expect.objectContaining({ entity: 'organisation', entityId: 987654 }),
        expect.objectContaining({ entity: 'requisition', entityId: Number(created.public_id) }),
        expect.objectContaining({ entity: 'requisition', entityId: Number(created.public_id) }),
      ]);
      expect(await countRows(db(), touched)).toEqual(before);
      expect(await requisitionRow(created.public_id)).toEqual(row);
    });

    it('Z12 R-ROLE-020 management creates and reads but may not save or step (403, user_can empty); senior leadership and admins may; leadership and plain members reach none (404)', async () => {
      const manager = await as(world.manager);
      const made = await manager.post('/api/requisitions', { organisation_id: world.orgA, title: 'Pilot' });
      expect(made.statusCode, made.body).toBe(201);
      const { public_id: publicId } = made.json();
      expect(made.json().user_can).toEqual([]);
      expect((await manager.get(`/api/requisitions/${publicId}`)).statusCode).toBe(200);
      const saved = await put(manager, `/api/requisitions/${publicId}`, { version: 1, title: 'Changed' });
      expect(saved.statusCode).toBe(403);
      expect((await manager.post(`/api/requisitions/${publicId}/fill`, { version: 1 })).statusCode).toBe(403);
      expect((await requisitionRow(publicId)).title).toBe('Pilot');
      const senior = await as(world.senior);
      expect(
        (await put(senior, `/api/requisitions/${publicId}`, { version: 1, title: 'Pilot, Faro' })).statusCode,
      ).toBe(200);
      const admin = await as(world.admin);
      expect((await admin.post(`/api/requisitions/${publicId}/fill`, { version: 2 })).statusCode).toBe(200);
      for (const user of [world.leader, world.member]) {
        const client = await as(user);
        expect(
          (await client.post('/api/requisitions', { organisation_id: world.orgA, title: 'X' })).statusCode,
        ).toBe(404);
        expect((await client.post(`/api/requisitions/${publicId}/archive`, { version: 3 })).statusCode).toBe(
          404,
        );
      }
    });

    it('the per-organisation listing keeps one organisation’s requisitions', async () => {
      const created = await openRequisition({ title: 'Gardener, Faro' });
      const admin = await as(world.admin);
      const inA = await admin.get(`/api/requisitions?organisation=${world.orgA}&search=gardener`);
      expect(inA.json().data.map((item: { public_id: string }) => item.public_id)).toEqual([
        created.public_id,
      ]);
      const inB = await admin.get(`/api/requisitions?organisation=${world.orgB}&search=gardener`);
      expect(inB.json().data).toEqual([]);
    });

    it('Z4 files attach to a requisition or paper through the asset calls: its readers read them, who may save it adds them; others 404', async () => {
      const requisition = await openRequisition();
      const office = await as(world.officeA);
      const paper = (
        await office.post('/api/vision-strategy-papers', {
          organisation_id: world.orgA,
          title: 'With a file',
        })
      ).json();
      const upload = (client: TestClient, type: string, id: number) => {
        const { payload, headers } = multipartBody('plan.pdf', pdfFile('Requisition plan'));
        return client.request({
          method: 'POST',
          url: `/private/api/assets?assetable_type=${type}&assetable_id=${id}`,
          payload,
          headers,
        });
      };
      for (const [type, path, record] of [
        ['requisition', 'requisitions', requisition],
        ['vision_strategy_paper', 'vision-strategy-papers', paper],
      ] as const) {
        const uploaded = await upload(office, type, record.id);
        expect(uploaded.statusCode, uploaded.body).toBe(201);
        const assetId = (uploaded.json() as { id: number }).id;
        expect((await office.get(`/api/${path}/${record.public_id}`)).json().attachments).toEqual([assetId]);
        const manager = await as(world.manager);
        expect((await manager.get(`/private/api/assets/${assetId}`)).statusCode).toBe(200);
        expect((await upload(manager, type, record.id)).statusCode).toBe(404);
        for (const outsider of [world.officeB, world.member]) {
          expect((await (await as(outsider)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(404);
          expect((await upload(await as(outsider), type, record.id)).statusCode).toBe(404);
        }
      }
    });
  });

  describe('vision and strategy papers', () => {
    async function writePaper() {
      const office = await as(world.officeA);
      const response = await office.post('/api/vision-strategy-papers', {
        organisation_id: world.orgA,
        title: 'Mobilisation in Iberia 2030',
        summary: 'Where we go',
        region_id: world.regionId,
      });
      expect(response.statusCode, response.body).toBe(201);
      return visionStrategyPaperRecordSchema.strict().parse(response.json());
    }

    it('R-ROLE-020 C4 office staff write a paper with one audit row, found at once by the header search, and save it at the version read (C2: 409 when stale, nothing written)', async () => {
      const paper = await writePaper();
      expect(paper).toMatchObject({
        title: 'Mobilisation in Iberia 2030',
        summary: 'Where we go',
        content: null,
        region_id: world.regionId,
        organisation: { id: world.orgA, name: 'Alpha Mission' },
        version: 1,
        user_can: ['update'],
      });
      const office = await as(world.officeA);
      const url = `/api/vision-strategy-papers/${paper.public_id}`;
      const saved = await put(office, url, { version: 1, content: 'Churches first.', title: 'Iberia 2031' });
      expect(saved.json()).toMatchObject({ title: 'Iberia 2031', content: 'Churches first.', version: 2 });
      const search = await office.get(
        '/api/vision-strategy-papers?per_page=5&sort=-last_updated&search=iberia%202031',
      );
      expect(search.json().data).toEqual([
        expect.objectContaining({ public_id: paper.public_id, searchable_text: 'Iberia 2031 — Where we go' }),
      ]);
      const stale = await put(office, url, { version: 1, title: 'Stale' });
      expect(stale.statusCode).toBe(409);
      expect(stale.headers['x-current-version']).toBe('2');
      const audit = await auditOf('vision_strategy_paper', paper.public_id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
      expect(audit[1]).toMatchObject({
        before: { title: 'Mobilisation in Iberia 2030', content: null, version: 1 },
        after: { title: 'Iberia 2031', content: 'Churches first.', version: 2 },
      });
    });

    it('Z10 an empty title, an unknown region or the organisation in a save is a 422 naming it, nothing written', async () => {
      const paper = await writePaper();
      const office = await as(world.officeA);
      const before = await countRows(db(), touched);
      const url = `/api/vision-strategy-papers/${paper.public_id}`;
      const answers = [
        await office.post('/api/vision-strategy-papers', { organisation_id: world.orgA, title: '' }),
        await put(office, url, { version: 1, region_id: 987654 }),
        await put(office, url, { version: 1, organisation_id: world.orgB }),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422]);
      expect(Object.keys(answers[0]?.json().errors)).toEqual(['title']);
      expect(answers[1]?.json().errors).toEqual({ region_id: ['names no region'] });
      expect(await countRows(db(), touched)).toEqual(before);
    });

    it('Z1 Z5 Z12 org B’s office staff get 404 (logged), management creates but may not save (403), leadership reaches none (404); nothing written', async () => {
      const paper = await writePaper();
      const url = `/api/vision-strategy-papers/${paper.public_id}`;
      logLines.length = 0;
      const officeB = await as(world.officeB);
      expect(
        (await officeB.post('/api/vision-strategy-papers', { organisation_id: world.orgA, title: 'X' }))
          .statusCode,
      ).toBe(404);
      expect((await put(officeB, url, { version: 1, title: 'Mine' })).statusCode).toBe(404);
      expect(outOfScopeRefusals(logLines)).toEqual([
        expect.objectContaining({ entity: 'vision_strategy_paper', entityId: null }),
        expect.objectContaining({ entity: 'vision_strategy_paper', entityId: Number(paper.public_id) }),
      ]);
      const manager = await as(world.manager);
      const made = await manager.post('/api/vision-strategy-papers', {
        organisation_id: world.orgA,
        title: 'Ours',
      });
      expect(made.statusCode).toBe(201);
      expect(made.json().user_can).toEqual([]);
      expect((await put(manager, url, { version: 1, title: 'Mine' })).statusCode).toBe(403);
      const leader = await as(world.leader);
      expect((await put(leader, url, { version: 1, title: 'Mine' })).statusCode).toBe(404);
      expect(
        (
          await db()
            .selectFrom('vision_strategy_papers')
            .select('title')
            .where('public_id', '=', Number(paper.public_id))
            .executeTakeFirstOrThrow()
        ).title,
      ).toBe('Mobilisation in Iberia 2030');
    });
  });
});
