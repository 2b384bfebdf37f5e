import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetSchema, personDataRecordTypes } from '@mobilise/contract';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { writeAudit } from '../../audit/audit-log.ts';
import { jsonb } from '../../db/json.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { TestClient as Browser, signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAddress,
  createApplication,
  createAssignment,
  createEducationPlan,
  createFamily,
  createLeaveRequest,
  createMember,
  createMembership,
  createPerson,
  createReview,
  createTravelPlan,
  createTwoOrganisations,
  type TwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { multipartBody, pdfFile } from '../assets/test-files.ts';

// The person whose data is exported and purged: every value below names them, and after the purge no
// text or JSON column of any table, and no stored file, may hold any of them.
const names = { first: 'Wilhelmina', last: 'Quarterfield' };
const email = 'wilhelmina.q@example.org';
const personalEmail = 'w.quarterfield@home.example';
const phone = '+44 7700 900123';
const otherPhone = '+256 700 111222';
const identifiers = [names.first, names.last, email, personalEmail, phone, otherPhone].map((text) =>
  text.toLowerCase(),
);

describeEachDatabase('a person’s data: export and purge', (database) => {
  let app: App;
  let dataDir: string;
  const db = () => database().db;
  const clock = new TestClock(new Date('2026-12-01T10:00:00Z'));
  const { stream } = capturedLog();
  let world: TwoOrganisations;
  let person: TestUser & { personProfileId: number };
  let spouse: number;
  let assignmentId: number;
  let clients: { admin: TestClient; officeA: TestClient; officeB: TestClient; person: TestClient };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-person-data-'));
    ({ app } = await buildTestApp(database(), {
      env: { DATA_DIR: dataDir },
      logger: { level: 'warn', stream },
      clock,
    }));
    world = await createTwoOrganisations(db());
    person = await createMember(db(), [world.orgA], {
      email,
      profile: { first_name: names.first, last_name: names.last },
    });
    const id = person.personProfileId;
    await db()
      .updateTable('person_profiles')
      .set({ aim_personal_email: personalEmail, phone_number: phone, date_of_birth: '1980-04-02' })
      .where('id', '=', id)
      .execute();
    await db()
      .insertInto('person_profile_phone_numbers')
      .values({ person_profile_id: id, number: otherPhone })
      .execute();
    await createAddress(db(), id, { address_line_one: `${names.last} Farm`, current: true });
    spouse = (
      await createPerson(db(), { first_name: 'Bart', last_name: 'Okonjo', mobilisedBy: [world.orgA] })
    ).id;
    await createFamily(db(), 'Household 7', [id, spouse]);
    await createMembership(db(), { person_profile_id: id, organisation_id: world.orgA });
    const application = await createApplication(db(), {
      organisation_id: world.orgA,
      applicantIds: [id],
      about: `${names.first} would like to serve`,
    });
    const template = await db()
      .insertInto('workflow_templates')
      .values({ organisation_id: world.orgA, name: 'Applying', subject_type: 'APPLICATION' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const task = await db()
      .insertInto('workflow_template_tasks')
      .values({ workflow_template_id: template.id, title: 'Medical form', form_name: 'medical' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('task_instances')
      .values({
        task_id: task.id,
        subject_type: 'APPLICATION',
        subject_id: application.id,
        answers: jsonb({ doctor: 'Dr Who', contact: phone }),
      })
      .execute();
    const assignment = await createAssignment(db(), {
      assignee_person_profile_id: id,
      received_by_organisation_id: world.orgB,
      explored_by_organisation_id: world.orgA,
      status: 'ENDED',
      confirmed_start_date: '2020-01-01',
      confirmed_end_date: '2023-12-31',
      offer_notes: `Offer for ${names.first} ${names.last}`,
    });
    assignmentId = assignment.id;
    await createReview(db(), {
      assignment_id: assignmentId,
      actions_and_recommendations: `${names.first} did well`,
    });
    await createLeaveRequest(db(), {
      person_profile_id: id,
      organisation_id: world.orgA,
      notes: `Call ${phone}`,
    });
    await createTravelPlan(db(), {
      person_profile_id: id,
      organisation_id: world.orgA,
      purpose_of_travel: 'Visit',
    });
    await createEducationPlan(db(), { person_profile_id: id, school_name: `${names.last} Academy` });
    await writeAudit(
      db(),
      {
        actorUserId: world.admin.id,
        entity: 'person_profile',
        entityId: id,
        action: 'update',
        before: { first_name: 'Willa' },
        after: { first_name: names.first, aim_personal_email: personalEmail },
      },
      clock.now(),
    );
    await writeAudit(
      db(),
      {
        actorUserId: world.admin.id,
        entity: 'assignment',
        entityId: assignmentId,
        action: 'update',
        after: { status: 'ENDED', note: `ended by ${names.last}` },
      },
      clock.now(),
    );
    // A row about someone else that names them: their e-mail goes, the rest of the row stays.
    await writeAudit(
      db(),
      {
        actorUserId: world.admin.id,
        entity: 'family',
        entityId: 999,
        action: 'update',
        after: { name: 'Household 7', contact: email },
      },
      clock.now(),
    );
    await db()
      .insertInto('mail_outbox')
      .values({ to_address: email, subject: 'Welcome', body_text: `Dear ${names.first},` })
      .execute();
    clients = {
      admin: await signedInClient(app, world.admin),
      officeA: await signedInClient(app, world.officeA),
      officeB: await signedInClient(app, world.officeB),
      person: await signedInClient(app, person),
    };
    const { payload, headers } = multipartBody(
      'passport.pdf',
      pdfFile(`${names.first} ${names.last} passport`),
    );
    const upload = await clients.person.request({
      method: 'POST',
      url: `/private/api/assets?assetable_type=person_profile&assetable_id=${id}`,
      payload,
      headers,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    assetSchema.parse(upload.json());
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const exportOf = (client: TestClient, id: number) => client.get(`/api/person-profiles/${id}/data.zip`);
  const purge = (client: TestClient, id: number, confirmation: string) =>
    client.post(`/api/person-profiles/${id}/purge`, { confirmation });

  function unzipped(body: Buffer) {
    return unzipSync(new Uint8Array(body));
  }

  describe('export', () => {
    it('an admin downloads everything about the person as one ZIP: a JSON file per kind of record, with the records present, and their files; audited', async () => {
      const response = await exportOf(clients.admin, person.personProfileId);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="person-\d+-data-2026-12-01\.zip"/,
      );
      // Someone's whole record: kept by no cache (the API's policy for every answer).
      expect(response.headers['cache-control']).toBe('no-store');
      const entries = unzipped(response.rawPayload);
      const json = (kind: string) => JSON.parse(strFromU8(entries[`data/${kind}.json`] ?? new Uint8Array()));
      expect(
        Object.keys(entries)
          .filter((name) => name.startsWith('data/'))
          .sort(),
      ).toEqual(personDataRecordTypes.map((kind) => `data/${kind}.json`).sort());
      expect(json('profile')).toMatchObject({
        first_name: names.first,
        last_name: names.last,
        aim_personal_email: personalEmail,
        phone_numbers: [expect.objectContaining({ number: otherPhone })],
      });
      expect(json('profile')).not.toHaveProperty('search_text');
      expect(json('account')).toMatchObject({ email });
      expect(json('account')).not.toHaveProperty('password_hash');
      expect(json('addresses')).toEqual([
        expect.objectContaining({ address_line_one: `${names.last} Farm` }),
      ]);
      expect(json('family')).toMatchObject({
        name: 'Household 7',
        other_members: [expect.objectContaining({ first_name: 'Bart' })],
      });
      expect(json('memberships')).toHaveLength(1);
      expect(json('applications').applications).toHaveLength(1);
      expect(json('task-answers')).toEqual([
        expect.objectContaining({ title: 'Medical form', answers: { doctor: 'Dr Who', contact: phone } }),
      ]);
      expect(json('assignments').assignments).toEqual([
        expect.objectContaining({ status: 'ENDED', confirmed_start_date: '2020-01-01' }),
      ]);
      expect(json('leave-requests')).toEqual([expect.objectContaining({ notes: `Call ${phone}` })]);
      expect(json('travel-plans')).toHaveLength(1);
      expect(json('reviews').reviews).toHaveLength(1);
      expect(json('education-plans')).toEqual([
        expect.objectContaining({ school_name: `${names.last} Academy` }),
      ]);
      expect(
        json('audit')
          .map((row: { entity: string }) => row.entity)
          .sort(),
      ).toEqual(['assignment', 'person_profile']);
      const files = json('files') as { path: string; filename: string }[];
      expect(files).toEqual([expect.objectContaining({ filename: 'passport.pdf' })]);
      const file = entries[files[0]?.path ?? ''];
      expect(Buffer.from(file ?? []).toString('latin1')).toContain(`${names.first} ${names.last} passport`);

      const audit = await db()
        .selectFrom('audit_log')
        .select(['actor_user_id', 'action'])
        .where('entity', '=', 'person_profile')
        .where('entity_id', '=', String(person.personProfileId))
        .where('action', '=', 'export_data')
        .execute();
      expect(audit.map((row) => Number(row.actor_user_id))).toEqual([world.admin.id]);
    });

    it('office staff of the person’s organisation download it; a member downloads their own', async () => {
      expect((await exportOf(clients.officeA, person.personProfileId)).statusCode).toBe(200);
      const own = await exportOf(clients.person, person.personProfileId);
      expect(own.statusCode).toBe(200);
      expect(Object.keys(unzipped(own.rawPayload))).toContain('data/profile.json');
    });

    it('Z1 office staff of another organisation, and a member asking for someone else (their spouse), get 404', async () => {
      expect((await exportOf(clients.officeB, person.personProfileId)).statusCode).toBe(404);
      expect((await exportOf(clients.person, spouse)).statusCode).toBe(404);
      expect((await exportOf(clients.admin, 987_654)).statusCode).toBe(404);
    });
  });

  describe('purge refusals write nothing', () => {
    /** Every row count and the audit log's, to compare before and after a refused purge. */
    async function snapshot(id: number) {
      const profile = await db()
        .selectFrom('person_profiles')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      const audit = await db()
        .selectFrom('audit_log')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return { profile, audit: Number(audit.n) };
    }

    async function expectRefused(
      client: TestClient,
      id: number,
      confirmation: string,
      status: number,
      code?: string,
    ) {
      const before = await snapshot(id);
      const response = await purge(client, id, confirmation);
      expect(response.statusCode, response.body).toBe(status);
      if (code) {
        expect(response.json()).toMatchObject({ code });
      }
      expect(await snapshot(id)).toEqual(before);
    }

    it('409 while the person has an active or a planned assignment', async () => {
      for (const status of ['ACTIVE', 'PLANNED'] as const) {
        const someone = await createPerson(db(), {
          first_name: 'Ada',
          last_name: status,
          mobilisedBy: [world.orgA],
        });
        await createAssignment(db(), {
          assignee_person_profile_id: someone.id,
          received_by_organisation_id: world.orgA,
          status,
        });
        await expectRefused(clients.admin, someone.id, `Ada ${status}`, 409, 'purge_has_assignment');
      }
    });

    it('409 while the person is the only adult of a family with children', async () => {
      const parent = await createPerson(db(), {
        first_name: 'Paula',
        last_name: 'Parent',
        date_of_birth: '1985-01-01',
      });
      const child = await createPerson(db(), {
        first_name: 'Cody',
        last_name: 'Parent',
        date_of_birth: '2018-05-05',
      });
      await createFamily(db(), 'Parent', [parent.id, child.id]);
      await expectRefused(clients.admin, parent.id, 'Paula Parent', 409, 'purge_only_adult');
    });

    it('422 when the confirmation does not name the person', async () => {
      await expectRefused(clients.admin, person.personProfileId, 'PURGE', 422, 'validation_failed');
      await expectRefused(clients.admin, person.personProfileId, '', 422, 'validation_failed');
    });

    it('403 for office staff of the person’s organisation and for the person; 404 for another organisation’s', async () => {
      const confirmation = `${names.first} ${names.last}`;
      await expectRefused(clients.officeA, person.personProfileId, confirmation, 403, 'admins_only');
      await expectRefused(clients.person, person.personProfileId, confirmation, 403, 'admins_only');
      await expectRefused(clients.officeB, person.personProfileId, confirmation, 404);
    });

    it('S6 a purge without the XSRF token: 403, nothing written', async () => {
      const before = await snapshot(person.personProfileId);
      const response = await clients.admin.request({
        method: 'POST',
        url: `/api/person-profiles/${person.personProfileId}/purge`,
        payload: { confirmation: `${names.first} ${names.last}` },
        xsrf: false,
      });
      expect(response.statusCode).toBe(403);
      expect(await snapshot(person.personProfileId)).toEqual(before);
    });
  });

  describe('purge', () => {
    /** Each text, varchar, json and jsonb column of every table, and the rows in which any identifier shows. */
    async function findIdentifiersInDatabase(): Promise<string[]> {
      const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
        select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
        order by 1, 2`.execute(db());
      expect(columns.length).toBeGreaterThan(50);
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        for (const needle of identifiers) {
          const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table_name)}
            where position(${needle} in lower(cast(${sql.ref(column_name)} as text))) > 0`.execute(db());
          if (Number(rows[0]?.n) > 0) {
            found.push(`${table_name}.${column_name}: ${needle}`);
          }
        }
      }
      return found;
    }

    async function findIdentifiersInFiles(): Promise<string[]> {
      const folder = join(dataDir, 'files');
      const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
      const found: string[] = [];
      for (const name of names) {
        const bytes = await readFile(join(folder, name)).catch(() => undefined);
        const text = bytes?.toString('latin1').toLowerCase() ?? '';
        found.push(
          ...identifiers.filter((needle) => text.includes(needle)).map((needle) => `${name}: ${needle}`),
        );
      }
      return found;
    }

    const historyCounts = async (id: number) => ({
      assignments: (
        await db()
          .selectFrom('assignments')
          .select('id')
          .where('assignee_person_profile_id', '=', id)
          .execute()
      ).length,
      memberships: (
        await db().selectFrom('memberships').select('id').where('person_profile_id', '=', id).execute()
      ).length,
      leave: (
        await db().selectFrom('leave_requests').select('id').where('person_profile_id', '=', id).execute()
      ).length,
      travel: (
        await db().selectFrom('travel_plans').select('id').where('person_profile_id', '=', id).execute()
      ).length,
      reviews: (
        await db().selectFrom('reviews').select('id').where('assignment_id', '=', assignmentId).execute()
      ).length,
      educationPlans: (
        await db().selectFrom('education_plans').select('id').where('person_profile_id', '=', id).execute()
      ).length,
    });

    it('an admin purges a person who has left: no column of any table and no stored file names them, their history still counts, lists and search no longer find them, their sign-in is gone; one audit row naming nothing; a second purge is refused', async () => {
      const id = person.personProfileId;
      expect(await findIdentifiersInDatabase()).not.toEqual([]);
      expect(await findIdentifiersInFiles()).not.toEqual([]);
      const history = await historyCounts(id);
      const auditBefore = await db().selectFrom('audit_log').select('id').execute();

      // Spaces and case aside, the name as the dialog shows it.
      const response = await purge(clients.admin, id, `  ${names.first.toUpperCase()}   ${names.last} `);

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ id, purgedAt: '2026-12-01T10:00:00.000Z' });
      expect(await findIdentifiersInDatabase()).toEqual([]);
      expect(await findIdentifiersInFiles()).toEqual([]);
      expect(await historyCounts(id)).toEqual(history);
      const assignment = await db()
        .selectFrom('assignments')
        .select(['received_by_organisation_id', 'confirmed_start_date', 'confirmed_end_date', 'status'])
        .where('id', '=', assignmentId)
        .executeTakeFirstOrThrow();
      expect({
        ...assignment,
        received_by_organisation_id: Number(assignment.received_by_organisation_id),
      }).toEqual({
        received_by_organisation_id: world.orgB,
        confirmed_start_date: '2020-01-01',
        confirmed_end_date: '2023-12-31',
        status: 'ENDED',
      });
      const profile = await db()
        .selectFrom('person_profiles')
        .select(['first_name', 'last_name', 'purged_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({ first_name: 'Removed person', last_name: `#${id}`, purged_at: clock.now() });

      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where(
          'id',
          'not in',
          auditBefore.map((row) => row.id),
        )
        .execute();
      expect(audit.map((row) => [row.entity, row.entity_id, row.action, Number(row.actor_user_id)])).toEqual([
        ['person_profile', String(id), 'purge', world.admin.id],
      ]);
      const otherFamilyRow = await db()
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'family')
        .where('entity_id', '=', '999')
        .executeTakeFirstOrThrow();
      expect(otherFamilyRow.after).toEqual({ name: 'Household 7', contact: '[removed]' });

      for (const search of [names.last, names.first, email]) {
        const found = await clients.admin.get(
          `/api/person-profiles?with_status&per_page=5&search=${encodeURIComponent(search)}`,
        );
        expect(found.json(), search).toMatchObject({ total: 0 });
      }
      const officeList = await clients.officeA.get('/api/person-profiles?per_page=100');
      expect(officeList.json().data.map((row: { id: number }) => row.id)).not.toContain(id);

      expect(
        (await new Browser(app).start().then((browser) => browser.login(email, person.password))).statusCode,
      ).toBe(401);
      expect((await clients.person.get('/api/users/me')).statusCode).not.toBe(200);

      // The profile still answers, naming nobody, so the history that links to it keeps working.
      const removed = await clients.admin.get(`/api/person-profiles/${id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        firstName: 'Removed person',
        lastName: `#${id}`,
        addresses: [],
      });
      expect((await clients.admin.get(`/api/assignments/${assignmentId}`)).statusCode).toBe(200);

      const again = await purge(clients.admin, id, `Removed person #${id}`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_purged' });
    });
  });
});
