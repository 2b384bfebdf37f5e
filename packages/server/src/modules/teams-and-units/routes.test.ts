import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  geolocationSchema,
  pagedSchema,
  type TeamRecord,
  teamRecordSchema,
  unitRecordSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createPerson,
  createRequisition,
  createSecurityGroupMembers,
  createTeam,
  createTwoOrganisations,
  createUnit,
  createVisionStrategyPaper,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';

const pagedTeams = pagedSchema(teamRecordSchema);
const pagedUnits = pagedSchema(unitRecordSchema);
const pagedPlaces = pagedSchema(geolocationSchema);
const touched = ['teams', 'team_members', 'units', 'geolocations', 'audit_log'] as const;

describeEachDatabase('teams, units and geolocations', (database) => {
  let app: App;
  let dataDir: string;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // Organisation A with its office staff, its senior leadership, leadership and management and a plain
  // member; organisation B with its office staff; an admin.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    senior: TestUser;
    leader: TestUser;
    manager: TestUser;
    member: TestUser;
    paperA: number;
    paperB: number;
    personA: number;
    personB: number;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-teams-'));
    ({ app } = await buildTestApp(database(), {
      logger: { level: 'warn', stream },
      env: { DATA_DIR: dataDir },
    }));
    Object.assign(world, await createTwoOrganisations(db()));
    const groups = await createSecurityGroupMembers(db(), world.orgA);
    world.senior = groups.senior;
    world.leader = groups.leader;
    world.manager = groups.manager;
    world.member = groups.applicant;
    world.paperA = (await createVisionStrategyPaper(db(), { organisation_id: world.orgA })).id;
    world.paperB = (await createVisionStrategyPaper(db(), { organisation_id: world.orgB })).id;
    world.personA = (await createPerson(db(), { mobilisedBy: [world.orgA] })).id;
    world.personB = (await createPerson(db(), { mobilisedBy: [world.orgB] })).id;
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await db().deleteFrom('requisitions').execute();
    await db().deleteFrom('teams').execute();
    await db().deleteFrom('units').execute();
    await db().deleteFrom('geolocations').execute();
    logLines.length = 0;
  });

  const put = (client: TestClient, url: string, payload: object) =>
    client.request({ method: 'PUT', url, payload });
  const team = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/teams/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return teamRecordSchema.parse(response.json());
  };
  const auditOf = (entity: string, id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  /** A unit of A with a published team (private notes, a member, an open requisition) and a draft one. */
  const unitWithTeams = async () => {
    const unit = (await createUnit(db(), { organisation_id: world.orgA, name: 'Health Care', code: 'HC' }))
      .id;
    const published = (
      await createTeam(db(), {
        organisation_id: world.orgA,
        unit_id: unit,
        name: 'Kijabe Hospital',
        code: 'HC-1',
        description: 'The hospital team.',
        type: 'MEDICAL',
        is_open_for_enquiries: true,
        private_notes: 'Leader changes next year.',
        vision_strategy_paper_id: world.paperA,
        memberIds: [world.personA],
      })
    ).id;
    const draft = (
      await createTeam(db(), {
        organisation_id: world.orgA,
        unit_id: unit,
        name: 'Arua Outreach',
        code: 'HC-2',
        status: 'DRAFT',
      })
    ).id;
    const requisition = await createRequisition(db(), {
      organisation_id: world.orgA,
      team_id: published,
      unit_id: unit,
      title: 'Family physician',
    });
    return { unit, published, draft, requisition };
  };

  describe('reading', () => {
    it('R-CALL-014 GET api/teams/{id} returns one team, field for field, with private notes for its office staff', async () => {
      const { unit, published, requisition } = await unitWithTeams();
      expect(await team(await as(world.officeA), published)).toEqual({
        id: published,
        name: 'Kijabe Hospital',
        unit_id: unit,
        code: 'HC-1',
        description: 'The hospital team.',
        organisation_id: world.orgA,
        is_open_for_enquiries: true,
        open_requisitions: [
          {
            public_id: String(requisition.public_id),
            title: 'Family physician',
            region_id: null,
            availability: 'OPEN',
          },
        ],
        attachments: [],
        private_notes: 'Leader changes next year.',
        is_archived: false,
        can_be_archived: false,
        can_be_unpublished: false,
        type: 'MEDICAL',
        vision_strategy_paper_id: world.paperA,
        status: 'PUBLISHED',
        person_profile_ids: [world.personA],
        version: 1,
        geolocation_id: null,
        user_can: ['update'],
      } satisfies TeamRecord);
    });

    it('R-CALL-015 R-CONST-003 GET api/teams?include_archived=true lists archived teams too, and the browser keeps the list 60 s (Cache-Control: private, max-age=60)', async () => {
      const { published, draft } = await unitWithTeams();
      const archived = (
        await createTeam(db(), { organisation_id: world.orgA, name: 'Moroni Centre', is_archived: true })
      ).id;
      const office = await as(world.officeA);
      const current = await office.get('/api/teams');
      expect(current.statusCode).toBe(200);
      expect(current.headers['cache-control']).toBe('private, max-age=60');
      expect(pagedTeams.parse(current.json()).data.map((each) => each.id)).toEqual([draft, published]);
      const all = await office.get('/api/teams?include_archived=true');
      expect(all.headers['cache-control']).toBe('private, max-age=60');
      expect(pagedTeams.parse(all.json()).data.map((each) => [each.name, each.is_archived])).toEqual([
        ['Arua Outreach', false],
        ['Kijabe Hospital', false],
        ['Moroni Centre', true],
      ]);
      expect(pagedTeams.parse(all.json()).total).toBe(3);
      // One team is not a list: it is not kept, nor is a refused list.
      expect((await office.get(`/api/teams/${archived}`)).headers['cache-control']).toBe('no-store');
      expect((await office.get('/api/teams?include_archived=maybe')).headers['cache-control']).toBe(
        'no-store',
      );
    });

    it('R-CALL-016 GET api/units/{id} returns one unit with the teams under it and its open requisitions counted', async () => {
      const { unit, published, draft } = await unitWithTeams();
      const response = await (await as(world.officeA)).get(`/api/units/${unit}`);
      expect(response.statusCode).toBe(200);
      expect(unitRecordSchema.parse(response.json())).toEqual({
        id: unit,
        name: 'Health Care',
        description: null,
        code: 'HC',
        organisation_id: world.orgA,
        vision_strategy_paper_id: null,
        is_open_for_enquiries: false,
        private_notes: null,
        open_requisitions_count: 1,
        teams: [
          { id: draft, name: 'Arua Outreach', code: 'HC-2', status: 'DRAFT', is_archived: false },
          { id: published, name: 'Kijabe Hospital', code: 'HC-1', status: 'PUBLISHED', is_archived: false },
        ],
        can_be_archived: false,
        is_archived: false,
        attachments: [],
        version: 1,
        user_can: ['update'],
      });
    });

    it('R-CALL-017 R-CONST-003 GET api/units?include_archived=true lists archived units too, kept 60 s by the browser', async () => {
      const current = (await createUnit(db(), { organisation_id: world.orgA, name: 'Education' })).id;
      const archived = (
        await createUnit(db(), { organisation_id: world.orgA, name: 'Aviation', is_archived: true })
      ).id;
      const office = await as(world.officeA);
      const some = await office.get('/api/units');
      expect(some.headers['cache-control']).toBe('private, max-age=60');
      expect(pagedUnits.parse(some.json()).data.map((each) => each.id)).toEqual([current]);
      const all = await office.get('/api/units?include_archived=true');
      expect(all.headers['cache-control']).toBe('private, max-age=60');
      expect(pagedUnits.parse(all.json()).data.map((each) => each.id)).toEqual([archived, current]);
    });

    it('Z1 office staff of org B asking for a team, unit or geolocation of org A get 404, like an unknown one, and the refusal is logged', async () => {
      const { unit, published } = await unitWithTeams();
      const place = await createPlace(world.orgA);
      const office = await as(world.officeB);
      logLines.length = 0;
      for (const url of [`/api/teams/${published}`, `/api/units/${unit}`, `/api/geolocations/${place}`]) {
        const response = await office.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
      expect((await office.get('/api/teams/987654')).statusCode).toBe(404);
      expect(outOfScopeRefusals(logLines)).toEqual([
        expect.objectContaining({ entity: 'team', entityId: published, actorUserId: world.officeB.id }),
        expect.objectContaining({ entity: 'unit', entityId: unit, actorUserId: world.officeB.id }),
        expect.objectContaining({ entity: 'geolocation', entityId: place, actorUserId: world.officeB.id }),
      ]);
    });

    it('Z2 teams, units and geolocations lists never show or count another organisation’s, even when asked for it', async () => {
      await unitWithTeams();
      await createPlace(world.orgA);
      const teamB = (await createTeam(db(), { organisation_id: world.orgB, name: 'Beta team' })).id;
      const unitB = (await createUnit(db(), { organisation_id: world.orgB, name: 'Beta unit' })).id;
      const placeB = await createPlace(world.orgB);
      const office = await as(world.officeA);
      for (const query of ['', '?include_archived=true', `?organisation=${world.orgB}`]) {
        const teams = pagedTeams.parse((await office.get(`/api/teams${query}`)).json());
        expect(teams.data.map((each) => each.organisation_id)).not.toContain(world.orgB);
        expect(teams.total).toBe(query.includes('organisation') ? 0 : 2);
        const units = pagedUnits.parse((await office.get(`/api/units${query}`)).json());
        expect(units.data.map((each) => each.id)).not.toContain(unitB);
        expect(units.total).toBe(query.includes('organisation') ? 0 : 1);
      }
      const places = pagedPlaces.parse((await office.get('/api/geolocations')).json());
      expect(places.data.map((each) => each.id)).not.toContain(placeB);
      expect(places.total).toBe(1);
      const mixed = pagedTeams.parse((await (await as(world.admin)).get('/api/teams')).json());
      expect(mixed.data.map((each) => each.id)).toContain(teamB);
    });

    it('Z4 Z12 the organisation’s leadership and management read its published teams and its units, without private notes, drafts or the requisitions their group keeps from them', async () => {
      const { unit, published, draft } = await unitWithTeams();
      // Management works on every requisition of its organisation, leadership on none of them.
      for (const [reader, requisitions] of [
        [world.leader, []],
        [world.manager, ['Family physician']],
      ] as const) {
        const client = await as(reader);
        const seen = await team(client, published);
        expect(seen.private_notes).toBeNull();
        expect(seen.open_requisitions.map((each) => each.title)).toEqual(requisitions);
        expect(seen.user_can).toEqual([]);
        expect((await client.get(`/api/teams/${draft}`)).statusCode).toBe(404);
        const unitSeen = unitRecordSchema.parse((await client.get(`/api/units/${unit}`)).json());
        expect(unitSeen.teams.map((each) => each.id)).toEqual([published]);
        const listed = pagedTeams.parse((await client.get('/api/teams')).json());
        expect(listed.data.map((each) => each.id)).toEqual([published]);
      }
      // A plain member of the organisation, and office staff of another, reach none of it (404).
      for (const stranger of [world.member, world.officeB]) {
        const client = await as(stranger);
        expect((await client.get(`/api/teams/${published}`)).statusCode).toBe(404);
        expect((await client.get(`/api/units/${unit}`)).statusCode).toBe(404);
        expect(pagedTeams.parse((await client.get('/api/teams')).json()).total).toBe(0);
      }
    });
  });

  it('Z4 F5 files attach to a team or unit through the asset calls: its readers read them, who may update it adds them; others 404', async () => {
    const { unit, published } = await unitWithTeams();
    const upload = (client: TestClient, type: 'team' | 'unit', id: number) => {
      const { payload, headers } = multipartBody('plan.pdf', pdfFile('Team plan'));
      return client.request({
        method: 'POST',
        url: `/private/api/assets?assetable_type=${type}&assetable_id=${id}`,
        payload,
        headers,
      });
    };
    const office = await as(world.officeA);
    for (const [type, id] of [
      ['team', published],
      ['unit', unit],
    ] as const) {
      const uploaded = await upload(office, type, id);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const assetId = (uploaded.json() as { id: number }).id;
      const record = await office.get(`/api/${type}s/${id}`);
      expect(record.json().attachments).toEqual([assetId]);
      expect((await (await as(world.manager)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(200);
      expect((await upload(await as(world.manager), type, id)).statusCode).toBe(404);
      for (const outsider of [world.officeB, world.member]) {
        expect((await (await as(outsider)).get(`/private/api/assets/${assetId}`)).statusCode).toBe(404);
        expect((await upload(await as(outsider), type, id)).statusCode).toBe(404);
      }
    }
  });

  /** A place of the organisation, straight in the database. */
  const createPlace = async (organisationId: number | null, name = 'Kijabe') =>
    (
      await db()
        .insertInto('geolocations')
        .values({ organisation_id: organisationId, name, country: 'KE', latitude: -0.935, longitude: 36.592 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  describe('writing teams and units', () => {
    it('R-STATE-026 a team is created DRAFT, published to PUBLISHED and unpublished back to DRAFT; no other status is taken', async () => {
      const unit = (await createUnit(db(), { organisation_id: world.orgA })).id;
      const office = await as(world.officeA);
      const created = await office.post('/api/teams', {
        organisation_id: world.orgA,
        name: 'Goma Church Leaders',
        code: 'CP-1',
        unit_id: unit,
        person_profile_ids: [world.personA],
        private_notes: 'Visa pending.',
      });
      expect(created.statusCode, created.body).toBe(201);
      const record = teamRecordSchema.parse(created.json());
      expect(record).toMatchObject({
        status: 'DRAFT',
        version: 1,
        unit_id: unit,
        person_profile_ids: [world.personA],
        private_notes: 'Visa pending.',
        can_be_archived: false,
        can_be_unpublished: false,
        user_can: ['update', 'publish'],
      });
      const published = await office.post(`/api/teams/${record.id}/publish`, { version: 1 });
      expect(published.json()).toMatchObject({ status: 'PUBLISHED', version: 2, can_be_unpublished: true });
      expect((await office.post(`/api/teams/${record.id}/publish`, { version: 2 })).statusCode).toBe(409);
      const unpublished = await office.post(`/api/teams/${record.id}/unpublish`, { version: 2 });
      expect(unpublished.json()).toMatchObject({ status: 'DRAFT', version: 3 });
      const refused = await office.post('/api/teams', {
        organisation_id: world.orgA,
        name: 'Juba',
        code: 'ED-3',
        status: 'OPEN',
      });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['body']);
      expect(await auditOf('team', record.id)).toEqual([
        expect.objectContaining({
          action: 'create',
          actor_user_id: world.officeA.id,
          organisation_id: world.orgA,
        }),
        expect.objectContaining({
          action: 'publish',
          before: { status: 'DRAFT', version: 1 },
          after: { status: 'PUBLISHED', version: 2 },
        }),
        expect.objectContaining({
          action: 'unpublish',
          before: { status: 'PUBLISHED', version: 2 },
          after: { status: 'DRAFT', version: 3 },
        }),
      ]);
    });

    it('archive and unpublish are refused with their reason while the team has open requisitions or active members, nothing written; allowed once they are gone', async () => {
      const { published, requisition } = await unitWithTeams();
      const office = await as(world.officeA);
      const before = await countRows(db(), touched);
      const archive = await office.post(`/api/teams/${published}/archive`, { version: 1 });
      expect(archive.statusCode).toBe(409);
      expect(archive.json()).toMatchObject({
        code: 'team_has_open_requisitions',
        message: 'This team has open requisitions: fill or archive them first.',
      });
      const unpublish = await office.post(`/api/teams/${published}/unpublish`, { version: 1 });
      expect(unpublish.json()).toMatchObject({ code: 'team_has_open_requisitions' });
      await db()
        .updateTable('requisitions')
        .set({ availability: 'FULFILLED' })
        .where('id', '=', requisition.id)
        .execute();
      const members = await office.post(`/api/teams/${published}/archive`, { version: 1 });
      expect(members.statusCode).toBe(409);
      expect(members.json().code).toBe('team_has_active_members');
      const french = await office.request({
        method: 'POST',
        url: `/api/teams/${published}/archive`,
        payload: { version: 1 },
        headers: { 'accept-language': 'fr' },
      });
      expect(french.json().message).toBe(
        'Cette équipe a des membres actifs : elle ne peut pas être archivée tant qu’ils y servent.',
      );
      expect(await countRows(db(), touched)).toEqual(before);
      expect((await team(office, published)).can_be_unpublished).toBe(true);
      await db()
        .updateTable('person_profiles')
        .set({ member_status: 'INACTIVE' })
        .where('id', '=', world.personA)
        .execute();
      const archived = await office.post(`/api/teams/${published}/archive`, { version: 1 });
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json()).toMatchObject({ is_archived: true, version: 2, user_can: ['unarchive'] });
      await db()
        .updateTable('person_profiles')
        .set({ member_status: 'ACTIVE' })
        .where('id', '=', world.personA)
        .execute();
    });

    it('a unit is archived only once every team under it is archived and nothing is open', async () => {
      const { unit, published, draft, requisition } = await unitWithTeams();
      const office = await as(world.officeA);
      const refused = await office.post(`/api/units/${unit}/archive`, { version: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('unit_has_open_requisitions');
      await db().deleteFrom('requisitions').where('id', '=', requisition.id).execute();
      expect((await office.post(`/api/units/${unit}/archive`, { version: 1 })).json().code).toBe(
        'unit_has_active_teams',
      );
      await db()
        .updateTable('teams')
        .set({ is_archived: true })
        .where('id', 'in', [published, draft])
        .execute();
      const archived = await office.post(`/api/units/${unit}/archive`, { version: 1 });
      expect(archived.json()).toMatchObject({
        is_archived: true,
        can_be_archived: false,
        user_can: ['unarchive'],
      });
      // No team goes under an archived unit, nor comes back to life under one.
      const moved = await put(office, `/api/teams/${published}`, { version: 1, unit_id: unit });
      expect(moved.statusCode).toBe(409);
      const elsewhere = (await createTeam(db(), { organisation_id: world.orgA, name: 'Elsewhere' })).id;
      const into = await put(office, `/api/teams/${elsewhere}`, { version: 1, unit_id: unit });
      expect(into.statusCode).toBe(422);
      expect(into.json().errors).toEqual({ unit_id: ['is an archived unit: bring it back first'] });
      const revived = await office.post(`/api/teams/${published}/unarchive`, { version: 1 });
      expect(revived.json().errors).toEqual({ unit_id: ['is an archived unit: bring it back first'] });
      const back = await office.post(`/api/units/${unit}/unarchive`, { version: 2 });
      expect(back.json()).toMatchObject({ is_archived: false, can_be_archived: true, version: 3 });
    });

    it.each([
      ['office staff', 'officeA', 200, 201, 200],
      ['an admin', 'admin', 200, 201, 200],
      ['senior leadership (manage_teams, manage_units)', 'senior', 200, 201, 200],
      ['leadership', 'leader', 404, 403, 403],
      ['management', 'manager', 404, 403, 403],
      ['a member', 'member', 404, 404, 404],
      ['office staff of another organisation', 'officeB', 404, 404, 404],
    ] as const)(
      '%s (%s) of organisation A: reading its draft team answers %i, creating a team and a unit %i, saving its team %i',
      async (_who, key, readDraft, create, update) => {
        const { published, draft } = await unitWithTeams();
        const client = await as(world[key]);
        expect((await client.get(`/api/teams/${draft}`)).statusCode).toBe(readDraft);
        const before = await countRows(db(), touched);
        const team = await client.post('/api/teams', {
          organisation_id: world.orgA,
          name: 'New team',
          code: 'N-1',
        });
        expect(team.statusCode, team.body).toBe(create);
        const unit = await client.post('/api/units', {
          organisation_id: world.orgA,
          name: 'New unit',
          code: 'NU',
        });
        expect(unit.statusCode, unit.body).toBe(create);
        const saved = await put(client, `/api/teams/${published}`, { version: 1, name: 'Renamed' });
        expect(saved.statusCode, saved.body).toBe(update);
        if (create !== 201) {
          expect(await countRows(db(), touched)).toEqual(before);
        }
      },
    );

    it('Z5 an organisation, unit, paper or person of another organisation in a team’s or unit’s body cannot redirect the write: 404 or 422, nothing written', async () => {
      const { published } = await unitWithTeams();
      const unitB = (await createUnit(db(), { organisation_id: world.orgB })).id;
      const office = await as(world.officeA);
      const before = await countRows(db(), touched);
      const elsewhere = await office.post('/api/teams', {
        organisation_id: world.orgB,
        name: 'Mine',
        code: 'M',
      });
      expect(elsewhere.statusCode).toBe(404);
      expect(
        (await office.post('/api/units', { organisation_id: world.orgB, name: 'Mine', code: 'M' }))
          .statusCode,
      ).toBe(404);
      const refusals: [object, string][] = [
        [{ unit_id: unitB }, 'unit_id'],
        [{ vision_strategy_paper_id: world.paperB }, 'vision_strategy_paper_id'],
        [{ person_profile_ids: [world.personA, world.personB] }, 'person_profile_ids'],
        [{ geolocation_id: 987654 }, 'geolocation_id'],
      ];
      for (const [fields, field] of refusals) {
        const created = await office.post('/api/teams', {
          organisation_id: world.orgA,
          name: 'T',
          code: 'T',
          ...fields,
        });
        expect(created.statusCode, field).toBe(422);
        expect(Object.keys(created.json().errors)).toEqual([field]);
        const saved = await put(office, `/api/teams/${published}`, { version: 1, ...fields });
        expect(saved.statusCode, field).toBe(422);
      }
      expect(
        (
          await office.post('/api/teams', {
            organisation_id: world.orgA,
            name: 'T',
            code: 'T',
            person_profile_ids: [world.personB],
          })
        ).json().errors,
      ).toEqual({ person_profile_ids: [`names people you cannot add: ${world.personB}`] });
      expect(await countRows(db(), touched)).toEqual(before);
    });

    it('Z10 the organisation, status and archiving are not fields of a team’s save: refused, stored values unchanged', async () => {
      const { published } = await unitWithTeams();
      const office = await as(world.officeA);
      for (const field of [
        { organisation_id: world.orgB },
        { status: 'DRAFT' },
        { is_archived: true },
        { can_be_archived: true },
        { open_requisitions: [] },
      ]) {
        const response = await put(office, `/api/teams/${published}`, { version: 1, ...field });
        expect(response.statusCode).toBe(422);
      }
      expect(await team(office, published)).toMatchObject({
        organisation_id: world.orgA,
        status: 'PUBLISHED',
        is_archived: false,
        version: 1,
      });
      expect(await auditOf('team', published)).toEqual([]);
    });

    it('C2 C4 a team saved at the version read changes with one audit row; a stale save gets 409 naming the current version and writes nothing', async () => {
      const { published } = await unitWithTeams();
      const office = await as(world.officeA);
      const saved = await put(office, `/api/teams/${published}`, {
        version: 1,
        name: 'Kijabe Hospital Team',
        person_profile_ids: [],
        is_open_for_enquiries: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        name: 'Kijabe Hospital Team',
        person_profile_ids: [],
        version: 2,
      });
      expect(await auditOf('team', published)).toEqual([
        {
          actor_user_id: world.officeA.id,
          organisation_id: world.orgA,
          action: 'update',
          before: { name: 'Kijabe Hospital', person_profile_ids: [world.personA], version: 1 },
          after: { name: 'Kijabe Hospital Team', person_profile_ids: [], version: 2 },
        },
      ]);
      const before = await countRows(db(), touched);
      const stale = await put(office, `/api/teams/${published}`, { version: 1, name: 'Other tab' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'stale_version', errors: { version: ['is 2 now'] } });
      expect(stale.headers['x-current-version']).toBe('2');
      expect(await countRows(db(), touched)).toEqual(before);
      expect((await team(office, published)).name).toBe('Kijabe Hospital Team');
    });
  });

  it('Z10 C2 C4 a unit saved at the version read changes with one audit row; its organisation is no field of the save, a stale save is 409; neither writes anything', async () => {
    const unit = (await createUnit(db(), { organisation_id: world.orgA, name: 'Education', code: 'ED' })).id;
    const office = await as(world.officeA);
    const before = await countRows(db(), touched);
    expect(
      (await put(office, `/api/units/${unit}`, { version: 1, organisation_id: world.orgB })).statusCode,
    ).toBe(422);
    expect((await put(office, `/api/units/${unit}`, { version: 1, is_archived: true })).statusCode).toBe(422);
    expect(await countRows(db(), touched)).toEqual(before);
    const saved = await put(office, `/api/units/${unit}`, {
      version: 1,
      name: 'Education and training',
      vision_strategy_paper_id: world.paperA,
    });
    expect(saved.json()).toMatchObject({
      name: 'Education and training',
      organisation_id: world.orgA,
      version: 2,
    });
    const stale = await put(office, `/api/units/${unit}`, { version: 1, name: 'Late' });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['x-current-version']).toBe('2');
    expect(await auditOf('unit', unit)).toEqual([
      {
        actor_user_id: world.officeA.id,
        organisation_id: world.orgA,
        action: 'update',
        before: { name: 'Education', vision_strategy_paper_id: null, version: 1 },
        after: { name: 'Education and training', vision_strategy_paper_id: world.paperA, version: 2 },
      },
    ]);
  });

  describe('geolocations', () => {
    it('C2 C4 Z10 holders of manage_geographical_locations create and edit their organisation’s geolocations with one audit row each; coordinates out of range, unknown countries, a stale version and the organisation are refused, nothing written', async () => {
      const office = await as(world.officeA);
      const created = await office.post('/api/geolocations', {
        organisation_id: world.orgA,
        name: 'Nairobi',
        country: 'KE',
        latitude: -1.286,
        longitude: 36.817,
      });
      expect(created.statusCode, created.body).toBe(201);
      const place = geolocationSchema.parse(created.json());
      expect(place).toEqual({
        id: place.id,
        name: 'Nairobi',
        country: 'KE',
        latitude: -1.286,
        longitude: 36.817,
        location_type: null,
        region_id: null,
        organisation_id: world.orgA,
        version: 1,
        user_can: ['update'],
      });
      const before = await countRows(db(), touched);
      for (const [fields, field] of [
        [{ latitude: 90.5 }, 'latitude'],
        [{ latitude: -91 }, 'latitude'],
        [{ longitude: 180.01 }, 'longitude'],
        [{ longitude: -200 }, 'longitude'],
        [{ country: 'ZZ' }, 'country'],
        [{ country: 'kenya' }, 'country'],
      ] as const) {
        const response = await office.post('/api/geolocations', {
          organisation_id: world.orgA,
          name: 'Nowhere',
          country: 'KE',
          latitude: 0,
          longitude: 0,
          ...fields,
        });
        expect(response.statusCode, field).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
      expect(
        (await put(office, `/api/geolocations/${place.id}`, { version: 1, latitude: 95 })).json().errors,
      ).toEqual({
        latitude: ['must be between -90 and 90'],
      });
      const otherOrganisation = await put(office, `/api/geolocations/${place.id}`, {
        version: 1,
        organisation_id: world.orgB,
      });
      expect(otherOrganisation.statusCode).toBe(422);
      expect(await countRows(db(), touched)).toEqual(before);
      const moved = await put(office, `/api/geolocations/${place.id}`, {
        version: 1,
        latitude: -1.3,
        name: 'Nairobi West',
      });
      expect(moved.json()).toMatchObject({ latitude: -1.3, name: 'Nairobi West', version: 2 });
      expect(
        (await put(office, `/api/geolocations/${place.id}`, { version: 1, name: 'Late' })).statusCode,
      ).toBe(409);
      expect(await auditOf('geolocation', place.id)).toEqual([
        expect.objectContaining({ action: 'create', organisation_id: world.orgA }),
        expect.objectContaining({
          action: 'update',
          before: { name: 'Nairobi', latitude: -1.286, version: 1 },
          after: { name: 'Nairobi West', latitude: -1.3, version: 2 },
        }),
      ]);
    });

    it('Z5 Z12 a geolocation of another organisation, or a shared one by a non-admin, is refused; those without manage_geographical_locations reach none', async () => {
      const shared = await createPlace(null, 'Shared');
      const office = await as(world.officeA);
      const before = await countRows(db(), touched);
      const body = { name: 'X', country: 'KE', latitude: 0, longitude: 0 };
      expect(
        (await office.post('/api/geolocations', { ...body, organisation_id: world.orgB })).statusCode,
      ).toBe(404);
      expect((await office.post('/api/geolocations', { ...body, organisation_id: null })).statusCode).toBe(
        403,
      );
      // A shared place is read by every holder, changed by admins only.
      expect(
        geolocationSchema.parse((await office.get(`/api/geolocations/${shared}`)).json()).user_can,
      ).toEqual([]);
      expect(
        (await put(office, `/api/geolocations/${shared}`, { version: 1, name: 'Mine' })).statusCode,
      ).toBe(403);
      for (const without of [world.leader, world.manager, world.member]) {
        const client = await as(without);
        expect((await client.get('/api/geolocations')).statusCode).toBe(404);
        expect((await client.get(`/api/geolocations/${shared}`)).statusCode).toBe(404);
        expect(
          (await client.post('/api/geolocations', { ...body, organisation_id: world.orgA })).statusCode,
        ).toBe(404);
      }
      expect(await countRows(db(), touched)).toEqual(before);
      const admin = await as(world.admin);
      expect((await admin.post('/api/geolocations', { ...body, organisation_id: null })).statusCode).toBe(
        201,
      );
    });
  });
});
