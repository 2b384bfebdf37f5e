import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  extraordinaryLeaveSubTypes,
  formTemplateSchema,
  leaveRequestRecordSchema,
  leaveRequestStatuses,
  leaveTypes,
  pagedSchema,
  recordFormSchema,
  travelPlanRecordSchema,
  travelTypes,
} from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClients, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createFamily,
  createLeaveRequest,
  createMember,
  createOfficeStaff,
  createPerson,
  createTravelPlan,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, createUser, mailTo, type TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';
import { writeSetting } from '../system-settings/repository.ts';

const pagedLeave = pagedSchema(leaveRequestRecordSchema);
const pagedTravel = pagedSchema(travelPlanRecordSchema);
const touched = [
  'leave_requests',
  'leave_request_types',
  'leave_request_subjects',
  'travel_plans',
  'travel_plan_types',
  'audit_log',
  'mail_outbox',
] as const;

describeEachDatabase('leave and travel', (database) => {
  let app: App;
  let dataDir: string;
  const clock = new TestClock(new Date('2027-06-10T10:00:00Z'));
  const db = () => database().db;
  const as = signedInClients(() => app);

  // Organisation A mobilises Mary Slessor (with her husband John and daughter Ella, and Ruth of A's
  // office, who is family too); her active assignment is received by B, so B decides her leave. Carey
  // is B's member; the admin has a profile of their own.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    ruth: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: number;
    child: number;
    carey: TestUser & { personProfileId: number };
    stranger: TestUser & { personProfileId: number };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-leave-'));
    ({ app } = await buildTestApp(database(), { clock, env: { DATA_DIR: dataDir } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.spouse = (
      await createPerson(db(), { first_name: 'John', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    world.child = (
      await createPerson(db(), { first_name: 'Ella', last_name: 'Slessor', mobilisedBy: [world.orgA] })
    ).id;
    world.ruth = await createOfficeStaff(db(), [world.orgB], {
      profile: { first_name: 'Ruth', last_name: 'Slessor' },
    });
    await createFamily(db(), 'Slessor', [
      world.member.personProfileId,
      world.spouse,
      world.child,
      world.ruth.personProfileId ?? 0,
    ]);
    await createAssignment(db(), {
      assignee_person_profile_id: world.member.personProfileId,
      received_by_organisation_id: world.orgB,
      status: 'ACTIVE',
    });
    world.carey = await createMember(db(), [world.orgB], {
      profile: { first_name: 'William', last_name: 'Carey' },
    });
    world.stranger = await createMember(db(), [world.orgA]);
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await writeSetting(
      db(),
      'feature_flags',
      {
        leave_requests: true,
        travel_plans: true,
        leave_request_extensive_confirm_ended_flow: true,
        travel_plan_extensive_confirm_ended_flow: true,
      },
      clock.now(),
    );
  });

  /** A save of the form: its answers wrapped under `answers`, with the version read when given. */
  const put = (client: TestClient, url: string, { version, ...answers }: Record<string, unknown>) =>
    client.request({ method: 'PUT', url, payload: { answers, ...(version !== undefined && { version }) } });
  const create = (client: TestClient, url: string, answers: object) => client.post(url, { answers });

  async function requestLeave(client: TestClient, body: object, person = world.member.personProfileId) {
    const response = await create(client, `/api/leave-requests?person_profile=${person}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }

  async function leave(client: TestClient, id: number) {
    const response = await client.get(`/api/leave-requests/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return leaveRequestRecordSchema.parse(response.json());
  }

  const auditOf = (entity: string, id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  const compassionate = {
    departureDate: '2027-07-01',
    arrivalDate: '2027-07-02',
    returnDate: '2027-07-20',
    destination: 'Aberdeen',
    types: ['EXTRAORDINARY'],
    subType: 'COMPASSIONATE',
  };

  describe('the forms', () => {
    it('serve the blank leave form for the person, offering them and their family as subjects', async () => {
      const member = await as(world.member);
      const response = await member.get('/api/leave-requests/form');
      expect(response.statusCode, response.body).toBe(200);
      const template = formTemplateSchema.parse(response.json());
      const fields = template.pages.flatMap((page) =>
        page.sections.flatMap((each) =>
          each.nodes.flatMap((node) => (node.type === 'SingleQuestion' ? [node.question.input] : [])),
        ),
      );
      expect(fields.map((input) => input.fieldName)).toEqual([
        'subjectIds',
        'travellingFamilyMemberPersonProfileIds',
        'departureDate',
        'arrivalDate',
        'returnDate',
        'types',
        'subType',
        'multipleTypeNotes',
        'destination',
        'destinationAddress',
        'phoneNumbers',
        'notes',
      ]);
      const subjects = fields.find((input) => input.fieldName === 'subjectIds');
      expect(subjects?.options?.map((option) => option.value).sort()).toEqual(
        [world.member.personProfileId, world.spouse, world.child, world.ruth.personProfileId].sort(),
      );
      const returnDate = fields.find((input) => input.fieldName === 'returnDate');
      expect(returnDate?.constraints).toContainEqual({
        type: 'DateAfter',
        another_field: 'departureDate',
        scope: 'local',
      });
    });

    it('R-STATE-016 R-STATE-017 the leave form offers the nine leave types and the six EXTRAORDINARY sub types', async () => {
      const template = formTemplateSchema.parse(
        (await (await as(world.member)).get('/api/leave-requests/form')).json(),
      );
      const input = (name: string) =>
        template.pages
          .flatMap((page) => page.sections.flatMap((each) => each.nodes))
          .flatMap((node) => (node.type === 'SingleQuestion' ? [node.question.input] : []))
          .find((each) => each.fieldName === name);
      expect(input('types')?.options?.map((option) => option.value)).toEqual([
        'HOME',
        'HOME_ASSIGNMENT',
        'ADMINISTRATIVE',
        'ABSENCE',
        'STUDY',
        'HARDSHIP',
        'EXTRAORDINARY',
        'PROFESSIONAL',
        'ANNUAL',
      ]);
      expect(leaveTypes).toHaveLength(9);
      expect(input('subType')?.options?.map((option) => option.value)).toEqual([
        'COMPASSIONATE',
        'MARRIAGE',
        'POLITICAL_EVACUATION',
        'FAMILY_REASON',
        'SICKNESS_OR_MEDICAL',
        'MISSION_BUSINESS',
      ]);
      expect(extraordinaryLeaveSubTypes).toHaveLength(6);
      expect(input('subType')?.conditions).toEqual([
        { kind: 'hasValue', field: 'types', value: 'EXTRAORDINARY' },
      ]);
    });

    it('R-STATE-018 the travel form offers the three travel types, with a country or an organisation', async () => {
      const template = formTemplateSchema.parse(
        (await (await as(world.member)).get('/api/travel-plans/form')).json(),
      );
      const inputs = template.pages
        .flatMap((page) => page.sections.flatMap((each) => each.nodes))
        .flatMap((node) => (node.type === 'SingleQuestion' ? [node.question.input] : []));
      const input = (name: string) => inputs.find((each) => each.fieldName === name);
      expect(input('travelType')?.options?.map((option) => option.value)).toEqual([
        'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE',
        'TRAVEL_WITHIN_COUNTRY_OF_SERVICE',
        'TRAVEL_TO_ANOTHER_ORGANISATION',
      ]);
      expect(travelTypes).toHaveLength(3);
      expect(input('destinationCountry')?.options?.length).toBe(250);
      expect(input('destinationOrganisationId')?.options?.map((option) => option.label)).toEqual(
        expect.arrayContaining(['Alpha Mission', 'Beta Mission']),
      );
      expect(input('hasNotNotifiedOnSiteLeadershipReason')?.conditions).toEqual([
        { kind: 'hasValue', field: 'hasNotifiedOnSiteLeadership', value: false },
      ]);
    });

    it('Z4 the blank form for a person the caller does not speak for is a 404', async () => {
      const carey = await as(world.carey);
      expect(
        (await carey.get(`/api/leave-requests/form?person_profile=${world.member.personProfileId}`))
          .statusCode,
      ).toBe(404);
      const officeB = await as(world.officeB);
      expect(
        (await officeB.get(`/api/leave-requests/form?person_profile=${world.carey.personProfileId}`))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('create and update', () => {
    it('R-ENTITY-012 a member asks for EXTRAORDINARY (COMPASSIONATE) leave with a travelling child: awaiting approval, decided by the receiving organisation', async () => {
      const member = await as(world.member);
      const id = await requestLeave(member, {
        ...compassionate,
        subjectIds: [world.member.personProfileId],
        travellingFamilyMemberPersonProfileIds: [world.child],
        phoneNumbers: ['+44 1224 000000'],
        destinationAddress: {
          type: 'HA',
          addressLineOne: '1 Union St',
          city: 'Aberdeen',
          country: 'GB',
          postCode: 'AB1',
        },
        notes: 'Funeral of my mother',
      });
      const record = await leave(member, id);
      expect(Object.keys(record)).toEqual(
        expect.arrayContaining([
          'id',
          'version',
          'publicId',
          'subjectIds',
          'departureDate',
          'arrivalDate',
          'returnDate',
          'destination',
          'destinationAddress',
          'phoneNumbers',
          'notes',
          'attachments',
          'assignments',
          'hasBeenConfirmedAsTakingPlace',
          'hasBeenConfirmedAsEnded',
          'types',
          'status',
          'multipleTypeNotes',
          'travellingFamilyMemberPersonProfileIds',
          'createdAt',
          'createdBy',
          'updatedAt',
          'updatedBy',
          'updatedReason',
          'userCan',
        ]),
      );
      expect(record).toMatchObject({
        status: 'AWAITING_APPROVAL',
        subjectIds: [world.member.personProfileId],
        travellingFamilyMemberPersonProfileIds: [world.child],
        departureDate: '2027-07-01',
        arrivalDate: '2027-07-02',
        returnDate: '2027-07-20',
        destination: 'Aberdeen',
        destinationAddress: {
          addressLineOne: '1 Union St',
          addressLineTwo: '',
          city: 'Aberdeen',
          country: 'GB',
          postCode: 'AB1',
        },
        phoneNumbers: ['+44 1224 000000'],
        notes: 'Funeral of my mother',
        types: [{ type: 'EXTRAORDINARY', sub_type: 'COMPASSIONATE' }],
        hasBeenConfirmedAsTakingPlace: false,
        hasBeenConfirmedAsEnded: false,
        person: { id: world.member.personProfileId, name: 'Mary Slessor' },
        organisation: { id: world.orgB, name: 'Beta Mission' },
        createdBy: world.member.id,
        updatedReason: null,
        decisionReason: null,
        isLegacy: false,
        userCan: ['update'],
      });
      expect(record.assignments).toHaveLength(1);
      expect(await auditOf('leave_request', id)).toEqual([
        expect.objectContaining({
          actor_user_id: world.member.id,
          organisation_id: world.orgB,
          action: 'create',
        }),
      ]);
    });

    it('refuses a return before or on the departure, a sub type without EXTRAORDINARY and people outside the family with 422 naming the field, writing nothing', async () => {
      const member = await as(world.member);
      const counts = await countRows(db(), touched);
      const cases: [object, string][] = [
        [{ departureDate: '2027-07-10', returnDate: '2027-07-01' }, 'returnDate'],
        [{ departureDate: '2027-07-10', returnDate: '2027-07-10' }, 'returnDate'],
        [{ types: ['ANNUAL'], subType: 'MARRIAGE' }, 'subType'],
        [{ types: ['NOT_A_TYPE'] }, 'types'],
        [{ subjectIds: [world.carey.personProfileId] }, 'subjectIds'],
        [{ attachments: [999999] }, 'attachments'],
      ];
      for (const [body, field] of cases) {
        const response = await create(member, '/api/leave-requests', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(response.json().errors)[0], JSON.stringify(body)).toMatch(
          new RegExp(`^answers\\.${field}`),
        );
      }
      expect(await countRows(db(), touched)).toEqual(counts);
    });

    it('an update checks the return against the stored departure too', async () => {
      const member = await as(world.member);
      const id = await requestLeave(member, { departureDate: '2027-08-01', returnDate: '2027-08-10' });
      const response = await put(member, `/api/leave-requests/${id}`, { departureDate: '2027-08-15' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['answers.returnDate']);
      expect((await leave(member, id)).departureDate).toBe('2027-08-01');
    });

    it('C1 C2 a stale save is a 409 naming the current version; two saves with one version: one wins, wholly', async () => {
      const member = await as(world.member);
      const office = await as(world.officeA);
      const id = await requestLeave(member, { destination: 'Edinburgh' });
      const { version } = await leave(member, id);
      const responses = await Promise.all([
        put(member, `/api/leave-requests/${id}`, { destination: 'Glasgow', notes: 'by train', version }),
        put(office, `/api/leave-requests/${id}`, { destination: 'Dundee', notes: 'by bus', version }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const lost = responses.find((response) => response.statusCode === 409);
      expect(lost?.json()).toMatchObject({
        code: 'stale_version',
        errors: { version: [`is ${version + 1} now`] },
      });
      const stored = await leave(member, id);
      expect([
        { destination: 'Glasgow', notes: 'by train' },
        { destination: 'Dundee', notes: 'by bus' },
      ]).toContainEqual({ destination: stored.destination, notes: stored.notes });
      expect(stored.version).toBe(version + 1);
      expect((await auditOf('leave_request', id)).map((row) => row.action)).toEqual(['create', 'update']);
    });

    it('an edit of an APPROVED request needs updatedReason (422) and returns it to AWAITING_APPROVAL', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const id = await requestLeave(member, { ...compassionate, subjectIds: [world.member.personProfileId] });
      const approved = await office.post(`/api/leave-requests/${id}/approve`, { version: 1 });
      expect(approved.statusCode, approved.body).toBe(200);
      const without = await put(member, `/api/leave-requests/${id}`, { destination: 'Inverness' });
      expect(without.statusCode).toBe(422);
      expect(Object.keys(without.json().errors)).toEqual(['answers.updatedReason']);
      const form = recordFormSchema.parse((await member.get(`/api/leave-requests/${id}/form`)).json());
      expect(form.pages[0]?.sections[0]?.id).toBe('change');
      const edited = await put(member, `/api/leave-requests/${id}`, {
        destination: 'Inverness',
        updatedReason: 'The funeral moved',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(leaveRequestRecordSchema.parse(edited.json())).toMatchObject({
        status: 'AWAITING_APPROVAL',
        destination: 'Inverness',
        updatedReason: 'The funeral moved',
      });
    });
  });

  describe('reads', () => {
    it('Z4 the person, the people it is for, office staff of the deciding and mobilising organisations and admins read it; others get 404 and never list it', async () => {
      const member = await as(world.member);
      const id = await requestLeave(member, {
        destination: 'Z4 place',
        subjectIds: [world.member.personProfileId, world.spouse],
      });
      for (const reader of [world.member, world.officeA, world.officeB, world.admin, world.ruth]) {
        expect((await (await as(reader)).get(`/api/leave-requests/${id}`)).statusCode).toBe(200);
      }
      for (const outsider of [world.carey, world.stranger]) {
        const client = await as(outsider);
        expect((await client.get(`/api/leave-requests/${id}`)).statusCode).toBe(404);
        expect((await client.get(`/api/leave-requests/${id}/form`)).statusCode).toBe(404);
        const listed = pagedLeave.parse((await client.get('/api/leave-requests?per_page=9999')).json());
        expect(listed.data.map((record) => record.id)).not.toContain(id);
        const combined = (await client.get('/api/leave-and-travel?per_page=9999')).json() as {
          data: { id: number }[];
        };
        expect(combined.data.map((record) => record.id)).not.toContain(id);
        expect((await put(client, `/api/leave-requests/${id}`, { destination: 'x' })).statusCode).toBe(404);
        expect((await client.post(`/api/leave-requests/${id}/approve`, { version: 1 })).statusCode).toBe(404);
      }
    });

    it('lists filter by person, organisation, status, type, date overlap and awaiting confirmation, sorted and paged', async () => {
      const person = world.carey.personProfileId;
      const made = {
        june: await createLeaveRequest(db(), {
          person_profile_id: person,
          organisation_id: world.orgB,
          departure_date: '2027-06-01',
          return_date: '2027-06-05',
          status: 'APPROVED',
        }),
        july: await createLeaveRequest(db(), {
          person_profile_id: person,
          organisation_id: world.orgB,
          departure_date: '2027-07-01',
          return_date: '2027-07-05',
        }),
        august: await createLeaveRequest(db(), {
          person_profile_id: person,
          organisation_id: world.orgB,
          departure_date: '2027-08-01',
          return_date: '2027-08-05',
          status: 'REJECTED',
        }),
      };
      const office = await as(world.officeB);
      const ids = async (query: string) =>
        pagedLeave
          .parse((await office.get(`/api/leave-requests?person_profile=${person}&${query}`)).json())
          .data.map((record) => record.id);
      expect(await ids('sort=departure')).toEqual([made.june.id, made.july.id, made.august.id]);
      expect(await ids('sort=-departure')).toEqual([made.august.id, made.july.id, made.june.id]);
      expect(await ids('status=APPROVED,REJECTED')).toEqual([made.june.id, made.august.id]);
      expect(await ids('type=ANNUAL')).toHaveLength(3);
      expect(await ids('type=HOME')).toEqual([]);
      expect(await ids('from=2027-06-04&to=2027-07-01')).toEqual([made.june.id, made.july.id]);
      expect(await ids(`organisation=${world.orgA}`)).toEqual([]);
      expect(await ids('awaiting_confirmation=true')).toEqual([made.june.id]);
      const page = pagedLeave.parse(
        (await office.get(`/api/leave-requests?person_profile=${person}&per_page=2&page=2`)).json(),
      );
      expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
      expect(page.data.map((record) => record.id)).toEqual([made.august.id]);
      expect((await office.get('/api/leave-requests?person_profile=')).statusCode).toBe(422);
    });

    it('R-STATE-015 the combined list holds leave requests and travel plans, each with its kind and one of the statuses AWAITING_APPROVAL, APPROVED, REJECTED', async () => {
      const person = world.carey.personProfileId;
      const plan = await createTravelPlan(db(), {
        person_profile_id: person,
        organisation_id: world.orgB,
        departure_date: '2027-05-01',
        return_date: '2027-05-03',
      });
      const office = await as(world.officeB);
      const response = await office.get(`/api/leave-and-travel?person_profile=${person}&sort=departure`);
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().data as { kind: string; id: number; status: string }[];
      expect(items[0]).toMatchObject({ kind: 'travel_plan', id: plan.id });
      expect(items.filter((item) => item.kind === 'leave_request').length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.status))).toEqual(
        new Set(['AWAITING_APPROVAL', 'APPROVED', 'REJECTED']),
      );
      expect(leaveRequestStatuses).toEqual(['AWAITING_APPROVAL', 'APPROVED', 'REJECTED']);
      const travelOnly = (
        await office.get(`/api/leave-and-travel?person_profile=${person}&kind=travel_plan`)
      ).json();
      expect(travelOnly.data.map((item: { id: number }) => item.id)).toEqual([plan.id]);
    });

    it('R-ENTITY-013 a travel plan has the leave fields and its own four, each type with a country or an organisation', async () => {
      const member = await as(world.member);
      const created = await create(member, '/api/travel-plans', {
        departureDate: '2027-07-03',
        returnDate: '2027-07-05',
        destination: 'Nairobi',
        purposeOfTravel: 'Conference',
        travelType: 'TRAVEL_TO_ANOTHER_ORGANISATION',
        destinationOrganisationId: world.orgA,
        hasNotifiedOnSiteLeadership: false,
        hasNotNotifiedOnSiteLeadershipReason: 'They are away',
      });
      expect(created.statusCode, created.body).toBe(201);
      const plan = travelPlanRecordSchema.parse(
        (await member.get(`/api/travel-plans/${created.json().id}`)).json(),
      );
      expect(plan).toMatchObject({
        types: [{ type: 'TRAVEL_TO_ANOTHER_ORGANISATION', country: null, organisation_id: world.orgA }],
        purposeOfTravel: 'Conference',
        hasNotifiedOnSiteLeadership: false,
        hasNotNotifiedOnSiteLeadershipReason: 'They are away',
        destinationId: null,
        status: 'AWAITING_APPROVAL',
        subjectIds: [world.member.personProfileId],
      });
      const outside = await put(member, `/api/travel-plans/${plan.id}`, {
        travelType: 'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE',
        destinationCountry: 'KE',
        hasNotifiedOnSiteLeadership: true,
      });
      expect(outside.statusCode, outside.body).toBe(200);
      expect(travelPlanRecordSchema.parse(outside.json())).toMatchObject({
        types: [{ type: 'TRAVEL_OUTSIDE_COUNTRY_OF_SERVICE', country: 'KE', organisation_id: null }],
        hasNotifiedOnSiteLeadership: true,
        hasNotNotifiedOnSiteLeadershipReason: null,
      });
      const listed = pagedTravel.parse((await member.get('/api/travel-plans')).json());
      expect(listed.data.map((each) => each.id)).toContain(plan.id);
    });
  });

  describe('files', () => {
    async function upload(client: TestClient, query: string) {
      const { payload, headers } = multipartBody('certificate.pdf', pdfFile('Certificate'));
      const response = await client.request({
        method: 'POST',
        url: `/private/api/assets?${query}`,
        payload,
        headers,
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    }

    it('Z4 F5 the person attaches files (uploaded onto the request, or uploaded first and named in a save); outsiders get 404', async () => {
      const member = await as(world.member);
      const id = await requestLeave(member, { destination: 'With files' });
      const onto = await upload(member, `assetable_type=leave_request&assetable_id=${id}`);
      const loose = await upload(member, '');
      expect((await leave(member, id)).attachments).toEqual([onto]);
      const saved = await put(member, `/api/leave-requests/${id}`, { attachments: [onto, loose] });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(leaveRequestRecordSchema.parse(saved.json()).attachments.sort()).toEqual([onto, loose].sort());
      expect((await (await as(world.officeB)).get(`/private/api/assets/${loose}`)).statusCode).toBe(200);
      for (const outsider of [world.carey, world.stranger]) {
        expect((await (await as(outsider)).get(`/private/api/assets/${onto}`)).statusCode).toBe(404);
      }
      const someoneElses = await upload(await as(world.carey), '');
      const refused = await put(member, `/api/leave-requests/${id}`, { attachments: [onto, someoneElses] });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['answers.attachments']);
    });

    it("R-GUARD-001 R-GUARD-002 with its flag off, a leave request's or travel plan's files are out of reach as the record is: no upload (nothing written), no read, for the person and their office staff", async () => {
      const member = await as(world.member);
      const leaveId = await requestLeave(member, { destination: 'Flagged files' });
      const travel = await create(member, '/api/travel-plans', { destination: 'Flagged travel' });
      expect(travel.statusCode, travel.body).toBe(201);
      const onLeave = `assetable_type=leave_request&assetable_id=${leaveId}`;
      const onTravel = `assetable_type=travel_plan&assetable_id=${travel.json().id}`;
      const leaveFile = await upload(member, onLeave);
      const travelFile = await upload(member, onTravel);
      const touched = ['assets', 'asset_attachments'] as const;
      const refusedFor = async (query: string, file: number) => {
        for (const user of [world.member, world.officeB]) {
          const client = await as(user);
          const { payload, headers } = multipartBody('late.pdf', pdfFile('Late'));
          const upload = await client.request({
            method: 'POST',
            url: `/private/api/assets?${query}`,
            payload,
            headers,
          });
          expect(upload.statusCode).toBe(404);
          expect((await client.get(`/private/api/assets/${file}`)).statusCode).toBe(404);
        }
      };

      await writeSetting(db(), 'feature_flags', { leave_requests: true, travel_plans: false }, clock.now());
      const before = await countRows(db(), touched);
      await refusedFor(onTravel, travelFile);
      expect((await member.get(`/private/api/assets/${leaveFile}`)).statusCode).toBe(200);
      await writeSetting(db(), 'feature_flags', { leave_requests: false, travel_plans: true }, clock.now());
      await refusedFor(onLeave, leaveFile);
      await refusedFor(onTravel, travelFile);
      expect(await countRows(db(), touched)).toEqual(before);
    });
  });

  describe('decisions', () => {
    it('Z7 nobody approves their own leave (the person, a travelling family member, an admin) and approving needs office staff of the deciding organisation: 403, nothing written', async () => {
      const member = await as(world.member);
      const id = await requestLeave(member, {
        ...compassionate,
        subjectIds: [world.member.personProfileId],
        travellingFamilyMemberPersonProfileIds: [world.ruth.personProfileId ?? 0],
      });
      const adminWithProfile = await createUser(db(), { isAdmin: true });
      const admin = await as(adminWithProfile);
      const adminOwn = await requestLeave(admin, compassionate, adminWithProfile.personProfileId ?? 0);
      const counts = await countRows(db(), touched);
      for (const [user, code] of [
        [world.member, 'own_leave_decision'],
        [world.ruth, 'own_leave_decision'],
        [world.officeA, 'capability_not_held'],
      ] as const) {
        const response = await (await as(user)).post(`/api/leave-requests/${id}/approve`, { version: 1 });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(code);
      }
      const ownByAdmin = await admin.post(`/api/leave-requests/${adminOwn}/approve`, { version: 1 });
      expect(ownByAdmin.statusCode).toBe(403);
      expect(ownByAdmin.json().code).toBe('own_leave_decision');
      expect(await countRows(db(), touched)).toEqual(counts);
      expect((await leave(await as(world.officeB), id)).userCan).toEqual(['update', 'approve', 'reject']);
      expect((await leave(member, id)).userCan).toEqual(['update']);
    });

    it('office staff of the deciding organisation approve; the person is mailed, not the decider; a decided one is not decided again (Z8 409)', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const id = await requestLeave(member, { ...compassionate, subjectIds: [world.member.personProfileId] });
      const before = (await mailTo(db(), world.member.email)).length;
      const deciderBefore = (await mailTo(db(), world.officeB.email)).length;
      const response = await office.post(`/api/leave-requests/${id}/approve`, { version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(leaveRequestRecordSchema.parse(response.json())).toMatchObject({
        status: 'APPROVED',
        version: 2,
      });
      const mails = await mailTo(db(), world.member.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.body_text).toContain('has been approved');
      expect(await mailTo(db(), world.officeB.email)).toHaveLength(deciderBefore);
      const counts = await countRows(db(), touched);
      expect(
        (await office.post(`/api/leave-requests/${id}/reject`, { version: 2, reason: 'No' })).statusCode,
      ).toBe(409);
      expect((await office.post(`/api/leave-requests/${id}/approve`, { version: 2 })).statusCode).toBe(409);
      expect(await countRows(db(), touched)).toEqual(counts);
    });

    it('reject needs a reason (422); with one the person is told it', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const id = await requestLeave(member, { ...compassionate, subjectIds: [world.member.personProfileId] });
      expect((await office.post(`/api/leave-requests/${id}/reject`, { version: 1 })).statusCode).toBe(422);
      expect(
        (await office.post(`/api/leave-requests/${id}/reject`, { version: 1, reason: '  ' })).statusCode,
      ).toBe(422);
      const response = await office.post(`/api/leave-requests/${id}/reject`, {
        version: 1,
        reason: 'Too many away',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status: 'REJECTED', decisionReason: 'Too many away' });
      expect((await mailTo(db(), world.member.email)).at(-1)?.body_text).toContain('Reason: Too many away');
      expect((await put(member, `/api/leave-requests/${id}`, { destination: 'x' })).statusCode).toBe(409);
    });

    it('when office staff asked on the person’s behalf, the decision is mailed to the person and to them', async () => {
      const requester = await as(world.officeA);
      const office = await as(world.officeB);
      const id = await requestLeave(requester, {
        ...compassionate,
        subjectIds: [world.member.personProfileId],
      });
      const personBefore = (await mailTo(db(), world.member.email)).length;
      const requesterBefore = (await mailTo(db(), world.officeA.email)).length;
      const response = await office.post(`/api/leave-requests/${id}/reject`, {
        version: 1,
        reason: 'Term time',
      });
      expect(response.statusCode, response.body).toBe(200);
      const toPerson = await mailTo(db(), world.member.email);
      expect(toPerson).toHaveLength(personBefore + 1);
      expect(toPerson.at(-1)?.body_text).toContain('has been rejected');
      const toRequester = await mailTo(db(), world.officeA.email);
      expect(toRequester).toHaveLength(requesterBefore + 1);
      expect(toRequester.at(-1)?.body_text).toContain('you asked for on behalf of');
      expect(toRequester.at(-1)?.body_text).toContain('Reason: Term time');
    });

    it('R-SHELL-018 R-SHELL-019 the decision mails are written in the language of each recipient, English for an English one', async () => {
      const requester = await as(world.officeA);
      const office = await as(world.officeB);
      const speaks = (user: TestUser, language: string) =>
        db().updateTable('users').set({ language }).where('id', '=', user.id).execute();
      const id = await requestLeave(requester, {
        ...compassionate,
        subjectIds: [world.member.personProfileId],
      });
      const { publicId } = await leave(office, id);
      try {
        await speaks(world.member, 'es');
        await speaks(world.officeA, 'fr');
        const response = await office.post(`/api/leave-requests/${id}/reject`, {
          version: 1,
          reason: 'Term time',
        });
        expect(response.statusCode, response.body).toBe(200);
      } finally {
        await speaks(world.member, 'en');
        await speaks(world.officeA, 'en');
      }
      const toPerson = (await mailTo(db(), world.member.email)).at(-1);
      expect(toPerson?.subject).toBe(`Solicitud de licencia ${publicId} rechazada`);
      expect(toPerson?.body_text).toMatch(
        new RegExp(
          `^Su solicitud de licencia ${publicId} \\(del 2027-07-01 al 2027-07-20\\) ha sido rechazada\\.\n\nMotivo: Term time\n\nAbrir: \\S+/leave-requests/${id}$`,
        ),
      );
      const toRequester = (await mailTo(db(), world.officeA.email)).at(-1);
      expect(toRequester?.subject).toBe(`Demande de congé ${publicId} refusée`);
      expect(toRequester?.body_text).toContain(
        `La demande de congé ${publicId} que vous avez faite pour Mary Slessor (du 2027-07-01 au 2027-07-20) a été refusée.`,
      );
      expect(toRequester?.body_text).toContain('Motif : Term time');

      // Back in English, the next decision reads exactly as it always has.
      const again = await requestLeave(requester, {
        ...compassionate,
        subjectIds: [world.member.personProfileId],
      });
      const approved = await leave(office, again);
      expect((await office.post(`/api/leave-requests/${again}/approve`, { version: 1 })).statusCode).toBe(
        200,
      );
      const english = (await mailTo(db(), world.member.email)).at(-1);
      expect(english?.subject).toBe(`Leave request ${approved.publicId} approved`);
      expect(english?.body_text).toMatch(
        new RegExp(
          `^Your leave request ${approved.publicId} \\(2027-07-01 to 2027-07-20\\) has been approved\\.\n\nOpen it: \\S+/leave-requests/${again}$`,
        ),
      );
    });

    it('Z8 approving needs the dates and the sub type of EXTRAORDINARY leave (422)', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const id = await requestLeave(member, {
        departureDate: '2027-09-01',
        returnDate: '2027-09-05',
        types: ['EXTRAORDINARY'],
      });
      const response = await office.post(`/api/leave-requests/${id}/approve`, { version: 1 });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['subType']);
    });

    it('C4 every write leaves one audit row with actor, organisation, entity, id, before and after', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const id = await requestLeave(member, { ...compassionate, subjectIds: [world.member.personProfileId] });
      await put(member, `/api/leave-requests/${id}`, { notes: 'More', version: 1 });
      await office.post(`/api/leave-requests/${id}/reject`, { version: 2, reason: 'Not now' });
      const rows = await auditOf('leave_request', id);
      expect(rows.map((row) => [row.action, row.actor_user_id, row.organisation_id])).toEqual([
        ['create', world.member.id, world.orgB],
        ['update', world.member.id, world.orgB],
        ['reject', world.officeB.id, world.orgB],
      ]);
      expect(rows[1]).toMatchObject({
        before: { notes: null, version: 1 },
        after: { notes: 'More', version: 2 },
      });
      expect(rows[2]).toMatchObject({
        before: { status: 'AWAITING_APPROVAL', version: 2 },
        after: { status: 'REJECTED', decisionReason: 'Not now', version: 3 },
      });
    });
  });

  describe('travel plans and legacy records', () => {
    it('Z4 Z7 Z8 C1 a travel plan: outsiders get 404, its person cannot approve it (403), a stale approval is 409, a decided one is not decided again (409)', async () => {
      const member = await as(world.member);
      const office = await as(world.officeB);
      const created = await create(member, '/api/travel-plans', {
        departureDate: '2027-07-03',
        returnDate: '2027-07-05',
        travelType: 'TRAVEL_WITHIN_COUNTRY_OF_SERVICE',
        destinationCountry: 'UG',
      });
      expect(created.statusCode, created.body).toBe(201);
      const path = `/api/travel-plans/${created.json().id}`;
      for (const outsider of [world.carey, world.stranger]) {
        expect((await (await as(outsider)).get(path)).statusCode).toBe(404);
      }
      const own = await member.post(`${path}/approve`, { version: 1 });
      expect(own.statusCode).toBe(403);
      expect((await put(member, path, { destination: 'Jinja', version: 1 })).statusCode).toBe(200);
      const stale = await office.post(`${path}/approve`, { version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stale_version');
      expect((await office.post(`${path}/approve`, { version: 2 })).statusCode).toBe(200);
      const again = await office.post(`${path}/reject`, { version: 3, reason: 'No' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('transition_not_allowed');
      const actions = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'travel_plan')
        .where('entity_id', '=', String(created.json().id))
        .orderBy('id')
        .execute();
      expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'approve']);
    });

    it('Z8 a legacy record is read-only: no edit, no decision (409), nothing offered in userCan', async () => {
      const legacy = await createLeaveRequest(db(), {
        person_profile_id: world.member.personProfileId,
        organisation_id: world.orgB,
        is_legacy: true,
      });
      const office = await as(world.officeB);
      expect(await leave(office, legacy.id)).toMatchObject({ isLegacy: true, userCan: [] });
      expect((await office.post(`/api/leave-requests/${legacy.id}/approve`, { version: 1 })).statusCode).toBe(
        409,
      );
      expect(
        (await put(await as(world.member), `/api/leave-requests/${legacy.id}`, { notes: 'x' })).statusCode,
      ).toBe(409);
    });
  });

  describe('confirmations', () => {
    it('Z8 the person confirms approved leave took place after departure and ended after return, once each; not before, not unapproved', async () => {
      const person = world.member.personProfileId;
      const companion = await createMember(db(), [world.orgA]);
      const past = await createLeaveRequest(db(), {
        person_profile_id: person,
        organisation_id: world.orgB,
        departure_date: '2027-05-01',
        return_date: '2027-05-20',
        status: 'APPROVED',
        subjectIds: [person, companion.personProfileId],
      });
      const future = await createLeaveRequest(db(), {
        person_profile_id: person,
        organisation_id: world.orgB,
        departure_date: '2027-12-01',
        return_date: '2027-12-20',
        status: 'APPROVED',
      });
      const waiting = await createLeaveRequest(db(), {
        person_profile_id: person,
        organisation_id: world.orgB,
        departure_date: '2027-05-01',
        return_date: '2027-05-20',
      });
      const member = await as(world.member);
      expect((await leave(member, past.id)).userCan).toEqual([
        'update',
        'confirm_taking_place',
        'confirm_ended',
      ]);
      expect(
        (await member.post(`/api/leave-requests/${future.id}/confirm-taking-place`, { version: 1 }))
          .statusCode,
      ).toBe(409);
      expect(
        (await member.post(`/api/leave-requests/${waiting.id}/confirm-ended`, { version: 1 })).statusCode,
      ).toBe(409);
      expect(
        (await (await as(companion)).post(`/api/leave-requests/${past.id}/confirm-ended`, { version: 1 }))
          .statusCode,
      ).toBe(403);
      const taking = await member.post(`/api/leave-requests/${past.id}/confirm-taking-place`, { version: 1 });
      expect(taking.statusCode, taking.body).toBe(200);
      expect(taking.json()).toMatchObject({
        hasBeenConfirmedAsTakingPlace: true,
        hasBeenConfirmedAsEnded: false,
      });
      expect(
        (await member.post(`/api/leave-requests/${past.id}/confirm-taking-place`, { version: 2 })).statusCode,
      ).toBe(409);
      const ended = await member.post(`/api/leave-requests/${past.id}/confirm-ended`, { version: 2 });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toMatchObject({ hasBeenConfirmedAsEnded: true, userCan: ['update'] });
    });

    it('without the extensive-flow flag the confirmations answer 404', async () => {
      const past = await createLeaveRequest(db(), {
        person_profile_id: world.member.personProfileId,
        organisation_id: world.orgB,
        departure_date: '2027-05-01',
        return_date: '2027-05-20',
        status: 'APPROVED',
      });
      await writeSetting(
        db(),
        'feature_flags',
        { leave_request_extensive_confirm_ended_flow: false },
        clock.now(),
      );
      const member = await as(world.member);
      expect(
        (await member.post(`/api/leave-requests/${past.id}/confirm-ended`, { version: 1 })).statusCode,
      ).toBe(404);
      expect((await leave(member, past.id)).userCan).toEqual(['update']);
    });
  });

  describe('feature flags', () => {
    it.each([
      [{ leave_requests: false, travel_plans: true }, 404, 404],
      [{ leave_requests: true, travel_plans: false }, 200, 404],
      [{ leave_requests: true, travel_plans: true }, 200, 200],
    ])(
      'R-GUARD-001 R-GUARD-002 flags %j: leave calls %i, travel calls %i for a member',
      async (flags, leaveStatus, travelStatus) => {
        await writeSetting(db(), 'feature_flags', flags, clock.now());
        const member = await as(world.member);
        expect((await member.get('/api/leave-requests')).statusCode).toBe(leaveStatus);
        expect((await member.get('/api/leave-requests/form')).statusCode).toBe(leaveStatus);
        expect((await member.get('/api/travel-plans')).statusCode).toBe(travelStatus);
        expect((await member.get('/api/travel-plans/form')).statusCode).toBe(travelStatus);
        expect((await create(member, '/api/travel-plans', { destination: 'x' })).statusCode).toBe(
          travelStatus === 200 ? 201 : 404,
        );
      },
    );

    it('an admin passes the leave gate but not the travel one', async () => {
      await writeSetting(db(), 'feature_flags', { leave_requests: false, travel_plans: true }, clock.now());
      const admin = await as(world.admin);
      expect((await admin.get('/api/leave-requests')).statusCode).toBe(200);
      expect((await admin.get('/api/leave-and-travel')).statusCode).toBe(200);
      await writeSetting(db(), 'feature_flags', { leave_requests: true, travel_plans: false }, clock.now());
      expect((await admin.get('/api/travel-plans')).statusCode).toBe(404);
    });
  });
});
