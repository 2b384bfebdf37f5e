import { type WorkflowTemplate, workflowTemplateSchema } from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createPerson,
  createSecurityGroupMembers,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

const templateList = workflowTemplateSchema.array();

describeEachDatabase('workflow templates', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    admin: TestUser;
    seniorA: TestUser;
    leaderA: TestUser;
    managerA: TestUser;
    applicantA: TestUser;
    positionA: number;
    positionB: number;
    suggestedTaskId: number;
  };
  const as = signedInClients(() => app);
  const tables = [
    'workflow_templates',
    'workflow_template_stages',
    'workflow_template_tasks',
    'audit_log',
  ] as const;
  const counts = () => countRows(db(), tables);

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    const members = await createSecurityGroupMembers(db(), world.orgA);
    world.seniorA = members.senior;
    world.leaderA = members.leader;
    world.managerA = members.manager;
    world.applicantA = members.applicant;
    const position = async (organisationId: number) =>
      (
        await db()
          .insertInto('positions')
          .values({
            organisation_id: organisationId,
            name: 'Candidate Director',
            applicable_to: ['APPLICATION'],
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    world.positionA = await position(world.orgA);
    world.positionB = await position(world.orgB);
    const suggested = await db()
      .insertInto('workflow_templates')
      .values({
        organisation_id: null,
        name: 'Application process',
        subject_type: 'APPLICATION',
        is_suggested: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stage = await db()
      .insertInto('workflow_template_stages')
      .values({ workflow_template_id: suggested.id, name: 'Application', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    world.suggestedTaskId = (
      await db()
        .insertInto('workflow_template_tasks')
        .values({
          workflow_template_id: suggested.id,
          stage_id: stage.id,
          title: 'Passport copy',
          assignee_type: 'APPLICANT',
          completion_type: 'DOCUMENT',
          due_offset_days: 7,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  const template = (positionId: number) => ({
    name: 'Full-term application',
    subject_type: 'APPLICATION',
    stages: [
      {
        name: 'Enquiry',
        tasks: [
          {
            title: 'Application form',
            assignee_type: 'APPLICANT',
            completion_type: 'FORM',
            form_name: 'application',
            due_offset_days: 14,
          },
          {
            title: 'First conversation',
            assignee_type: 'POSITION',
            responsible_position_id: positionId,
            completion_type: 'DECISION',
          },
        ],
      },
      {
        name: 'Appointment',
        tasks: [
          {
            title: 'Approval',
            assignee_type: 'SECURITY_GROUP',
            assignee_security_group_role: 'senior-leadership',
            completion_type: 'DECISION',
          },
        ],
      },
    ],
  });

  async function create(user: TestUser) {
    const response = await (await as(user)).post(
      `/api/organisations/${world.orgA}/workflow-templates`,
      template(world.positionA),
    );
    expect(response.statusCode, response.body).toBe(201);
    return workflowTemplateSchema.parse(response.json());
  }

  it('office staff without a security group create a template: ordered stages, each task with who does it, its due offset and what completing it means; one audit row', async () => {
    const before = await counts();
    const created = await create(world.officeA);
    expect(created).toMatchObject({
      organisation_id: world.orgA,
      name: 'Full-term application',
      is_suggested: false,
      archived: false,
      version: 1,
      user_can: ['accept_suggested_tasks', 'edit', 'archive'],
    });
    expect(created.stages.map((stage) => [stage.name, stage.tasks.map((task) => task.title)])).toEqual([
      ['Enquiry', ['Application form', 'First conversation']],
      ['Appointment', ['Approval']],
    ]);
    expect(created.stages[0]?.tasks[0]).toMatchObject({
      assignee_type: 'APPLICANT',
      completion_type: 'FORM',
      form_name: 'application',
      due_offset_days: 14,
      suggested_task_id: null,
    });
    expect(created.stages[1]?.tasks[0]).toMatchObject({
      assignee_type: 'SECURITY_GROUP',
      assignee_security_group_role: 'senior-leadership',
    });
    expect(await counts()).toEqual({
      workflow_templates: Number(before.workflow_templates) + 1,
      workflow_template_stages: Number(before.workflow_template_stages) + 2,
      workflow_template_tasks: Number(before.workflow_template_tasks) + 3,
      audit_log: Number(before.audit_log) + 1,
    });
    const listed = templateList.parse(
      (await (await as(world.officeA)).get(`/api/organisations/${world.orgA}/workflow-templates`)).json(),
    );
    expect(listed.map((item) => item.id)).toContain(created.id);
  });

  it('R-ROLE-014 senior leadership creates and reads templates of its organisation', async () => {
    const created = await create(world.seniorA);
    expect((await (await as(world.seniorA)).get(`/api/workflow-templates/${created.id}`)).statusCode).toBe(
      200,
    );
  });

  it('Z12 leadership and management may not list, read or create templates: 403, nothing written', async () => {
    const existing = await create(world.officeA);
    for (const user of [world.leaderA, world.managerA]) {
      const before = await counts();
      const client = await as(user);
      const statuses = [
        (await client.get(`/api/organisations/${world.orgA}/workflow-templates`)).statusCode,
        (await client.get(`/api/workflow-templates/${existing.id}`)).statusCode,
        (await client.post(`/api/organisations/${world.orgA}/workflow-templates`, template(world.positionA)))
          .statusCode,
        (
          await client.request({
            method: 'PUT',
            url: `/api/workflow-templates/${existing.id}/suggested-tasks/${world.suggestedTaskId}`,
            payload: { stage_id: existing.stages[0]?.id, version: 1 },
          })
        ).statusCode,
        (await client.get('/api/suggested-workflow-templates')).statusCode,
      ];
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
      expect(await counts()).toEqual(before);
    }
  });

  it('Z1 Z4 another organisation’s staff and an applicant reach no template of organisation A: 404, logged, nothing written', async () => {
    const existing = await create(world.officeA);
    for (const user of [world.officeB, world.applicantA]) {
      const before = await counts();
      logLines.length = 0;
      const client = await as(user);
      const statuses = [
        (await client.get(`/api/organisations/${world.orgA}/workflow-templates`)).statusCode,
        (await client.get(`/api/workflow-templates/${existing.id}`)).statusCode,
        (await client.post(`/api/organisations/${world.orgA}/workflow-templates`, template(world.positionA)))
          .statusCode,
        (
          await client.request({
            method: 'PUT',
            url: `/api/workflow-templates/${existing.id}/suggested-tasks/${world.suggestedTaskId}`,
            payload: { stage_id: existing.stages[0]?.id, version: 1 },
          })
        ).statusCode,
      ];
      expect(statuses).toEqual([404, 404, 404, 404]);
      expect(outOfScopeRefusals(logLines)).toHaveLength(4);
      expect(await counts()).toEqual(before);
    }
  });

  it('Z5 a task naming another organisation’s position is a 422 naming that task’s field; nothing written', async () => {
    const before = await counts();
    const response = await (await as(world.officeA)).post(
      `/api/organisations/${world.orgA}/workflow-templates`,
      template(world.positionB),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['stages.0.tasks.1.responsible_position_id']);
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 422 naming the field: a security-group task without its group, a position task without its position, an unknown completion, a form the server does not have, a form on a task not completed by one', async () => {
    const before = await counts();
    const client = await as(world.officeA);
    const withTask = (task: Record<string, unknown>) => ({
      name: 'T',
      subject_type: 'APPLICATION',
      stages: [{ name: 'S', tasks: [{ title: 'Task', ...task }] }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [
        { assignee_type: 'SECURITY_GROUP', completion_type: 'DECISION' },
        'stages.0.tasks.0.assignee_security_group_role',
      ],
      [
        { assignee_type: 'POSITION', completion_type: 'DECISION' },
        'stages.0.tasks.0.responsible_position_id',
      ],
      [{ assignee_type: 'APPLICANT', completion_type: 'DANCE' }, 'stages.0.tasks.0.completion_type'],
      [
        { assignee_type: 'APPLICANT', completion_type: 'FORM', due_offset_days: -1 },
        'stages.0.tasks.0.due_offset_days',
      ],
      [
        { assignee_type: 'APPLICANT', completion_type: 'FORM', form_name: 'medical' },
        'stages.0.tasks.0.form_name',
      ],
      [
        { assignee_type: 'APPLICANT', completion_type: 'DOCUMENT', form_name: 'application' },
        'stages.0.tasks.0.form_name',
      ],
    ];
    for (const [task, field] of cases) {
      const response = await client.post(
        `/api/organisations/${world.orgA}/workflow-templates`,
        withTask(task),
      );
      expect(response.statusCode, JSON.stringify(task)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(task)).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('the suggested templates are listed for those who build templates; a suggested task accepted into a stage remembers its suggestion, once', async () => {
    const client = await as(world.officeA);
    const suggested = templateList.parse((await client.get('/api/suggested-workflow-templates')).json());
    expect(
      suggested.map((item) => [item.name, item.is_suggested, item.organisation_id, item.user_can]),
    ).toContainEqual(['Application process', true, null, []]);
    const existing = await create(world.officeA);
    const stageId = existing.stages[1]?.id as number;
    const url = `/api/workflow-templates/${existing.id}/suggested-tasks/${world.suggestedTaskId}`;
    const accepted = await client.request({ method: 'PUT', url, payload: { stage_id: stageId, version: 1 } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = workflowTemplateSchema.parse(accepted.json());
    expect(after.version).toBe(2);
    expect(after.stages[1]?.tasks.map((task) => [task.title, task.suggested_task_id])).toEqual([
      ['Approval', null],
      ['Passport copy', world.suggestedTaskId],
    ]);
    expect(after.stages[1]?.tasks[1]).toMatchObject({
      assignee_type: 'APPLICANT',
      completion_type: 'DOCUMENT',
      due_offset_days: 7,
    });
    const before = await counts();
    const again = await client.request({ method: 'PUT', url, payload: { stage_id: stageId, version: 2 } });
    expect(again.statusCode).toBe(200);
    expect(workflowTemplateSchema.parse(again.json()).version).toBe(2);
    expect(await counts()).toEqual(before);
  });

  it('C2 accepting with a stale version is a 409 naming the current one; a stage of another template a 422; nothing written', async () => {
    const existing = await create(world.officeA);
    const other = await create(world.officeA);
    const client = await as(world.officeA);
    const url = `/api/workflow-templates/${existing.id}/suggested-tasks/${world.suggestedTaskId}`;
    expect(
      (
        await client.request({
          method: 'PUT',
          url,
          payload: { stage_id: existing.stages[0]?.id, version: 1 },
        })
      ).statusCode,
    ).toBe(200);
    const before = await counts();
    const stale = await client.request({
      method: 'PUT',
      url,
      payload: { stage_id: existing.stages[0]?.id, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toEqual(['is 2 now']);
    const foreignStage = await client.request({
      method: 'PUT',
      url: `/api/workflow-templates/${other.id}/suggested-tasks/${world.suggestedTaskId}`,
      payload: { stage_id: existing.stages[0]?.id, version: 1 },
    });
    expect(foreignStage.statusCode).toBe(422);
    expect(Object.keys(foreignStage.json().errors)).toEqual(['stage_id']);
    expect(await counts()).toEqual(before);
  });

  it('Z10 a suggested template cannot be written through the accepting call, and a task of an organisation’s template is no suggestion: 404', async () => {
    const existing = await create(world.officeA);
    const client = await as(world.officeA);
    const suggested = templateList.parse((await client.get('/api/suggested-workflow-templates')).json())[0];
    const before = await counts();
    const intoSuggested = await client.request({
      method: 'PUT',
      url: `/api/workflow-templates/${suggested?.id}/suggested-tasks/${world.suggestedTaskId}`,
      payload: { stage_id: suggested?.stages[0]?.id, version: 1 },
    });
    expect(intoSuggested.statusCode).toBe(404);
    const notASuggestion = await client.request({
      method: 'PUT',
      url: `/api/workflow-templates/${existing.id}/suggested-tasks/${existing.stages[0]?.tasks[0]?.id}`,
      payload: { stage_id: existing.stages[0]?.id, version: 1 },
    });
    expect(notASuggestion.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  /** The template as an edit sends it back: every stage and task with its id and what it is. */
  const asSent = (existing: WorkflowTemplate) =>
    existing.stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      tasks: stage.tasks.map(({ suggested_task_id: _, ...task }) => task),
    }));
  const edit = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
    (await as(user)).request({ method: 'PATCH', url: `/api/workflow-templates/${id}`, payload });
  const archive = async (user: TestUser, id: number, version: number) =>
    (await as(user)).request({ method: 'DELETE', url: `/api/workflow-templates/${id}?version=${version}` });
  const titles = (edited: WorkflowTemplate) =>
    edited.stages.map((stage) => [stage.name, stage.tasks.map((task) => task.title)]);

  it('an edit of the whole template keeps the stages and tasks named by id, adds those without one, removes those left out and follows the order sent; one audit row, version moved on', async () => {
    const existing = await create(world.officeA);
    const [enquiry, appointment] = asSent(existing);
    const [form, conversation] = enquiry?.tasks ?? [];
    const approval = appointment?.tasks[0];
    const before = await counts();
    const response = await edit(world.officeA, existing.id, {
      version: 1,
      name: 'Full-term application (2027)',
      stages: [
        {
          id: appointment?.id,
          name: 'Appointment',
          tasks: [approval, { ...form, title: 'Application form, long' }],
        },
        {
          name: 'Orientation',
          tasks: [{ title: 'Briefing', assignee_type: 'OFFICE_STAFF', completion_type: 'DOCUMENT' }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = workflowTemplateSchema.parse(response.json());
    expect(edited.name).toBe('Full-term application (2027)');
    expect(edited.version).toBe(2);
    expect(titles(edited)).toEqual([
      ['Appointment', ['Approval', 'Application form, long']],
      ['Orientation', ['Briefing']],
    ]);
    expect(edited.stages[0]?.id).toBe(appointment?.id);
    expect(edited.stages[0]?.tasks.map((task) => task.id)).toEqual([approval?.id, form?.id]);
    expect(edited.stages[1]?.tasks[0]).toMatchObject({
      assignee_type: 'OFFICE_STAFF',
      completion_type: 'DOCUMENT',
      suggested_task_id: null,
    });
    // The Enquiry stage and the First conversation task are gone; nothing used them.
    expect(await counts()).toEqual({
      workflow_templates: before.workflow_templates,
      workflow_template_stages: before.workflow_template_stages,
      workflow_template_tasks: before.workflow_template_tasks,
      audit_log: Number(before.audit_log) + 1,
    });
    expect(
      await db()
        .selectFrom('workflow_template_tasks')
        .select('id')
        .where('id', '=', conversation?.id as number)
        .executeTakeFirst(),
    ).toBeUndefined();
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'workflow_template')
      .where('entity_id', '=', String(existing.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(audit.after).toMatchObject({ name: 'Full-term application (2027)', version: 2 });
    expect(audit.before).toMatchObject({ name: 'Full-term application', version: 1 });
    const read = workflowTemplateSchema.parse(
      (await (await as(world.officeA)).get(`/api/workflow-templates/${existing.id}`)).json(),
    );
    expect(read).toEqual(edited);
  });

  it('an edit that changes nothing writes nothing, and a rename alone keeps the stages as they are', async () => {
    const existing = await create(world.officeA);
    let before = await counts();
    const same = await edit(world.officeA, existing.id, { version: 1, stages: asSent(existing) });
    expect(same.statusCode, same.body).toBe(200);
    expect(workflowTemplateSchema.parse(same.json()).version).toBe(1);
    expect(await counts()).toEqual(before);
    before = await counts();
    const renamed = workflowTemplateSchema.parse(
      (await edit(world.officeA, existing.id, { version: 1, name: 'Renamed' })).json(),
    );
    expect(renamed).toEqual({ ...existing, name: 'Renamed', version: 2 });
    expect(await counts()).toEqual({ ...before, audit_log: Number(before.audit_log) + 1 });
  });

  it('a task a suggestion gave keeps its suggestion when edited; a suggestion whose copy left the template can be accepted again', async () => {
    const existing = await create(world.officeA);
    const client = await as(world.officeA);
    const url = `/api/workflow-templates/${existing.id}/suggested-tasks/${world.suggestedTaskId}`;
    const accepted = workflowTemplateSchema.parse(
      (
        await client.request({
          method: 'PUT',
          url,
          payload: { stage_id: existing.stages[0]?.id, version: 1 },
        })
      ).json(),
    );
    const stages = asSent(accepted);
    const passport = stages[0]?.tasks[2];
    const kept = workflowTemplateSchema.parse(
      (
        await edit(world.officeA, existing.id, {
          version: 2,
          stages: [{ ...stages[0], tasks: [{ ...passport, due_offset_days: 10 }] }],
        })
      ).json(),
    );
    expect(kept.stages[0]?.tasks).toEqual([
      expect.objectContaining({
        id: passport?.id,
        due_offset_days: 10,
        suggested_task_id: world.suggestedTaskId,
      }),
    ]);
    const emptied = workflowTemplateSchema.parse(
      (await edit(world.officeA, existing.id, { version: 3, stages: [{ ...stages[0], tasks: [] }] })).json(),
    );
    const again = await client.request({
      method: 'PUT',
      url,
      payload: { stage_id: emptied.stages[0]?.id, version: emptied.version },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(workflowTemplateSchema.parse(again.json()).stages[0]?.tasks.map((task) => task.title)).toEqual([
      'Passport copy',
    ]);
  });

  it('C2 an edit with a stale version is a 409 naming the current one; nothing written', async () => {
    const existing = await create(world.officeA);
    expect((await edit(world.officeA, existing.id, { version: 1, name: 'First' })).statusCode).toBe(200);
    const before = await counts();
    const stale = await edit(world.officeA, existing.id, { version: 1, name: 'Second', stages: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toEqual(['is 2 now']);
    const staleArchive = await archive(world.officeA, existing.id, 1);
    expect(staleArchive.statusCode).toBe(409);
    expect(staleArchive.json().errors.version).toEqual(['is 2 now']);
    expect(await counts()).toEqual(before);
    const read = workflowTemplateSchema.parse(
      (await (await as(world.officeA)).get(`/api/workflow-templates/${existing.id}`)).json(),
    );
    expect([read.name, read.archived, titles(read)]).toEqual(['First', false, titles(existing)]);
  });

  it('a refused edit is a 422 naming each field by its path; nothing written', async () => {
    const existing = await create(world.officeA);
    const other = await create(world.officeA);
    const stages = asSent(existing);
    const [enquiry, appointment] = stages;
    const cases: [Record<string, unknown>, string[]][] = [
      [
        {
          stages: [
            { ...enquiry, tasks: [enquiry?.tasks[0], { ...enquiry?.tasks[1], title: ' ' }] },
            appointment,
          ],
        },
        ['stages.0.tasks.1.title'],
      ],
      [{ name: '' }, ['name']],
      [{ stages: [{ ...enquiry, name: '' }] }, ['stages.0.name']],
      [{ stages: [{ ...enquiry, id: other.stages[0]?.id }] }, ['stages.0.id']],
      [{ stages: [enquiry, { ...appointment, id: enquiry?.id }] }, ['stages.1.id']],
      [{ stages: [{ ...enquiry, tasks: [enquiry?.tasks[0], enquiry?.tasks[0]] }] }, ['stages.0.tasks.1.id']],
      [
        { stages: [{ ...enquiry, tasks: [{ ...enquiry?.tasks[0], id: other.stages[0]?.tasks[0]?.id }] }] },
        ['stages.0.tasks.0.id'],
      ],
      [
        {
          stages: [
            enquiry,
            { ...appointment, tasks: [{ ...appointment?.tasks[0], assignee_security_group_role: null }] },
          ],
        },
        ['stages.1.tasks.0.assignee_security_group_role'],
      ],
      [
        {
          stages: [
            {
              ...enquiry,
              tasks: [enquiry?.tasks[0], { ...enquiry?.tasks[1], responsible_position_id: world.positionB }],
            },
          ],
        },
        ['stages.0.tasks.1.responsible_position_id'],
      ],
      [{ stages: [{ ...enquiry, colour: 'red' }] }, ['stages.0']],
    ];
    const before = await counts();
    for (const [change, fields] of cases) {
      const response = await edit(world.officeA, existing.id, { version: 1, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(change)).toEqual(fields);
    }
    expect(await counts()).toEqual(before);
  });

  it('R-ROLE-014 Z12 office staff and senior leadership edit and archive; leadership and management get a 403, another organisation a logged 404, a suggested template a 404; nothing written by those refused', async () => {
    for (const user of [world.officeA, world.seniorA]) {
      const existing = await create(world.officeA);
      const edited = await edit(user, existing.id, { version: 1, name: 'Edited' });
      expect(edited.statusCode, edited.body).toBe(200);
      const archived = await archive(user, existing.id, 2);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(workflowTemplateSchema.parse(archived.json())).toMatchObject({
        archived: true,
        version: 3,
        user_can: [],
      });
    }
    const existing = await create(world.officeA);
    const suggested = templateList.parse(
      (await (await as(world.officeA)).get('/api/suggested-workflow-templates')).json(),
    )[0] as WorkflowTemplate;
    for (const [user, status] of [
      [world.leaderA, 403],
      [world.managerA, 403],
      [world.officeB, 404],
      [world.applicantA, 404],
    ] as const) {
      const before = await counts();
      logLines.length = 0;
      expect((await edit(user, existing.id, { version: 1, name: 'Edited' })).statusCode).toBe(status);
      expect((await archive(user, existing.id, 1)).statusCode).toBe(status);
      if (status === 404) {
        expect(outOfScopeRefusals(logLines)).toHaveLength(2);
      }
      expect(await counts()).toEqual(before);
    }
    const before = await counts();
    expect((await edit(world.officeA, suggested.id, { version: 1, name: 'Mine' })).statusCode).toBe(404);
    expect((await archive(world.officeA, suggested.id, 1)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('an archived template is listed apart (include_archived), offered no more for a new application and takes no more changes; a running application that follows it keeps working', async () => {
    const existing = await create(world.officeA);
    const applicant = await createPerson(db(), { mobilisedBy: [world.orgA] });
    const client = await as(world.officeA);
    const newApplication = () =>
      client.post(`/api/organisations/${world.orgA}/applications`, {
        title: 'Teacher, Kijabe',
        term_type: 'FULL_TERM',
        about: null,
        workflow_template_id: existing.id,
        applicant_ids: [applicant.id],
      });
    const running = await newApplication();
    expect(running.statusCode, running.body).toBe(201);
    const application = running.json() as { id: number };
    const instances = async () =>
      (await client.get(`/api/applications/${application.id}/task-instances`)).json() as {
        id: number;
        title: string;
        version: number;
      }[];
    const tasksBefore = await instances();
    expect(tasksBefore.map((task) => task.title)).toEqual([
      'Application form',
      'First conversation',
      'Approval',
    ]);

    const archived = await archive(world.officeA, existing.id, 1);
    expect(archived.statusCode, archived.body).toBe(200);
    const listed = async (query: string) =>
      templateList
        .parse((await client.get(`/api/organisations/${world.orgA}/workflow-templates${query}`)).json())
        .filter((item) => item.id === existing.id)
        .map((item) => item.archived);
    expect(await listed('')).toEqual([]);
    expect(await listed('?include_archived=true')).toEqual([true]);
    const refused = await newApplication();
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['workflow_template_id']);
    const before = await counts();
    const changed = await edit(world.officeA, existing.id, { version: 2, name: 'Again' });
    expect(changed.statusCode).toBe(422);
    expect(Object.keys(changed.json().errors)).toEqual(['id']);
    expect((await archive(world.officeA, existing.id, 2)).statusCode).toBe(422);
    expect(await counts()).toEqual(before);

    expect(await instances()).toEqual(tasksBefore);
    const done = await client.post(`/api/task-instances/${tasksBefore[0]?.id}/transitions`, {
      action: 'mark_not_applicable',
      version: tasksBefore[0]?.version,
      note: null,
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  it('a task that a running application uses stays as it was for it: left out of the template it only leaves it, and changed a new task takes its place', async () => {
    const existing = await create(world.officeA);
    const applicant = await createPerson(db(), { mobilisedBy: [world.orgA] });
    const client = await as(world.officeA);
    const running = await client.post(`/api/organisations/${world.orgA}/applications`, {
      title: 'Nurse, Kijabe',
      term_type: 'SHORT_TERM',
      about: null,
      workflow_template_id: existing.id,
      applicant_ids: [applicant.id],
    });
    expect(running.statusCode, running.body).toBe(201);
    const application = running.json() as { id: number };
    const instances = async () =>
      (
        (await client.get(`/api/applications/${application.id}/task-instances`)).json() as Record<
          string,
          unknown
        >[]
      ).map((task) => [task.title, task.task_id]);
    const tasksBefore = await instances();
    const [enquiry, appointment] = asSent(existing);
    const [form, conversation] = enquiry?.tasks ?? [];
    const before = await counts();
    const response = await edit(world.officeA, existing.id, {
      version: 1,
      stages: [
        { ...enquiry, tasks: [{ ...form, title: 'Application form (new)' }] },
        { ...appointment, tasks: [...(appointment?.tasks ?? []), conversation] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = workflowTemplateSchema.parse(response.json());
    expect(titles(edited)).toEqual([
      ['Enquiry', ['Application form (new)']],
      ['Appointment', ['Approval', 'First conversation']],
    ]);
    // The changed task is a new one; the one moved, unchanged, keeps its id.
    expect(edited.stages[0]?.tasks[0]?.id).not.toBe(form?.id);
    expect(edited.stages[1]?.tasks[1]?.id).toBe(conversation?.id);
    expect(await counts()).toMatchObject({
      workflow_template_tasks: Number(before.workflow_template_tasks) + 1,
    });
    expect(await instances()).toEqual(tasksBefore);

    const removed = await edit(world.officeA, existing.id, { version: 2, stages: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(workflowTemplateSchema.parse(removed.json()).stages).toEqual([]);
    expect(await instances()).toEqual(tasksBefore);
  });
});
