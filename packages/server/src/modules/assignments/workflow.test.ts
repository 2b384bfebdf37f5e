import { assignmentSchema, startableWorkflowTemplateSchema, taskInstanceSchema } from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createMember,
  createOfficeStaff,
  createOrganisation,
  createSecurityGroupMembers,
  holdPosition,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';

const taskInstances = taskInstanceSchema.array();

describeEachDatabase('assignments: starting a workflow and doing its tasks', (database) => {
  let app: App;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // E explores the assignments and mobilises their assignee; R receives them; O is another organisation
  // with a template of its own. The manager of E holds a position on the assignments (reads them only).
  const world = {} as {
    orgE: number;
    orgR: number;
    orgO: number;
    officeE: TestUser;
    officeR: TestUser;
    officeO: TestUser;
    manager: TestUser;
    leader: TestUser;
    assignee: TestUser & { personProfileId: number };
    template: number;
    applicationTemplate: number;
    templateO: number;
  };

  async function createTemplate(user: TestUser, organisationId: number, subjectType: string) {
    const response = await (await as(user)).post(`/api/organisations/${organisationId}/workflow-templates`, {
      name: 'Going to the field',
      subject_type: subjectType,
      stages: [
        {
          name: 'Preparation',
          tasks: [
            {
              title: 'Visa approved',
              assignee_type: 'OFFICE_STAFF',
              due_offset_days: 30,
              completion_type: 'DECISION',
            },
            { title: 'Pre-field checklist', assignee_type: 'APPLICANT', completion_type: 'DECISION' },
          ],
        },
        {
          name: 'Arrival',
          tasks: [{ title: 'Arrival call', assignee_type: 'OFFICE_STAFF', completion_type: 'DECISION' }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE]);
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [world.orgO]);
    ({ manager: world.manager, leader: world.leader } = await createSecurityGroupMembers(db(), world.orgE));
    world.assignee = await createMember(db(), [world.orgE]);
    world.template = await createTemplate(world.officeE, world.orgE, 'ASSIGNMENT');
    world.applicationTemplate = await createTemplate(world.officeE, world.orgE, 'APPLICATION');
    world.templateO = await createTemplate(world.officeO, world.orgO, 'ASSIGNMENT');
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  /** A new PLANNED assignment of E received by R, shared with R, and the position the manager holds on it. */
  async function anAssignment(fields: { is_shared_with_assignee?: boolean; is_abandoned?: boolean } = {}) {
    const { id } = await createAssignment(db(), {
      assignee_person_profile_id: world.assignee.personProfileId,
      explored_by_organisation_id: world.orgE,
      received_by_organisation_id: world.orgR,
      status: 'PLANNED',
      is_shared_with_receiving_organisation: true,
      ...fields,
    });
    await holdPosition(db(), {
      organisationId: world.orgE,
      name: `Member care ${id}`,
      subjectType: 'ASSIGNMENT',
      subjectIds: [id],
      userId: world.manager.id,
    });
    return id;
  }

  const start = async (user: TestUser, id: number, body: Record<string, unknown>) =>
    (await as(user)).post(`/api/assignments/${id}/workflow`, body);
  const tasksOf = async (user: TestUser, id: number) => {
    const response = await (await as(user)).get(`/api/assignments/${id}/task-instances`);
    expect(response.statusCode, response.body).toBe(200);
    return taskInstances.parse(response.json());
  };
  const written = () =>
    countRows(db(), ['application_workflow_stages', 'task_instances', 'audit_log', 'assignments']);
  const versionOf = async (id: number) =>
    (await db().selectFrom('assignments').select('version').where('id', '=', id).executeTakeFirstOrThrow())
      .version;

  it('office staff of the exploring organisation start the workflow from its assignment template: the stages and tasks are copied, the first stage started, the assignment versioned and audited; a second start is a 409', async () => {
    const id = await anAssignment();
    const before = await (await as(world.officeE)).get(`/api/assignments/${id}`);
    expect(assignmentSchema.parse(before.json()).workflow).toEqual({ stages: [], user_can: ['start'] });

    const response = await start(world.officeE, id, { workflow_template_id: world.template, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const assignment = assignmentSchema.parse(response.json());
    expect(assignment.version).toBe(2);
    expect(assignment.workflow.user_can).toEqual([]);
    expect(assignment.workflow.stages.map((stage) => [stage.name, stage.position, stage.status])).toEqual([
      ['Preparation', 0, 'IN_PROGRESS'],
      ['Arrival', 1, 'NOT_STARTED'],
    ]);
    const tasks = await tasksOf(world.officeE, id);
    expect(tasks.map((task) => [task.title, task.assignment_id, task.application_id, task.status])).toEqual([
      ['Visa approved', id, null, 'TODO'],
      ['Pre-field checklist', id, null, 'TODO'],
      ['Arrival call', id, null, 'TODO'],
    ]);
    // The assignee does the APPLICANT task: it waits on their user.
    expect(tasks[1]?.assignee_user_id).toBe(world.assignee.id);
    expect(tasks[0]?.user_can).toEqual(['complete', 'mark_not_applicable']);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'start_workflow',
        before: { workflow_template_id: null, version: 1 },
        after: { workflow_template_id: world.template, stages: ['Preparation', 'Arrival'], version: 2 },
      },
    ]);

    const counts = await written();
    const again = await start(world.officeE, id, { workflow_template_id: world.template, version: 2 });
    expect(again.statusCode, again.body).toBe(409);
    expect(await written()).toEqual(counts);
  });

  it('leadership, who start workflows but do not edit templates, read the templates an assignment may start from (its organisations’ live assignment templates) and start one; readers get a 403, others a logged 404, and the organisation’s templates stay closed to leadership', async () => {
    const id = await anAssignment();
    const archived = await createTemplate(world.officeE, world.orgE, 'ASSIGNMENT');
    await db()
      .updateTable('workflow_templates')
      .set({ is_archived: true })
      .where('id', '=', archived)
      .execute();
    const templatesOf = async (user: TestUser) =>
      (await as(user)).get(`/api/assignments/${id}/workflow-templates`);

    for (const user of [world.leader, world.officeE]) {
      const response = await templatesOf(user);
      expect(response.statusCode, response.body).toBe(200);
      expect(startableWorkflowTemplateSchema.array().parse(response.json())).toEqual([
        {
          id: world.template,
          name: 'Going to the field',
          organisation: { id: world.orgE, name: 'Exploring Mission' },
        },
      ]);
    }
    expect((await templatesOf(world.manager)).statusCode).toBe(403);
    expect((await templatesOf(world.officeR)).statusCode).toBe(403);
    expect((await templatesOf(world.officeO)).statusCode).toBe(404);
    expect((await templatesOf(world.assignee)).statusCode).toBe(404);
    expect(outOfScopeRefusals(logLines).map((line) => line.entityId)).toEqual([id, id]);

    const started = await start(world.leader, id, { workflow_template_id: world.template, version: 1 });
    expect(started.statusCode, started.body).toBe(200);
    // Reading what an assignment may start from edits nothing and opens no template editor.
    const leader = await as(world.leader);
    expect((await leader.get(`/api/organisations/${world.orgE}/workflow-templates`)).statusCode).toBe(403);
    const edit = await leader.request({
      method: 'PATCH',
      url: `/api/workflow-templates/${world.template}`,
      payload: { name: 'Renamed', version: 1 },
    });
    expect([403, 404]).toContain(edit.statusCode);
    const names = await db()
      .selectFrom('workflow_templates')
      .select('name')
      .where('id', '=', world.template)
      .executeTakeFirstOrThrow();
    expect(names.name).toBe('Going to the field');
  });

  it('Z1 Z5 C2 a refused start writes nothing: a reader gets a 403, another organisation a logged 404, a stale version or an abandoned assignment a 409, a template not of its organisations or not for assignments a 422 naming workflow_template_id', async () => {
    const id = await anAssignment();
    const abandoned = await anAssignment({ is_abandoned: true });
    const counts = await written();
    const refusals: [TestUser, number, Record<string, unknown>, number][] = [
      [world.manager, id, { workflow_template_id: world.template, version: 1 }, 403],
      [world.officeR, id, { workflow_template_id: world.template, version: 1 }, 403],
      [world.officeO, id, { workflow_template_id: world.templateO, version: 1 }, 404],
      [world.assignee, id, { workflow_template_id: world.template, version: 1 }, 404],
      [world.officeE, id, { workflow_template_id: world.template, version: 7 }, 409],
      [world.officeE, abandoned, { workflow_template_id: world.template, version: 1 }, 409],
      [world.officeE, id, { workflow_template_id: world.templateO, version: 1 }, 422],
      [world.officeE, id, { workflow_template_id: world.applicationTemplate, version: 1 }, 422],
      [world.officeE, id, { workflow_template_id: world.template }, 422],
    ];
    for (const [user, assignmentId, body, status] of refusals) {
      const response = await start(user, assignmentId, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(status);
      if (status === 422) {
        expect(Object.keys(response.json().errors)).toEqual([
          'version' in body ? 'workflow_template_id' : 'version',
        ]);
      }
    }
    expect(await written()).toEqual(counts);
    expect(await versionOf(id)).toBe(1);
    // The other organisation's staff and the assignee it is not shared with: each refusal logged.
    expect(outOfScopeRefusals(logLines).map((line) => line.entityId)).toEqual([id, id]);
    // The receiving organisation reads the assignment, not its tasks; nobody outside sees them.
    expect((await (await as(world.officeO)).get(`/api/assignments/${id}/task-instances`)).statusCode).toBe(
      404,
    );
  });

  it('an assignment’s tasks are done through the task-instance calls: office staff complete theirs, a reader gets a 403, the receiving organisation a 404; the assignee sees and completes their own only once it is shared with them, and the finished stage starts the next', async () => {
    const id = await anAssignment();
    const started = await start(world.officeE, id, { workflow_template_id: world.template, version: 1 });
    expect(started.statusCode, started.body).toBe(200);
    const [visa, checklist, arrival] = await tasksOf(world.officeE, id);
    if (!visa || !checklist || !arrival) throw new Error('three tasks expected');
    const act = async (user: TestUser, taskId: number, body: Record<string, unknown>) =>
      (await as(user)).post(`/api/task-instances/${taskId}/transitions`, body);
    const decide = { action: 'complete', version: 1, decision: 'APPROVED' };

    const counts = await written();
    expect((await act(world.manager, visa.id, decide)).statusCode).toBe(403);
    expect((await act(world.officeR, visa.id, decide)).statusCode).toBe(404);
    expect((await act(world.officeO, visa.id, decide)).statusCode).toBe(404);
    // Not shared with the assignee yet: their task is not theirs to see.
    expect((await act(world.assignee, checklist.id, decide)).statusCode).toBe(404);
    expect((await (await as(world.assignee)).get(`/api/assignments/${id}/task-instances`)).statusCode).toBe(
      404,
    );
    expect((await act(world.officeE, arrival.id, decide)).statusCode).toBe(409);
    expect(await written()).toEqual(counts);

    const done = await act(world.officeE, visa.id, decide);
    expect(done.statusCode, done.body).toBe(200);
    expect(taskInstanceSchema.parse(done.json())).toMatchObject({ status: 'DONE', decision: 'APPROVED' });

    // The office's tasks list names the assignment's open task of the current stage.
    const waiting = await (await as(world.officeE)).get(`/api/organisations/${world.orgE}/task-instances`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(
      taskInstances
        .parse(waiting.json())
        .filter((task) => task.assignment_id === id)
        .map((task) => task.title),
    ).toEqual([]);

    await db()
      .updateTable('assignments')
      .set({ is_shared_with_assignee: true })
      .where('id', '=', id)
      .execute();
    expect((await tasksOf(world.assignee, id)).map((task) => [task.title, task.user_can])).toEqual([
      ['Pre-field checklist', ['complete']],
    ]);
    expect((await act(world.assignee, visa.id, { action: 'reopen', version: 2 })).statusCode).toBe(404);
    const mine = await act(world.assignee, checklist.id, decide);
    expect(mine.statusCode, mine.body).toBe(200);

    const assignment = assignmentSchema.parse(
      (await (await as(world.officeE)).get(`/api/assignments/${id}`)).json(),
    );
    expect(assignment.workflow.stages.map((stage) => stage.status)).toEqual(['COMPLETED', 'IN_PROGRESS']);
    const next = await (await as(world.officeE)).get(`/api/organisations/${world.orgE}/task-instances`);
    expect(
      taskInstances
        .parse(next.json())
        .filter((task) => task.assignment_id === id)
        .map((task) => [task.title, task.user_can]),
    ).toEqual([['Arrival call', ['complete', 'mark_not_applicable']]]);
  });
});
