import { type ApplicationStatus, applicationSchema, pagedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createApplication,
  createMember,
  createTwoOrganisations,
  holdPosition,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedApplications = pagedSchema(applicationSchema);

describeEachDatabase("applications list: the organisation's applications screen query", (database) => {
  let app: App;
  const db = () => database().db;
  const as = signedInClients(() => app);

  // Organisation A: a nurse's application at its Interview stage (task due 2026-12-10), an accountant's on
  // hold at Enquiry (due 2026-11-20), a teacher appointed, a builder rejected while at Interview; the
  // manager holds "Candidate director" on the nurse's and the builder's. Organisation B: a doctor's at
  // Interview (due 2026-11-25). Each made a month after the one before.
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    manager: TestUser;
    director: number;
    nurse: number;
    accountant: number;
    teacher: number;
    builder: number;
    doctor: number;
  };

  async function anApplication(
    organisationId: number,
    fields: { title: string; status: ApplicationStatus; created: string },
    stages: { name: string; completed: boolean; due?: string }[],
  ): Promise<number> {
    const { id } = await createApplication(db(), {
      organisation_id: organisationId,
      title: fields.title,
      status: fields.status,
      created_at: new Date(`${fields.created}T09:00:00Z`),
    });
    const template = await db()
      .insertInto('workflow_templates')
      .values({ organisation_id: organisationId, name: 'Application', subject_type: 'APPLICATION' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, stage] of stages.entries()) {
      const stageRow = await db()
        .insertInto('application_workflow_stages')
        .values({
          application_id: id,
          name: stage.name,
          position,
          started_at: new Date('2026-10-01T09:00:00Z'),
          completed_at: stage.completed ? new Date('2026-10-02T09:00:00Z') : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stage.due) {
        const task = await db()
          .insertInto('workflow_template_tasks')
          .values({ workflow_template_id: template.id, title: stage.name })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A done task due earlier does not count: only open tasks are due.
        await db()
          .insertInto('task_instances')
          .values([
            {
              task_id: task.id,
              subject_type: 'APPLICATION',
              subject_id: id,
              application_stage_id: stageRow.id,
              due_date: stage.due,
            },
            {
              task_id: task.id,
              subject_type: 'APPLICATION',
              subject_id: id,
              application_stage_id: stageRow.id,
              due_date: '2026-01-01',
              status: 'DONE',
            },
          ])
          .execute();
      }
    }
    return id;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    Object.assign(world, await createTwoOrganisations(db()));
    const manager = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), manager.personProfileId, world.orgA, 'management');
    world.manager = manager;
    const enquiryDone = { name: 'Enquiry', completed: true };
    world.nurse = await anApplication(
      world.orgA,
      { title: 'Nurse, Kijabe', status: 'IN_PROGRESS', created: '2026-01-01' },
      [
        enquiryDone,
        { name: 'Interview', completed: false, due: '2026-12-10' },
        { name: 'Appointment', completed: false },
      ],
    );
    world.accountant = await anApplication(
      world.orgA,
      { title: 'accountant, Nairobi', status: 'ON_HOLD', created: '2026-02-01' },
      [
        { name: 'Enquiry', completed: false, due: '2026-11-20' },
        { name: 'Interview', completed: false },
      ],
    );
    world.teacher = await anApplication(
      world.orgA,
      { title: 'Teacher, Rift Valley', status: 'APPOINTED', created: '2026-03-01' },
      [enquiryDone, { name: 'Interview', completed: true }],
    );
    world.builder = await anApplication(
      world.orgA,
      { title: 'Builder, Tenwek', status: 'REJECTED', created: '2026-04-01' },
      [enquiryDone, { name: 'Interview', completed: false }],
    );
    world.doctor = await anApplication(
      world.orgB,
      { title: 'Doctor, Mombasa', status: 'IN_PROGRESS', created: '2026-05-01' },
      [enquiryDone, { name: 'Interview', completed: false, due: '2026-11-25' }],
    );
    world.director = (
      await holdPosition(db(), {
        organisationId: world.orgA,
        name: 'Candidate director',
        subjectType: 'APPLICATION',
        subjectIds: [world.nurse, world.builder],
        userId: manager.id,
      })
    ).id;
  });
  afterAll(() => app.close());

  async function titles(user: TestUser, query: string): Promise<string[]> {
    const response = await (await as(user)).get(`/api/applications?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedApplications.parse(response.json()).data.map((application) => application.title);
  }

  const names = () => ({
    nurse: 'Nurse, Kijabe',
    accountant: 'accountant, Nairobi',
    teacher: 'Teacher, Rift Valley',
    builder: 'Builder, Tenwek',
    doctor: 'Doctor, Mombasa',
  });

  it.each<[string, () => string, (keyof ReturnType<typeof names>)[]]>([
    ['newest first by default', () => '', ['doctor', 'builder', 'teacher', 'accountant', 'nurse']],
    ['oldest first', () => 'sort=created_at', ['nurse', 'accountant', 'teacher', 'builder', 'doctor']],
    [
      'by title, whatever the case',
      () => 'sort=title',
      ['accountant', 'builder', 'doctor', 'nurse', 'teacher'],
    ],
    ['by title, reversed', () => 'sort=-title', ['teacher', 'nurse', 'doctor', 'builder', 'accountant']],
    // Running first, then the outcomes; equal statuses newest first.
    ['by status', () => 'sort=status', ['doctor', 'nurse', 'accountant', 'teacher', 'builder']],
    ['by status, reversed', () => 'sort=-status', ['builder', 'teacher', 'accountant', 'doctor', 'nurse']],
    // The earliest open task's due date; those with nothing due last either way, newest first.
    ['by due date', () => 'sort=due', ['accountant', 'doctor', 'nurse', 'builder', 'teacher']],
    ['by due date, reversed', () => 'sort=-due', ['nurse', 'doctor', 'accountant', 'builder', 'teacher']],
    ['of one organisation', () => `organisation=${world.orgB}`, ['doctor']],
    [
      'of two organisations',
      () => `organisation=${world.orgA},${world.orgB}&sort=created_at`,
      ['nurse', 'accountant', 'teacher', 'builder', 'doctor'],
    ],
    ['on which a position is held', () => `position=${world.director}`, ['builder', 'nurse']],
    // Only a running application has a current stage: the rejected builder's stopped at Interview.
    ['at the Interview stage', () => 'stage=Interview', ['doctor', 'nurse']],
    ['at the Enquiry stage, on hold', () => 'stage=Enquiry', ['accountant']],
    ['at a stage none is at', () => 'stage=Appointment', []],
    [
      'at a stage, of an organisation and status',
      () => `stage=Interview&organisation=${world.orgA}&status=IN_PROGRESS`,
      ['nurse'],
    ],
  ])('R-CALL-011 the admin lists the applications %s', async (_, query, expected) => {
    expect(await titles(world.admin, query())).toEqual(expected.map((name) => names()[name]));
  });

  it('pages a sorted list: page 2 of 2 by title, with the links keeping the query', async () => {
    const response = await (await as(world.admin)).get('/api/applications?sort=title&per_page=3&page=2');
    expect(response.statusCode, response.body).toBe(200);
    expect(pagedApplications.parse(response.json())).toMatchObject({
      data: [{ title: 'Nurse, Kijabe' }, { title: 'Teacher, Rift Valley' }],
      total: 5,
      from: 4,
      to: 5,
      per_page: 3,
      current_page: 2,
      last_page: 2,
      next_page_url: null,
      prev_page_url: '/api/applications?sort=title&per_page=3&page=1',
    });
  });

  it.each<[string, () => TestUser, () => string, (keyof ReturnType<typeof names>)[]]>([
    [
      "office staff of A naming B's organisation",
      () => world.officeA,
      () => `organisation=${world.orgB}`,
      [],
    ],
    ['office staff of B at the Interview stage', () => world.officeB, () => 'stage=Interview', ['doctor']],
    ["office staff of B naming A's position", () => world.officeB, () => `position=${world.director}`, []],
    [
      'management of A by its position',
      () => world.manager,
      () => `position=${world.director}&sort=title`,
      ['builder', 'nurse'],
    ],
    ['management of A at the Enquiry stage', () => world.manager, () => 'stage=Enquiry', []],
  ])('Z2 Z12 the filters stay within the scope: %s', async (_, user, query, expected) => {
    expect(await titles(user(), query())).toEqual(expected.map((name) => names()[name]));
  });

  it.each([
    ['sort=due_date', 'sort'],
    ['sort=+title', 'sort'],
    ['organisation=', 'organisation'],
    ['organisation=A', 'organisation.0'],
    ['position=', 'position'],
    ['position=0', 'position.0'],
    ['stage=', 'stage'],
    [`stage=${'x'.repeat(101)}`, 'stage'],
    ['page=0', 'page'],
    ['order=title', ''],
  ])('refuses %s with a 422 naming the field', async (query, field) => {
    const response = await (await as(world.officeA)).get(`/api/applications?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    if (field) {
      expect(Object.keys(response.json().errors ?? {})).toContain(field);
    }
  });
});
