import {
  applicationRecordSchema,
  applicationStatuses,
  taskInstanceSchema,
  termTypes,
} from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import type { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createMember,
  createPerson,
  createSecurityGroupMembers,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, mailTo, type TestUser } from '../../test/factories.ts';

const taskInstances = taskInstanceSchema.array();

describeEachDatabase(
  'applications: creating, status changes, task instances and appointments',
  (database) => {
    let app: App;
    let clock: TestClock;
    const { lines: logLines, stream } = capturedLog();
    const db = () => database().db;

    // Organisation A with its office staff (no security group), a member in each security group and an
    // applicant, a second applicant, its position "Candidate Director" held by the manager on the
    // applications made here, and its template of three stages; organisation B with its office staff, a
    // member, a position and a template of its own.
    const world = {} as {
      orgA: number;
      orgB: number;
      officeA: TestUser;
      officeB: TestUser;
      admin: TestUser;
      senior: TestUser;
      leader: TestUser;
      manager: TestUser;
      applicant: TestUser & { personProfileId: number };
      secondApplicant: TestUser & { personProfileId: number };
      memberB: TestUser & { personProfileId: number };
      director: number;
      positionB: number;
      template: number;
      templateB: number;
    };
    const as = signedInClients(() => app);

    const insertPosition = async (organisationId: number, name: string) =>
      (
        await db()
          .insertInto('positions')
          .values({ organisation_id: organisationId, name, applicable_to: ['APPLICATION'] })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    async function createTemplate(user: TestUser, organisationId: number, positionId: number) {
      const response = await (await as(user)).post(
        `/api/organisations/${organisationId}/workflow-templates`,
        {
          name: 'Full-term application',
          subject_type: 'APPLICATION',
          stages: [
            {
              name: 'Application',
              tasks: [
                {
                  title: 'Application form',
                  assignee_type: 'APPLICANT',
                  due_offset_days: 7,
                  completion_type: 'FORM',
                },
                {
                  title: 'References',
                  assignee_type: 'OFFICE_STAFF',
                  due_offset_days: 14,
                  completion_type: 'DOCUMENT',
                },
              ],
            },
            {
              name: 'Assessment',
              tasks: [
                {
                  title: 'Interview',
                  assignee_type: 'POSITION',
                  responsible_position_id: positionId,
                  due_offset_days: 10,
                  completion_type: 'DECISION',
                },
                {
                  title: 'Leadership review',
                  assignee_type: 'SECURITY_GROUP',
                  assignee_security_group_role: 'leadership',
                  completion_type: 'DECISION',
                },
              ],
            },
            {
              name: 'Appointment',
              tasks: [
                { title: 'Appointment letter', assignee_type: 'OFFICE_STAFF', completion_type: 'DOCUMENT' },
              ],
            },
          ],
        },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    }

    beforeAll(async () => {
      ({ app, clock } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
      Object.assign(world, await createTwoOrganisations(db()));
      const members = await createSecurityGroupMembers(db(), world.orgA);
      world.senior = members.senior;
      world.leader = members.leader;
      world.manager = members.manager;
      world.applicant = members.applicant;
      world.secondApplicant = await createMember(db(), [world.orgA]);
      world.memberB = await createMember(db(), [world.orgB]);
      world.director = await insertPosition(world.orgA, 'Candidate Director');
      world.positionB = await insertPosition(world.orgB, 'Candidate Director');
      world.template = await createTemplate(world.officeA, world.orgA, world.director);
      world.templateB = await createTemplate(world.officeB, world.orgB, world.positionB);
    });
    afterAll(() => app.close());
    beforeEach(() => {
      logLines.length = 0;
    });

    const writtenTables = [
      'applications',
      'application_applicants',
      'application_workflow_stages',
      'task_instances',
      'position_assignments',
      'appointments',
      'assignments',
      'audit_log',
      'mail_outbox',
    ] as const;
    const counts = async () =>
      (await countRows(db(), writtenTables)) as Record<(typeof writtenTables)[number], number>;

    const body = (fields: Record<string, unknown> = {}) => ({
      title: 'Nurse, Kijabe Hospital',
      term_type: 'FULL_TERM',
      about: 'Two years on the maternity ward.',
      workflow_template_id: world.template,
      positions: [{ position_id: world.director, user_ids: [world.manager.id] }],
      applicant_ids: [world.applicant.personProfileId],
      ...fields,
    });

    /** A new application of organisation A, made by its office staff. */
    async function anApplication(fields: Record<string, unknown> = {}) {
      const response = await (await as(world.officeA)).post(
        `/api/organisations/${world.orgA}/applications`,
        body(fields),
      );
      expect(response.statusCode, response.body).toBe(201);
      return applicationRecordSchema.parse(response.json());
    }

    const transition = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
      (await as(user)).post(`/api/applications/${id}/transitions`, payload);
    const appoint = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
      (await as(user)).post(`/api/applications/${id}/appointment`, payload);
    const tasksOf = async (user: TestUser, id: number) => {
      const response = await (await as(user)).get(`/api/applications/${id}/task-instances`);
      expect(response.statusCode, response.body).toBe(200);
      return taskInstances.parse(response.json());
    };
    const act = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
      (await as(user)).post(`/api/task-instances/${id}/transitions`, payload);
    /** A file on a task instance, as an upload onto it leaves one: what completing a DOCUMENT task needs. */
    const attachFile = async (taskInstanceId: number) => {
      const { id } = await db()
        .insertInto('assets')
        .values({
          filename: 'references.pdf',
          title: 'references.pdf',
          file_size: 1024,
          content_type: 'application/pdf',
          storage_key: `task-instance-${taskInstanceId}.pdf`,
          uploaded_by: world.officeA.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('asset_attachments')
        .values({ asset_id: id, assetable_type: 'task_instance', assetable_id: taskInstanceId })
        .execute();
    };
    const storedApplication = (id: number) =>
      db().selectFrom('applications').select(['status', 'version']).where('id', '=', id).executeTakeFirst();
    const flagsOf = (personId: number) =>
      db()
        .selectFrom('person_profiles')
        .select([
          'is_full_term_applicant',
          'is_short_term_applicant',
          'is_full_term_appointee',
          'is_short_term_appointee',
        ])
        .where('id', '=', personId)
        .executeTakeFirstOrThrow();
    const daysFromNow = (days: number) =>
      new Date(clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

    const roles = () => ({
      'senior leadership': world.senior,
      leadership: world.leader,
      management: world.manager,
      'office staff without a security group': world.officeA,
      applicant: world.applicant,
      "another organisation's staff": world.officeB,
    });
    type Role = keyof ReturnType<typeof roles>;

    it('R-STATE-024 R-STATE-025 office staff create an application: 201, IN_PROGRESS, the stages copied in order with the first IN_PROGRESS, a task instance per task with its assignee and due date, one audit row and one for the applicant’s new flag', async () => {
      const before = await counts();
      const created = await anApplication();
      expect(created).toMatchObject({
        title: 'Nurse, Kijabe Hospital',
        status: 'IN_PROGRESS',
        term_type: 'FULL_TERM',
        about: 'Two years on the maternity ward.',
        organisation_id: world.orgA,
        applicant_ids: [world.applicant.personProfileId],
        invited_applicant_ids: [],
        positions: [
          {
            id: world.director,
            name: 'Candidate Director',
            removed: false,
            assignments: [{ user_ids: [world.manager.id] }],
          },
        ],
        appointments: [],
        version: 1,
        user_can: ['update', 'appoint', 'put_on_hold', 'reject', 'abandon'],
      });
      expect(created.workflow?.stages.map(({ name, status }) => [name, status])).toEqual([
        ['Application', 'IN_PROGRESS'],
        ['Assessment', 'NOT_STARTED'],
        ['Appointment', 'NOT_STARTED'],
      ]);
      const tasks = await tasksOf(world.officeA, created.id);
      expect(
        tasks.map((task) => [task.title, task.status, task.assignee_user_id, task.due_date, task.user_can]),
      ).toEqual([
        ['Application form', 'TODO', world.applicant.id, daysFromNow(7), ['complete', 'mark_not_applicable']],
        ['References', 'TODO', null, daysFromNow(14), ['complete', 'mark_not_applicable']],
        // Due dates of a later stage count from when it starts.
        ['Interview', 'TODO', world.manager.id, null, []],
        ['Leadership review', 'TODO', null, null, []],
        ['Appointment letter', 'TODO', null, null, []],
      ]);
      expect(await counts()).toEqual({
        applications: before.applications + 1,
        application_applicants: before.application_applicants + 1,
        application_workflow_stages: before.application_workflow_stages + 3,
        task_instances: before.task_instances + 5,
        position_assignments: before.position_assignments + 1,
        appointments: before.appointments,
        assignments: before.assignments,
        // The application, and the applicant's profile now flagged a full-term applicant.
        audit_log: before.audit_log + 2,
        // The applicant is told their task waits on them.
        mail_outbox: before.mail_outbox + 1,
      });
      const [mail] = (await mailTo(db(), world.applicant.email)).slice(-1);
      expect(mail?.subject).toBe('A task of your application waits on you');
      expect(mail?.body_text).toContain(`- Application form (due ${daysFromNow(7)})`);
      expect(mail?.body_text).toContain(`/applications/${created.public_id}`);
      const shortTerm = await anApplication({ term_type: 'SHORT_TERM' });
      expect(shortTerm.term_type).toBe('SHORT_TERM');
      expect(applicationStatuses).toEqual(['IN_PROGRESS', 'REJECTED', 'ABANDONED', 'ON_HOLD', 'APPOINTED']);
      expect(termTypes).toEqual(['SHORT_TERM', 'FULL_TERM']);
    });

    it.each<[Role, number]>([
      ['senior leadership', 201],
      ['leadership', 201],
      ['management', 403],
      ['office staff without a security group', 201],
      ['applicant', 404],
      ["another organisation's staff", 404],
    ])(
      'Z1 Z12 creating an application of organisation A as %s: %i, nothing written when refused',
      async (role, status) => {
        const before = await counts();
        const response = await (await as(roles()[role])).post(
          `/api/organisations/${world.orgA}/applications`,
          body(),
        );
        expect(response.statusCode, response.body).toBe(status);
        if (status === 201) {
          expect(response.json()).toMatchObject({ status: 'IN_PROGRESS', organisation_id: world.orgA });
        } else {
          expect(await counts()).toEqual(before);
          expect(outOfScopeRefusals(logLines)).toHaveLength(status === 404 ? 1 : 0);
        }
      },
    );

    it('R-STATE-025 Z5 Z10 bad input is a 422 naming the field and why, nothing written: a term type outside SHORT_TERM and FULL_TERM, no title, another organisation’s template, position, person, an unknown user, an organisation or status in the body', async () => {
      const before = await counts();
      const client = await as(world.officeA);
      const cases: [Record<string, unknown>, string][] = [
        [{ term_type: 'MID_TERM' }, 'term_type'],
        [{ title: '  ' }, 'title'],
        [{ workflow_template_id: world.templateB }, 'workflow_template_id'],
        [{ applicant_ids: [world.memberB.personProfileId] }, 'applicant_ids.0'],
        [{ applicant_ids: [] }, 'applicant_ids'],
        [
          { positions: [{ position_id: world.positionB, user_ids: [world.manager.id] }] },
          'positions.0.position_id',
        ],
        [{ positions: [{ position_id: world.director, user_ids: [987654] }] }, 'positions.0.user_ids'],
        [{ organisation_id: world.orgB }, ''],
        [{ status: 'APPOINTED' }, ''],
      ];
      for (const [fields, field] of cases) {
        const response = await client.post(`/api/organisations/${world.orgA}/applications`, body(fields));
        expect(response.statusCode, JSON.stringify(fields)).toBe(422);
        if (field) {
          expect(Object.keys(response.json().errors), JSON.stringify(fields)).toContain(field);
        }
      }
      const foreign = await client.post(
        `/api/organisations/${world.orgA}/applications`,
        body({ applicant_ids: [(await createPerson(db(), { mobilisedBy: [world.orgB] })).id] }),
      );
      expect(foreign.json().errors['applicant_ids.0']).toEqual([
        'names a person this organisation does not mobilise',
      ]);
      expect(await counts()).toEqual(before);
    });

    it.each<[Role, number]>([
      ['senior leadership', 200],
      ['leadership', 200],
      ['management', 403],
      ['office staff without a security group', 200],
      ['applicant', 403],
      ["another organisation's staff", 404],
    ])('Z12 putting an application on hold as %s: %i, nothing written when refused', async (role, status) => {
      const { id } = await anApplication();
      const before = await counts();
      const response = await transition(roles()[role], id, { action: 'put_on_hold', version: 1 });
      expect(response.statusCode, response.body).toBe(status);
      if (status === 200) {
        expect(response.json()).toMatchObject({
          status: 'ON_HOLD',
          version: 2,
          user_can: expect.arrayContaining(['resume']),
        });
        expect((await counts()).audit_log).toBe(before.audit_log + 1);
      } else {
        expect(await storedApplication(id)).toEqual({ status: 'IN_PROGRESS', version: 1 });
        expect(await counts()).toEqual(before);
      }
    });

    it('R-STATE-024 Z8 C4 the transitions table: on hold and back, rejected with a note; nothing leaves REJECTED (409, nothing written); one audit row per change', async () => {
      const { id } = await anApplication();
      const steps: [Record<string, unknown>, number, string][] = [
        [{ action: 'resume', version: 1 }, 409, 'IN_PROGRESS'],
        [{ action: 'put_on_hold', version: 1 }, 200, 'ON_HOLD'],
        [{ action: 'put_on_hold', version: 2 }, 409, 'ON_HOLD'],
        [{ action: 'resume', version: 2 }, 200, 'IN_PROGRESS'],
        [{ action: 'put_on_hold', version: 3 }, 200, 'ON_HOLD'],
        [{ action: 'reject', version: 4 }, 422, 'ON_HOLD'],
        [{ action: 'reject', version: 4, note: 'Not ready to serve yet.' }, 200, 'REJECTED'],
        [{ action: 'resume', version: 5 }, 409, 'REJECTED'],
        [{ action: 'abandon', version: 5 }, 409, 'REJECTED'],
      ];
      for (const [payload, status, stored] of steps) {
        const response = await transition(world.officeA, id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect((await storedApplication(id))?.status, JSON.stringify(payload)).toBe(stored);
      }
      const appointed = await appoint(world.officeA, id, {
        appointee_id: world.applicant.personProfileId,
        term_type: 'FULL_TERM',
        appointment_date: '2027-01-15',
        version: 5,
      });
      expect(appointed.statusCode).toBe(409);
      expect(appointed.json().code).toBe('transition_not_allowed');
      const audit = await db()
        .selectFrom('audit_log')
        .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
        .where('entity', '=', 'application')
        .where('entity_id', '=', String(id))
        .where('action', '=', 'update')
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.before, row.after])).toEqual([
        [
          { status: 'IN_PROGRESS', version: 1 },
          { status: 'ON_HOLD', version: 2 },
        ],
        [
          { status: 'ON_HOLD', version: 2 },
          { status: 'IN_PROGRESS', version: 3 },
        ],
        [
          { status: 'IN_PROGRESS', version: 3 },
          { status: 'ON_HOLD', version: 4 },
        ],
        [
          { status: 'ON_HOLD', version: 4 },
          { status: 'REJECTED', status_note: 'Not ready to serve yet.', version: 5 },
        ],
      ]);
      expect(
        audit.every((row) => row.actor_user_id === world.officeA.id && row.organisation_id === world.orgA),
      ).toBe(true);
    });

    it('R-STATE-024 the applicant withdraws their application (ABANDONED); someone who is not its applicant gets a 404', async () => {
      const { id } = await anApplication();
      expect(
        (await transition(world.secondApplicant, id, { action: 'abandon', version: 1 })).statusCode,
      ).toBe(404);
      const withdrawn = await transition(world.applicant, id, { action: 'abandon', version: 1 });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({ status: 'ABANDONED', version: 2, user_can: [] });
    });

    it('C2 a stale status change is a 409 naming the current version; C1 two at once with the same version: one wins, the other 409', async () => {
      const { id } = await anApplication();
      expect((await transition(world.officeA, id, { action: 'put_on_hold', version: 1 })).statusCode).toBe(
        200,
      );
      const stale = await transition(world.senior, id, { action: 'abandon', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors.version).toEqual(['is 2 now']);
      expect(await storedApplication(id)).toEqual({ status: 'ON_HOLD', version: 2 });
      const [first, second] = await Promise.all([
        transition(world.officeA, id, { action: 'resume', version: 2 }),
        transition(world.senior, id, { action: 'abandon', version: 2 }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = (first.statusCode === 200 ? first : second).json();
      expect(await storedApplication(id)).toEqual({ status: winner.status, version: 3 });
    });

    it.each<[Role | 'admin', number]>([
      ['senior leadership', 201],
      ['leadership', 403],
      ['management', 403],
      ['office staff without a security group', 201],
      ['admin', 201],
      ['applicant', 403],
      ["another organisation's staff", 404],
    ])(
      'R-ROLE-018 Z12 appointing an applicant as %s: %i; an appointment makes the application APPOINTED, a POTENTIAL assignment and the appointee flagged, each audited',
      async (role, status) => {
        // An appointee of their own, so that each case flags them afresh.
        const appointee = (await createMember(db(), [world.orgA])).personProfileId;
        const { id } = await anApplication({
          applicant_ids: [world.applicant.personProfileId, appointee],
        });
        const user = role === 'admin' ? world.admin : roles()[role];
        const before = await counts();
        const response = await appoint(user, id, {
          appointee_id: appointee,
          term_type: 'SHORT_TERM',
          appointment_date: '2027-02-01',
          version: 1,
        });
        expect(response.statusCode, response.body).toBe(status);
        if (status !== 201) {
          expect(await counts()).toEqual(before);
          expect(await storedApplication(id)).toEqual({ status: 'IN_PROGRESS', version: 1 });
          expect(await flagsOf(appointee)).toMatchObject({ is_short_term_appointee: false });
          return;
        }
        expect(response.json()).toMatchObject({
          status: 'APPOINTED',
          version: 2,
          appointments: [
            {
              application_id: id,
              appointee_id: appointee,
              term_type: 'SHORT_TERM',
              appointment_date: '2027-02-01',
              appointed_by: user.id,
            },
          ],
          user_can: [],
        });
        const assignment = await db()
          .selectFrom('assignments')
          .select([
            'assignee_person_profile_id',
            'status',
            'received_by_organisation_id',
            'associated_with_type',
            'associated_with_id',
            'associated_with_title',
          ])
          .where('associated_with_type', '=', 'APPLICATION')
          .where('associated_with_id', '=', id)
          .execute();
        expect(assignment).toEqual([
          {
            assignee_person_profile_id: appointee,
            status: 'POTENTIAL',
            received_by_organisation_id: world.orgA,
            associated_with_type: 'APPLICATION',
            associated_with_id: id,
            associated_with_title: 'Nurse, Kijabe Hospital',
          },
        ]);
        expect(await counts()).toMatchObject({
          appointments: before.appointments + 1,
          assignments: before.assignments + 1,
          audit_log: before.audit_log + 4,
        });
        expect(await flagsOf(appointee)).toEqual({
          is_full_term_applicant: true,
          is_short_term_applicant: false,
          is_full_term_appointee: false,
          is_short_term_appointee: true,
        });
      },
    );

    it('R-ENTITY-001 creating an application flags each applicant by its term type and appointing flags the appointee, each profile changed once, audited, its version moved on', async () => {
      const [first, second] = [
        await createMember(db(), [world.orgA]),
        await createMember(db(), [world.orgA]),
      ].map((member) => member.personProfileId) as [number, number];
      const flagAudit = async () =>
        (
          await db()
            .selectFrom('audit_log')
            .select(['entity_id', 'actor_user_id', 'organisation_id', 'action', 'before', 'after'])
            .where('entity', '=', 'person_profile')
            .where('entity_id', 'in', [String(first), String(second)])
            .orderBy('id')
            .execute()
        ).map((row) => [
          row.entity_id,
          row.actor_user_id,
          row.organisation_id,
          row.action,
          row.before,
          row.after,
        ]);
      const versionOf = async (personId: number) =>
        (
          await db()
            .selectFrom('person_profiles')
            .select('version')
            .where('id', '=', personId)
            .executeTakeFirstOrThrow()
        ).version;
      const shortTerm = await anApplication({ term_type: 'SHORT_TERM', applicant_ids: [first, second] });
      // A second short-term application changes nothing more; a full-term one adds the full-term flag.
      await anApplication({ term_type: 'SHORT_TERM', applicant_ids: [first] });
      await anApplication({ term_type: 'FULL_TERM', applicant_ids: [first] });
      // Leadership may not appoint: refused, nobody flagged.
      expect(
        (
          await appoint(world.leader, shortTerm.id, {
            appointee_id: second,
            term_type: 'FULL_TERM',
            appointment_date: '2027-03-01',
            version: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect(await flagsOf(second)).toMatchObject({ is_full_term_appointee: false });
      const appointed = await appoint(world.senior, shortTerm.id, {
        appointee_id: second,
        term_type: 'FULL_TERM',
        appointment_date: '2027-03-01',
        version: 1,
      });
      expect(appointed.statusCode, appointed.body).toBe(201);

      expect(await flagsOf(first)).toEqual({
        is_full_term_applicant: true,
        is_short_term_applicant: true,
        is_full_term_appointee: false,
        is_short_term_appointee: false,
      });
      // The appointment's term type decides, not the application's.
      expect(await flagsOf(second)).toEqual({
        is_full_term_applicant: false,
        is_short_term_applicant: true,
        is_full_term_appointee: true,
        is_short_term_appointee: false,
      });
      expect([await versionOf(first), await versionOf(second)]).toEqual([3, 3]);
      const [officeA, orgA, senior] = [world.officeA.id, world.orgA, world.senior.id];
      expect(await flagAudit()).toEqual([
        [
          String(first),
          officeA,
          orgA,
          'update',
          { is_short_term_applicant: false, version: 1 },
          { is_short_term_applicant: true, version: 2 },
        ],
        [
          String(second),
          officeA,
          orgA,
          'update',
          { is_short_term_applicant: false, version: 1 },
          { is_short_term_applicant: true, version: 2 },
        ],
        [
          String(first),
          officeA,
          orgA,
          'update',
          { is_full_term_applicant: false, version: 2 },
          { is_full_term_applicant: true, version: 3 },
        ],
        [
          String(second),
          senior,
          orgA,
          'update',
          { is_full_term_appointee: false, version: 2 },
          { is_full_term_appointee: true, version: 3 },
        ],
      ]);
    });

    it('appointing someone who is not an applicant of it is a 422 naming appointee_id, nothing written', async () => {
      const { id } = await anApplication();
      const before = await counts();
      const response = await appoint(world.senior, id, {
        appointee_id: world.secondApplicant.personProfileId,
        term_type: 'FULL_TERM',
        appointment_date: '2027-02-01',
        version: 1,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ appointee_id: ['is not an applicant of this application'] });
      expect(await counts()).toEqual(before);
    });

    it.each<[Role, number | 'none']>([
      ['senior leadership', 5],
      ['leadership', 5],
      ['management', 5],
      ['office staff without a security group', 5],
      ['applicant', 1],
      ["another organisation's staff", 'none'],
    ])('Z4 the task instances of an application as %s: %s', async (role, seen) => {
      const { id } = await anApplication();
      if (seen === 'none') {
        const response = await (await as(roles()[role])).get(`/api/applications/${id}/task-instances`);
        expect(response.statusCode).toBe(404);
        expect(outOfScopeRefusals(logLines)).toHaveLength(1);
        return;
      }
      const tasks = await tasksOf(roles()[role], id);
      expect(tasks).toHaveLength(seen);
      if (role === 'applicant') {
        expect(tasks.map((task) => [task.title, task.user_can])).toEqual([
          ['Application form', ['complete']],
        ]);
      }
    });

    it.each<[Role, number]>([
      ['senior leadership', 200],
      ['leadership', 200],
      ['management', 403],
      ['office staff without a security group', 200],
      ['applicant', 404],
      ["another organisation's staff", 404],
    ])(
      'Z12 completing, reopening and marking not applicable an office task (References) as %s: %i, nothing written when refused',
      async (role, status) => {
        const { id } = await anApplication();
        const references = (await tasksOf(world.officeA, id)).find((task) => task.title === 'References');
        await attachFile(references?.id as number);
        const user = roles()[role];
        const before = await counts();
        const steps = [
          { action: 'complete', version: 1 },
          { action: 'reopen', version: 2 },
          { action: 'mark_not_applicable', version: 3 },
        ];
        const answers = [];
        for (const step of steps) {
          answers.push(await act(user, references?.id as number, step));
        }
        expect(answers.map((response) => response.statusCode)).toEqual([status, status, status]);
        if (status === 200) {
          expect(answers.map((response) => response.json())).toMatchObject([
            { status: 'DONE', version: 2, completed_by: user.id, user_can: ['reopen'] },
            {
              status: 'IN_PROGRESS',
              version: 3,
              completed_by: null,
              user_can: ['complete', 'mark_not_applicable'],
            },
            { status: 'NOT_APPLICABLE', version: 4, completed_by: user.id, user_can: ['reopen'] },
          ]);
          expect((await counts()).audit_log).toBe(before.audit_log + 3);
        } else {
          expect(await counts()).toEqual(before);
        }
      },
    );

    it('Z8 C2 a workflow runs stage by stage: the applicant’s task and a not-applicable one finish the first stage, the next starts with its due dates; no step skipped or repeated, a stale one refused', async () => {
      const { id } = await anApplication();
      const byTitle = async () =>
        new Map((await tasksOf(world.officeA, id)).map((task) => [task.title, task]));
      let tasks = await byTitle();
      const task = (title: string) => tasks.get(title) as NonNullable<ReturnType<typeof tasks.get>>;
      // A later stage's task waits for its stage.
      expect(
        (
          await act(world.officeA, task('Interview').id, {
            action: 'complete',
            version: 1,
            decision: 'APPROVED',
          })
        ).statusCode,
      ).toBe(409);
      expect(
        (
          await act(world.applicant, task('Application form').id, {
            action: 'complete',
            version: 1,
            note: 'Sent.',
          })
        ).statusCode,
      ).toBe(200);
      // Office staff hear of it.
      expect((await mailTo(db(), world.officeA.email)).slice(-1)).toEqual([
        expect.objectContaining({
          subject: 'An applicant has completed a task',
          body_text: expect.stringContaining('completed "Application form"'),
        }),
      ]);
      // Done once: completing it again is no step, reopening it is the office's.
      expect(
        (await act(world.applicant, task('Application form').id, { action: 'complete', version: 2 }))
          .statusCode,
      ).toBe(409);
      expect(
        (await act(world.applicant, task('Application form').id, { action: 'reopen', version: 2 }))
          .statusCode,
      ).toBe(403);
      const stale = await act(world.officeA, task('References').id, {
        action: 'mark_not_applicable',
        version: 0,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors.version).toEqual(['is 1 now']);
      expect(
        (await act(world.officeA, task('References').id, { action: 'mark_not_applicable', version: 1 }))
          .statusCode,
      ).toBe(200);

      const application = applicationRecordSchema.parse(
        (await (await as(world.officeA)).get(`/api/applications/${id}`)).json(),
      );
      expect(application.workflow?.stages.map(({ name, status }) => [name, status])).toEqual([
        ['Application', 'COMPLETED'],
        ['Assessment', 'IN_PROGRESS'],
        ['Appointment', 'NOT_STARTED'],
      ]);
      tasks = await byTitle();
      expect([...tasks.values()].map((each) => [each.title, each.status, each.due_date])).toEqual([
        ['Application form', 'DONE', daysFromNow(7)],
        ['References', 'NOT_APPLICABLE', daysFromNow(14)],
        ['Interview', 'TODO', daysFromNow(10)],
        ['Leadership review', 'TODO', null],
        ['Appointment letter', 'TODO', null],
      ]);
      // A finished stage stays finished.
      expect(
        (await act(world.officeA, task('References').id, { action: 'reopen', version: 2 })).statusCode,
      ).toBe(409);
      // The interview is the position holder's decision (management), the review leadership's.
      const undecided = await act(world.manager, task('Interview').id, { action: 'complete', version: 1 });
      expect(undecided.statusCode).toBe(422);
      expect(Object.keys(undecided.json().errors)).toEqual(['decision']);
      const interview = await act(world.manager, task('Interview').id, {
        action: 'complete',
        version: 1,
        decision: 'APPROVED',
        note: 'Warmly recommended.',
      });
      expect(interview.statusCode, interview.body).toBe(200);
      expect(interview.json()).toMatchObject({
        status: 'DONE',
        decision: 'APPROVED',
        note: 'Warmly recommended.',
        completed_by: world.manager.id,
      });
      const reopened = await act(world.officeA, task('Interview').id, { action: 'reopen', version: 2 });
      expect(reopened.json()).toMatchObject({
        status: 'IN_PROGRESS',
        decision: null,
        completed_by: null,
        version: 3,
      });
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'task_instance')
        .where('entity_id', '=', String(task('Interview').id))
        .orderBy('id')
        .execute();
      expect(
        audit.map((row) => [
          row.action,
          (row.before as { status: string }).status,
          (row.after as { status: string }).status,
        ]),
      ).toEqual([
        ['update', 'TODO', 'DONE'],
        ['update', 'DONE', 'IN_PROGRESS'],
      ]);
    });

    it("R-ROLE-021 Z1 Z12 an organisation's task list shows each reader the open tasks waiting on them, oldest due first; an applicant or another organisation's staff get a 404", async () => {
      const first = await anApplication();
      const second = await anApplication();
      // The first application's references fall due after the second's.
      await db()
        .updateTable('task_instances')
        .set({ due_date: daysFromNow(20) })
        .where('subject_id', '=', first.id)
        .where('due_date', '=', daysFromNow(14))
        .execute();
      const assessed = await anApplication();
      const assessedTasks = await tasksOf(world.officeA, assessed.id);
      const idOf = (title: string) => assessedTasks.find((task) => task.title === title)?.id as number;
      expect(
        (await act(world.applicant, idOf('Application form'), { action: 'complete', version: 1 })).statusCode,
      ).toBe(200);
      expect(
        (await act(world.officeA, idOf('References'), { action: 'mark_not_applicable', version: 1 }))
          .statusCode,
      ).toBe(200);
      const mine = [first.id, second.id, assessed.id];
      const waiting = async (user: TestUser) => {
        const response = await (await as(user)).get(`/api/organisations/${world.orgA}/task-instances`);
        expect(response.statusCode, response.body).toBe(200);
        return taskInstances
          .parse(response.json())
          .filter((task) => task.application_id !== null && mine.includes(task.application_id))
          .map((task) => [task.application_id, task.title, task.due_date]);
      };
      expect(await waiting(world.officeA)).toEqual([
        [second.id, 'References', daysFromNow(14)],
        [first.id, 'References', daysFromNow(20)],
      ]);
      expect(await waiting(world.manager)).toEqual([[assessed.id, 'Interview', daysFromNow(10)]]);
      expect(await waiting(world.leader)).toEqual([[assessed.id, 'Leadership review', null]]);
      expect(await waiting(world.senior)).toEqual([]);
      for (const user of [world.applicant, world.officeB]) {
        const response = await (await as(user)).get(`/api/organisations/${world.orgA}/task-instances`);
        expect(response.statusCode).toBe(404);
      }
      expect(outOfScopeRefusals(logLines)).toHaveLength(2);
    });

    it('C1 the last two tasks of a stage done at once: both succeed, the stage completes once and the next starts once', async () => {
      const { id } = await anApplication();
      const tasks = await tasksOf(world.officeA, id);
      const [form, references] = ['Application form', 'References'].map(
        (title) => tasks.find((task) => task.title === title)?.id as number,
      );
      await attachFile(references as number);
      const results = await Promise.all([
        act(world.applicant, form as number, { action: 'complete', version: 1 }),
        act(world.officeA, references as number, { action: 'complete', version: 1 }),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
      const stages = await db()
        .selectFrom('application_workflow_stages')
        .select([
          'name',
          sql<boolean>`started_at is not null`.as('started'),
          sql<boolean>`completed_at is not null`.as('completed'),
        ])
        .where('application_id', '=', id)
        .orderBy('position')
        .execute();
      expect(stages).toEqual([
        { name: 'Application', started: true, completed: true },
        { name: 'Assessment', started: true, completed: false },
        { name: 'Appointment', started: false, completed: false },
      ]);
      const interview = (await tasksOf(world.officeA, id)).find((task) => task.title === 'Interview');
      expect(interview).toMatchObject({
        due_date: daysFromNow(10),
        user_can: ['complete', 'mark_not_applicable'],
      });
    });
  },
);
