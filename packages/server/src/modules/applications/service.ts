import type {
  AnswersBody,
  Application,
  ApplicationAction,
  ApplicationAttachment,
  ApplicationListQuery,
  ApplicationRecord,
  ApplicationStatus,
  ApplicationTransitionAction,
  ApplicationTransitionBody,
  CreateApplicationBody,
  CreateAppointmentBody,
  FormTemplate,
  Paged,
  RecordForm,
  TaskInstance,
  TaskInstanceAction,
  TaskInstanceTransitionBody,
} from '@mobilise/contract';
import type { Kysely } from 'kysely';
import { writeAudit } from '../../audit/audit-log.ts';
import { changedValues, type VersionedChange, versionedUpdate } from '../../audit/versioned-update.ts';
import type { Database } from '../../db/schema.ts';
import {
  CapabilityNotHeldError,
  NotFoundError,
  RequestValidationError,
  TransitionNotAllowedError,
} from '../../http/errors.ts';
import { refuseEmptyIdLists } from '../../http/non-empty-id-lists.ts';
import { reachOrganisationSettings } from '../../http/organisation-settings-reach.ts';
import { offsetOf, pagedOf, pageRequestOf } from '../../http/paged.ts';
import type { Language } from '../../i18n/languages.ts';
import { customIssue } from '../../i18n/zod-issues.ts';
import { enqueueTranslatedMail } from '../../mail/outbox.ts';
import type { Actor } from '../../policies/actor.ts';
import {
  type ApplicationScope,
  applicationActionVerdict,
  applicationCreateAccess,
  applicationScope,
  applicationUserCan,
  isApplicationInScope,
} from '../../policies/application-policy.ts';
import {
  isTaskInstanceInScope,
  isTaskWaitingOn,
  organisationTasksAccess,
  type ScopedTaskOwner,
  type TaskScope,
  taskInstanceActionVerdict,
  taskInstanceUserCan,
} from '../../policies/task-instance-policy.ts';
import type { RequestContext } from '../../request-context.ts';
import { presentAsset } from '../assets/presenter.ts';
import { findAssets } from '../assets/repository.ts';
import type { AssignmentsService } from '../assignments/service.ts';
import { answerErrorsResponse, assertNoLocalErrors } from '../forms/answer-validation.ts';
import { withAnswers } from '../forms/template.ts';
import { livePositionIds } from '../positions/repository.ts';
import {
  applicationOf,
  applicationRecordOf,
  applicationTaskOwnerOf,
  scopedApplicationOf,
  scopedTaskInstanceOf,
  taskInstanceOf,
} from './presenter.ts';
import type { ApplicationRow, TaskInstanceRow, WorkflowSubject } from './repository.ts';
import * as repository from './repository.ts';
import {
  changedAnswers,
  incompleteTaskFormFields,
  mergeTaskFormAnswers,
  readOnlyTemplate,
  taskFormOf,
} from './task-forms.ts';
import { type TaskOwner, taskOwnerOf } from './task-owners.ts';

export interface ApplicationsServiceDependencies {
  db: Kysely<Database>;
  /** Appointing makes the POTENTIAL assignment through it. */
  assignments: AssignmentsService;
  /** Where the app is reached, for the links in mails. */
  publicUrl: string;
  /** Tells the outbox sender that mail is waiting. */
  mailQueued: () => void;
}

/** A page of `GET api/applications` when the query names no `per_page`. */
export const defaultPerPage = 25;

/** Where each status change of `POST api/applications/{id}/transitions` leads. */
const transitionTargets: Record<ApplicationTransitionAction, ApplicationStatus> = {
  put_on_hold: 'ON_HOLD',
  resume: 'IN_PROGRESS',
  reject: 'REJECTED',
  abandon: 'ABANDONED',
};

/**
 * Applications within the caller's scope: listed and read; created with their workflow copied from a
 * template; moved between statuses and appointed, each versioned and audited; their task instances
 * listed and done, a finished stage starting the next.
 */
export class ApplicationsService {
  constructor(private readonly deps: ApplicationsServiceDependencies) {}

  async list(
    { actor }: RequestContext,
    query: ApplicationListQuery,
    url: string,
  ): Promise<Paged<Application>> {
    refuseEmptyIdLists(query, ['id', 'public_id', 'applicant', 'organisation', 'position']);
    const scope = applicationScope(actor);
    const page = pageRequestOf(query, defaultPerPage);
    const { rows, total } = await repository.listApplications(
      this.deps.db,
      scope,
      {
        ids: query.id,
        publicIds: query.public_id,
        applicantIds: query.applicant,
        organisationIds: query.organisation,
        positionIds: query.position,
        statuses: query.status,
        stage: query.stage,
      },
      query.with_workflow_stages ?? false,
      { limit: page.perPage, offset: offsetOf(page), sort: query.sort ?? '-created_at' },
    );
    return pagedOf(
      rows.map((row) => applicationOf(row, userCan(actor, scope, row))),
      total,
      page,
      url,
    );
  }

  async get(ctx: RequestContext, id: number): Promise<ApplicationRecord> {
    const row = await this.#inScope(ctx, this.deps.db, id);
    return applicationRecordOf(row, userCan(ctx.actor, applicationScope(ctx.actor), row));
  }

  /**
   * Creates an application and starts its workflow: the template's stages copied in order, a task
   * instance for each task (its assignee resolved where it is one user), the first stage started. Any
   * input naming what is not the organisation's is a 422 with nothing written.
   */
  async create(
    ctx: RequestContext,
    organisationId: number,
    body: CreateApplicationBody,
  ): Promise<ApplicationRecord> {
    const { db } = this.deps;
    const { actor, clock } = ctx;
    const access = applicationCreateAccess(actor, organisationId);
    // Refused as an organisation's settings are: a logged 404 out of reach, a 403 for its other groups.
    await reachOrganisationSettings(db, ctx, {
      name: 'applications',
      organisationId,
      access: access === 'allowed' ? 'manage' : access,
      need: 'manage',
    });
    const id = await db.transaction().execute(async (trx) => {
      const { template, applicantUsers } = await refuseForeignInput(trx, organisationId, body);
      const now = clock.now();
      const id = await repository.insertApplication(
        trx,
        {
          organisation_id: organisationId,
          workflow_template_id: body.workflow_template_id,
          title: body.title,
          about: body.about,
          term_type: body.term_type,
        },
        now,
      );
      await repository.insertApplicants(trx, id, body.applicant_ids);
      await raiseStatusFlag(
        trx,
        { actorUserId: actor.userId, organisationId },
        body.applicant_ids,
        body.term_type === 'FULL_TERM' ? 'is_full_term_applicant' : 'is_short_term_applicant',
        now,
      );
      await repository.insertPositionHolders(trx, id, body.positions);
      const started = await startWorkflow(
        trx,
        { type: 'APPLICATION', id },
        template,
        {
          applicantUserId:
            body.applicant_ids.map((personId) => applicantUsers.get(personId)).find(Boolean) ?? null,
          positionHolders: new Map(body.positions.map((held) => [held.position_id, held.user_ids])),
        },
        now,
      );
      await this.#mailApplicantTasks(trx, id, started, now);
      await writeAudit(
        trx,
        {
          actorUserId: actor.userId,
          organisationId,
          entity: 'application',
          entityId: id,
          action: 'create',
          before: null,
          after: {
            title: body.title,
            term_type: body.term_type,
            about: body.about,
            status: 'IN_PROGRESS',
            workflow_template_id: body.workflow_template_id,
            applicant_ids: body.applicant_ids,
            positions: body.positions,
            stages: template.stages.map((stage) => stage.name),
            version: 1,
          },
        },
        now,
      );
      return id;
    });
    this.deps.mailQueued();
    return this.get(ctx, id);
  }

  /** A status change of the transitions table; anything else is a 409 with nothing written. */
  async transition(
    ctx: RequestContext,
    id: number,
    body: ApplicationTransitionBody,
  ): Promise<ApplicationRecord> {
    const status = transitionTargets[body.action];
    await this.#changeApplication(ctx, id, body.version, body.action, async (trx, row, now) => ({
      before: { status: row.status },
      after: { status, ...(body.note !== null && { status_note: body.note }) },
      write: () => repository.updateApplicationStatus(trx, id, { status, status_note: body.note }, now),
    }));
    return this.get(ctx, id);
  }

  /**
   * Appoints one of the applicants: the appointment is recorded, the application becomes APPOINTED and
   * the POTENTIAL assignment is made, each with its audit row, all in one transaction.
   */
  async appoint(ctx: RequestContext, id: number, body: CreateAppointmentBody): Promise<ApplicationRecord> {
    const { actor } = ctx;
    await this.#changeApplication(ctx, id, body.version, 'appoint', async (trx, row, now) => {
      if (!row.applicant_ids.includes(body.appointee_id)) {
        throw RequestValidationError.fromZodIssues(
          [customIssue(['appointee_id'], 'not_an_applicant')],
          'body',
        );
      }
      const appointment = {
        application_id: id,
        appointee_id: body.appointee_id,
        term_type: body.term_type,
        appointment_date: body.appointment_date,
        appointed_by: actor.userId,
      };
      return {
        before: { status: row.status },
        after: { status: 'APPOINTED', appointment },
        write: async () => {
          const appointmentId = await repository.insertAppointment(trx, appointment, now);
          await raiseStatusFlag(
            trx,
            { actorUserId: actor.userId, organisationId: row.organisation_id },
            [body.appointee_id],
            body.term_type === 'FULL_TERM' ? 'is_full_term_appointee' : 'is_short_term_appointee',
            now,
          );
          await writeAudit(
            trx,
            {
              actorUserId: actor.userId,
              organisationId: row.organisation_id,
              entity: 'appointment',
              entityId: appointmentId,
              action: 'create',
              before: null,
              after: appointment,
            },
            now,
          );
          await this.deps.assignments.createFromAppointment(
            trx,
            actor.userId,
            {
              appointeeId: body.appointee_id,
              organisationId: row.organisation_id,
              applicationId: id,
              applicationTitle: row.title,
            },
            now,
          );
          return repository.updateApplicationStatus(trx, id, { status: 'APPOINTED', status_note: null }, now);
        },
      };
    });
    return this.get(ctx, id);
  }

  /** The application's task instances the caller may see, stage by stage. */
  async listTaskInstances(ctx: RequestContext, applicationId: number): Promise<TaskInstance[]> {
    const { db } = this.deps;
    const application = await this.#inScope(ctx, db, applicationId);
    return listVisibleTaskInstances(db, ctx.actor, applicationScope(ctx.actor), {
      subject: { type: 'APPLICATION', id: applicationId },
      scoped: applicationTaskOwnerOf(application),
    });
  }

  /**
   * The files of the application and of its task instances the caller sees, oldest first; those of the
   * tasks hidden from the caller (the office's, from an applicant) are left out.
   */
  async listAttachments(ctx: RequestContext, applicationId: number): Promise<ApplicationAttachment[]> {
    const { db } = this.deps;
    const application = await this.#inScope(ctx, db, applicationId);
    const scope = applicationScope(ctx.actor);
    const owner = applicationTaskOwnerOf(application);
    const seen = (await repository.listTaskInstances(db, { type: 'APPLICATION', id: applicationId })).filter(
      (row) => isTaskInstanceInScope(scope, scopedTaskInstanceOf(row, owner)),
    );
    const attached = await repository.applicationAttachmentIds(
      db,
      applicationId,
      seen.map((row) => row.id),
    );
    const rows = await findAssets(
      db,
      attached.map(({ assetId }) => assetId),
    );
    const assets = new Map(rows.map((row) => [row.id, presentAsset(row)]));
    return attached.flatMap(({ assetId, taskInstanceId }) => {
      const asset = assets.get(assetId);
      return asset ? [{ ...asset, task_instance_id: taskInstanceId }] : [];
    });
  }

  /**
   * The open tasks of the organisation's applications and assignments waiting on the caller, oldest due
   * first.
   */
  async listWaitingTaskInstances(ctx: RequestContext, organisationId: number): Promise<TaskInstance[]> {
    const { db } = this.deps;
    const { actor } = ctx;
    await reachOrganisationSettings(db, ctx, {
      name: 'task_instances',
      organisationId,
      access: organisationTasksAccess(actor, organisationId),
      need: 'read',
    });
    const rows = await repository.listOpenTaskInstancesOfOrganisation(db, organisationId);
    // An organisation's tasks belong to few applications and assignments: each is read once.
    const owners = new Map<string, Promise<TaskOwner | undefined>>();
    const ownerOf = (row: TaskInstanceRow) => {
      const key = `${row.application_id}:${row.assignment_id}`;
      const owner = owners.get(key) ?? taskOwnerOf(db, ctx, row);
      owners.set(key, owner);
      return owner;
    };
    const waiting = [];
    for (const row of rows) {
      const owner = await ownerOf(row);
      const scoped = owner && scopedTaskInstanceOf(row, owner.scoped);
      if (owner && scoped && isTaskWaitingOn(actor, owner.scope, scoped)) {
        waiting.push({ row, userCan: taskInstanceUserCan(actor, owner.scope, scoped) });
      }
    }
    return presentTaskInstances(db, waiting);
  }

  /**
   * Completes, reopens or marks not applicable a task instance, versioned and audited; when that leaves
   * no task of its stage to do, the stage completes and the next one starts.
   */
  async transitionTaskInstance(
    ctx: RequestContext,
    id: number,
    body: TaskInstanceTransitionBody,
  ): Promise<TaskInstance> {
    const { actor } = ctx;
    await this.#changeTaskInstance(ctx, id, body.version, body.action, async (trx, row, held) => {
      if (body.action === 'complete') {
        await assertCompletable(trx, ctx.language, row, body);
      }
      const wanted = taskChanges(row, body, actor, ctx.clock.now());
      const { before, after } = changedValues(row, wanted);
      return {
        before,
        after,
        organisationId: held.organisationId,
        write: async (now) => {
          const version = await repository.updateTaskInstance(trx, id, wanted, now);
          const started = await advanceStages(trx, held.subject, now);
          // An application's applicants and office are mailed about its tasks; an assignment's tasks
          // show on its page and in the office's tasks list.
          const { application } = held;
          if (application) {
            await this.#mailApplicantTasks(trx, application.id, started, now);
            if (
              body.action === 'complete' &&
              row.assignee_type === 'APPLICANT' &&
              actorIsApplicant(actor, application)
            ) {
              await this.#mailOfficeStaff(trx, application, row.title, now);
            }
          }
          return version;
        },
      };
    });
    this.deps.mailQueued();
    return this.#presentTaskInstance(ctx, id);
  }

  /**
   * The form a FORM task instance names, with its saved answers and version, for whoever sees the
   * instance; read-only (every input) unless the caller may complete it now. A task without a form the
   * server knows is a 404.
   */
  async taskInstanceForm(ctx: RequestContext, id: number): Promise<RecordForm> {
    const { db } = this.deps;
    const row = await repository.findTaskInstance(db, id);
    const owner = row && (await taskOwnerOf(db, ctx, row));
    if (!row || !owner) {
      throw new NotFoundError();
    }
    const { scope } = owner;
    const scoped = scopedTaskInstanceOf(row, owner.scoped);
    if (!isTaskInstanceInScope(scope, scoped)) {
      throw refusedOutOfScope(ctx, 'task_instance', id);
    }
    const template = formOfTask(row, ctx.language);
    const answers = await repository.taskInstanceAnswers(db, id);
    const editable = taskInstanceUserCan(ctx.actor, scope, scoped).includes('complete');
    return {
      ...withAnswers(editable ? template : readOnlyTemplate(template), (fieldName) => answers[fieldName]),
      version: row.version,
    };
  }

  /**
   * Saves answers of a task instance's form (an autosave sends one field, a save may send any), for
   * whoever may complete it now, as completing is refused (404, 403, 409); the version read, when sent,
   * must be the stored one (409). A field not of the form, or an answer breaking a local constraint, is a
   * 422 with nothing written. The first save of a TODO instance moves it to IN_PROGRESS.
   */
  async saveTaskInstanceForm(ctx: RequestContext, id: number, body: AnswersBody): Promise<TaskInstance> {
    const { language } = ctx;
    await this.#changeTaskInstance(ctx, id, body.version, 'complete', async (trx, row, held) => {
      const template = formOfTask(row, language);
      const stored = await repository.taskInstanceAnswers(trx, id);
      const answers = mergeTaskFormAnswers(template, stored, body.answers);
      assertNoLocalErrors(language, template, stored, body.answers);
      // The audit row names only the fields this save changed, not the whole form each time.
      const fields = changedAnswers(stored, answers);
      const changes = Object.keys(fields.after).length > 0;
      const started = changes && row.status === 'TODO' ? { status: 'IN_PROGRESS' as const } : {};
      return {
        before: changes ? { answers: fields.before, ...(started.status && { status: row.status }) } : {},
        after: changes ? { answers: fields.after, ...started } : {},
        organisationId: held.organisationId,
        write: (now) => repository.updateTaskInstance(trx, id, { answers, ...started }, now),
      };
    });
    return this.#presentTaskInstance(ctx, id);
  }

  /**
   * A versioned change of a task instance by someone about to take `action` on it: out of scope is a
   * logged 404, an action not theirs a 403, a stale version or an action the instance is not open to a
   * 409; then `change` works out the change with the instance and what it belongs to, locked.
   */
  #changeTaskInstance(
    ctx: RequestContext,
    id: number,
    expectedVersion: number | undefined,
    action: TaskInstanceAction,
    change: (trx: Kysely<Database>, row: TaskInstanceRow, owner: TaskOwner) => Promise<VersionedChange>,
  ): Promise<void> {
    let owner: TaskOwner | undefined;
    return versionedUpdate(this.deps.db, ctx, {
      entity: 'task_instance',
      entityId: id,
      expectedVersion,
      lock: (trx) => repository.findTaskInstance(trx, id, { lock: true }),
      refuse: async (trx, row) => {
        owner = await refuseTaskInstanceAction(ctx, trx, row, action);
      },
      change: (trx, row) => {
        const held = owner as TaskOwner;
        assertTaskInstanceActionOpen(ctx.actor, row, held, action);
        return change(trx, row, held);
      },
    });
  }

  /** One task instance as a change answers it, with the caller's user_can after the change. */
  async #presentTaskInstance(ctx: RequestContext, id: number): Promise<TaskInstance> {
    const { db } = this.deps;
    const row = await repository.findTaskInstance(db, id);
    const owner = row && (await taskOwnerOf(db, ctx, row));
    if (!row || !owner) {
      throw new NotFoundError();
    }
    const [presented] = await presentTaskInstances(db, [
      { row, userCan: taskInstanceUserCan(ctx.actor, owner.scope, scopedTaskInstanceOf(row, owner.scoped)) },
    ]);
    return presented as TaskInstance;
  }

  /**
   * A versioned change of an application by `action`: out of scope is a logged 404, a role the action
   * is not for a 403, a stale version or a status the action does not leave from a 409.
   */
  async #changeApplication(
    ctx: RequestContext,
    id: number,
    expectedVersion: number,
    action: ApplicationAction,
    changeOf: (
      trx: Kysely<Database>,
      row: ApplicationRow,
      now: Date,
    ) => Promise<{
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      write: () => Promise<number>;
    }>,
  ): Promise<void> {
    const { actor, clock } = ctx;
    await versionedUpdate(this.deps.db, ctx, {
      entity: 'application',
      entityId: id,
      expectedVersion,
      lock: (trx) => repository.findApplication(trx, id, { lock: true }),
      refuse: (_, row) => {
        const scope = applicationScope(actor);
        if (!isApplicationInScope(scope, scopedApplicationOf(row))) {
          throw refusedOutOfScope(ctx, 'application', id);
        }
        if (applicationActionVerdict(actor, scope, scopedApplicationOf(row), action) === 'forbidden') {
          throw new CapabilityNotHeldError();
        }
      },
      change: async (trx, row) => {
        if (
          applicationActionVerdict(actor, applicationScope(actor), scopedApplicationOf(row), action) !==
          'allowed'
        ) {
          throw new TransitionNotAllowedError();
        }
        const { before, after, write } = await changeOf(trx, row, clock.now());
        return { before, after, organisationId: row.organisation_id, write: () => write() };
      },
    });
  }

  /** Tells the applicants with an account which of their tasks the stages just started wait on them. */
  async #mailApplicantTasks(
    trx: Kysely<Database>,
    applicationId: number,
    startedStageIds: number[],
    now: Date,
  ): Promise<void> {
    const tasks = await repository.applicantTasksOf(trx, startedStageIds);
    if (tasks.length === 0) {
      return;
    }
    const application = await repository.findApplication(trx, applicationId);
    if (!application) {
      return;
    }
    const link = this.#link(application);
    for (const to of await repository.applicantEmails(trx, applicationId)) {
      await enqueueTranslatedMail(
        trx,
        to,
        (t) => ({
          subject: t('mail_applicant_task_subject'),
          text: [
            t('mail_applicant_task_text', { title: application.title }),
            '',
            ...tasks.map(
              (task) =>
                `- ${task.title}${task.due_date ? ` ${t('mail_applicant_task_due', { date: task.due_date })}` : ''}`,
            ),
            '',
            t('mail_open_your_application', { link }),
          ].join('\n'),
        }),
        now,
      );
    }
  }

  /** Tells the organisation's office staff that the applicant has done one of their tasks. */
  async #mailOfficeStaff(trx: Kysely<Database>, application: ApplicationRow, taskTitle: string, now: Date) {
    const link = this.#link(application);
    for (const to of await repository.officeStaffEmails(trx, application.organisation_id)) {
      await enqueueTranslatedMail(
        trx,
        to,
        (t) => ({
          subject: t('mail_task_completed_subject'),
          text: [
            t('mail_task_completed_text', { task: taskTitle, title: application.title }),
            '',
            t('mail_open_the_application', { link }),
          ].join('\n'),
        }),
        now,
      );
    }
  }

  #link(application: ApplicationRow): string {
    return `${this.deps.publicUrl}/applications/${application.public_id}`;
  }

  /** The application, or a 404 (logged when it exists but the caller may not see it). */
  async #inScope(ctx: RequestContext, db: Kysely<Database>, id: number): Promise<ApplicationRow> {
    const row = await repository.findApplication(db, id);
    if (!row) {
      throw new NotFoundError();
    }
    if (!isApplicationInScope(applicationScope(ctx.actor), scopedApplicationOf(row))) {
      throw refusedOutOfScope(ctx, 'application', id);
    }
    return row;
  }
}

/**
 * Refuses an action on a task instance before its version is compared: out of the caller's scope a
 * logged 404, a role the action is not for a 403. Answers what it belongs to (its application or
 * assignment), locked, so that two tasks finishing a stage at once advance it once.
 */
async function refuseTaskInstanceAction(
  ctx: RequestContext,
  trx: Kysely<Database>,
  row: TaskInstanceRow,
  action: TaskInstanceAction,
): Promise<TaskOwner> {
  const owner = await taskOwnerOf(trx, ctx, row, { lock: true });
  if (!owner || !isTaskInstanceInScope(owner.scope, scopedTaskInstanceOf(row, owner.scoped))) {
    throw refusedOutOfScope(ctx, 'task_instance', row.id);
  }
  if (
    taskInstanceActionVerdict(ctx.actor, owner.scope, scopedTaskInstanceOf(row, owner.scoped), action) ===
    'forbidden'
  ) {
    throw new CapabilityNotHeldError();
  }
  return owner;
}

/** A 409 unless the action may be taken now: its owner running, the stage current, the status right. */
function assertTaskInstanceActionOpen(
  actor: Actor,
  row: TaskInstanceRow,
  owner: TaskOwner,
  action: TaskInstanceAction,
): void {
  if (
    taskInstanceActionVerdict(actor, owner.scope, scopedTaskInstanceOf(row, owner.scoped), action) !==
    'allowed'
  ) {
    throw new TransitionNotAllowedError();
  }
}

/**
 * What completing a task needs, by how it is completed: a DECISION task its decision (and only it one),
 * a FORM task every field its form requires answered, a DOCUMENT task a file attached. A 422 otherwise.
 */
async function assertCompletable(
  trx: Kysely<Database>,
  language: Language,
  row: TaskInstanceRow,
  body: TaskInstanceTransitionBody,
): Promise<void> {
  if ((row.completion_type === 'DECISION') !== (body.decision !== null)) {
    throw RequestValidationError.fromZodIssues(
      [customIssue(['decision'], 'decision_for_decision_tasks')],
      'body',
    );
  }
  if (row.completion_type === 'FORM') {
    // A task naming a form the server does not know has nothing to check (its form is a 404).
    const template = taskFormOf(row.form_name, language);
    const incomplete =
      template && incompleteTaskFormFields(template, await repository.taskInstanceAnswers(trx, row.id));
    if (incomplete && incomplete.size > 0) {
      throw answerErrorsResponse(language, incomplete);
    }
  }
  if (row.completion_type === 'DOCUMENT') {
    const attached = await repository.taskInstanceAssetIds(trx, [row.id]);
    if ((attached.get(row.id) ?? []).length === 0) {
      throw RequestValidationError.fromZodIssues([customIssue(['attachments'], 'document_required')], 'body');
    }
  }
}

/** The form a FORM task names; a 404 for any other task, or one naming a form the server does not know. */
function formOfTask(row: TaskInstanceRow, language: Language): FormTemplate {
  const template = row.completion_type === 'FORM' ? taskFormOf(row.form_name, language) : undefined;
  if (!template) {
    throw new NotFoundError();
  }
  return template;
}

/**
 * The task instances of an application or assignment (already found in the caller's scope) the caller
 * may see, stage by stage, each with what the caller may do to it.
 */
export async function listVisibleTaskInstances(
  db: Kysely<Database>,
  actor: Actor,
  scope: TaskScope,
  { subject, scoped }: { subject: WorkflowSubject; scoped: ScopedTaskOwner },
): Promise<TaskInstance[]> {
  const rows = await repository.listTaskInstances(db, subject);
  return presentTaskInstances(
    db,
    rows.flatMap((row) => {
      const instance = scopedTaskInstanceOf(row, scoped);
      return isTaskInstanceInScope(scope, instance)
        ? [{ row, userCan: taskInstanceUserCan(actor, scope, instance) }]
        : [];
    }),
  );
}

/** The task instances as the contract answers them, with the files attached to each (two queries for all). */
async function presentTaskInstances(
  db: Kysely<Database>,
  instances: { row: TaskInstanceRow; userCan: TaskInstanceAction[] }[],
): Promise<TaskInstance[]> {
  const assetIds = await repository.taskInstanceAssetIds(
    db,
    instances.map(({ row }) => row.id),
  );
  const assets = new Map(
    (await findAssets(db, [...assetIds.values()].flat())).map((asset) => [asset.id, presentAsset(asset)]),
  );
  return instances.map(({ row, userCan }) =>
    taskInstanceOf(
      row,
      (assetIds.get(row.id) ?? []).flatMap((id) => assets.get(id) ?? []),
      userCan,
    ),
  );
}

function userCan(actor: Actor, scope: ApplicationScope, row: ApplicationRow): ApplicationAction[] {
  return applicationUserCan(actor, scope, scopedApplicationOf(row));
}

/** Logs the refusal of a record the caller may not see and answers the 404 to throw (Z1). */
function refusedOutOfScope({ actor, log }: RequestContext, entity: string, entityId: number): NotFoundError {
  log.warn(
    { refusal: 'out_of_scope', entity, entityId, actorUserId: actor.userId },
    `${entity} out of the caller scope: answered 404`,
  );
  return new NotFoundError();
}

/** What a task instance's action writes. Reopening a task marked not applicable puts it back to do. */
function taskChanges(
  row: TaskInstanceRow,
  body: TaskInstanceTransitionBody,
  actor: Actor,
  now: Date,
): Partial<Pick<TaskInstanceRow, 'status' | 'decision' | 'note' | 'completed_at' | 'completed_by'>> {
  const note = body.note ?? row.note;
  switch (body.action) {
    case 'complete':
      return { status: 'DONE', decision: body.decision, note, completed_at: now, completed_by: actor.userId };
    case 'mark_not_applicable':
      return { status: 'NOT_APPLICABLE', note, completed_at: now, completed_by: actor.userId };
    case 'reopen':
      return {
        status: row.status === 'DONE' ? 'IN_PROGRESS' : 'TODO',
        decision: null,
        note,
        completed_at: null,
        completed_by: null,
      };
  }
}

/**
 * Who the tasks of a workflow being started wait on, where one user does: the user of the applicant (an
 * application's first applicant with an account, an assignment's assignee), and the holders of the
 * positions held on the record, by position.
 */
export interface WorkflowAssignees {
  applicantUserId: number | null;
  positionHolders: ReadonlyMap<number, readonly number[]>;
}

/**
 * Starts the subject's workflow from a template: its stages copied in order, a task instance for each
 * task (its assignee resolved where it is one user: the applicant's user, the first holder of the task's
 * position; office staff and security groups act as a group), the first stage started. Answers the
 * stages started.
 */
export async function startWorkflow(
  trx: Kysely<Database>,
  subject: WorkflowSubject,
  template: repository.TemplateWorkflow,
  assignees: WorkflowAssignees,
  now: Date,
): Promise<number[]> {
  const stageIds = new Map<number, number>();
  for (const [position, stage] of template.stages.entries()) {
    stageIds.set(stage.id, await repository.insertStage(trx, subject, { name: stage.name, position }));
  }
  const assigneeOf = (task: repository.TemplateTaskRow): number | null => {
    if (task.assignee_type === 'APPLICANT') {
      return assignees.applicantUserId;
    }
    if (task.assignee_type === 'POSITION' && task.responsible_position_id !== null) {
      return assignees.positionHolders.get(task.responsible_position_id)?.[0] ?? null;
    }
    return null;
  };
  await repository.insertTaskInstances(
    trx,
    subject,
    template.tasks.flatMap((task) => {
      const stageId = task.stage_id === null ? undefined : stageIds.get(task.stage_id);
      return stageId === undefined
        ? []
        : [{ task_id: task.id, application_stage_id: stageId, assignee_user_id: assigneeOf(task) }];
    }),
    now,
  );
  return advanceStages(trx, subject, now);
}

/**
 * Moves the workflow on: every stage with nothing left to do completes, in order, until one with
 * something to do, which is started if it was not (its tasks then fall due). Answers the stages started.
 */
async function advanceStages(trx: Kysely<Database>, subject: WorkflowSubject, now: Date): Promise<number[]> {
  const today = now.toISOString().slice(0, 10);
  const started: number[] = [];
  for (const stage of await repository.stageProgress(trx, subject)) {
    if (stage.completed_at !== null) {
      continue;
    }
    if (stage.started_at === null) {
      await repository.startStage(trx, stage.id, now, today);
      started.push(stage.id);
    }
    if (Number(stage.open) > 0) {
      break;
    }
    await repository.completeStage(trx, stage.id, now);
  }
  return started;
}

/**
 * Gives the people the applicant or appointee flag the application makes them hold, with an audit row
 * for each profile it changes (one that holds it already is left as it is).
 */
async function raiseStatusFlag(
  trx: Kysely<Database>,
  by: { actorUserId: number; organisationId: number },
  personIds: number[],
  flag: repository.ApplicationStatusFlag,
  now: Date,
): Promise<void> {
  for (const changed of await repository.raiseStatusFlag(trx, personIds, flag, now)) {
    await writeAudit(
      trx,
      {
        ...by,
        entity: 'person_profile',
        entityId: changed.id,
        action: 'update',
        before: { [flag]: false, version: changed.version - 1 },
        after: { [flag]: true, version: changed.version },
      },
      now,
    );
  }
}

/** Whether the actor is one of the application's applicants. */
function actorIsApplicant(actor: Actor, application: ApplicationRow): boolean {
  return actor.personProfileId !== null && application.applicant_ids.includes(actor.personProfileId);
}

/**
 * Refuses, as one 422 naming each field, what the body names that is not the organisation's: a template
 * that is not one of its live application templates, a person it does not mobilise, a position not
 * its own for applications, a user that does not exist (Z5). Answers the template and the applicants'
 * user ids.
 */
async function refuseForeignInput(
  trx: Kysely<Database>,
  organisationId: number,
  body: CreateApplicationBody,
) {
  const template = await repository.workflowTemplate(
    trx,
    [organisationId],
    body.workflow_template_id,
    'APPLICATION',
  );
  const applicantUsers = await repository.mobilisedPeople(trx, organisationId, body.applicant_ids);
  const positionIds = await livePositionIds(
    trx,
    organisationId,
    body.positions.map((held) => held.position_id),
    'APPLICATION',
  );
  const users = await repository.activeUserIds(trx, [
    ...new Set(body.positions.flatMap((held) => held.user_ids)),
  ]);
  const issues = [
    ...(template ? [] : [customIssue(['workflow_template_id'], 'workflow_template_not_of_organisation')]),
    ...body.applicant_ids.flatMap((personId, index) =>
      applicantUsers.has(personId) ? [] : [customIssue(['applicant_ids', index], 'person_not_mobilised')],
    ),
    ...body.positions.flatMap((held, index) => [
      ...(positionIds.includes(held.position_id)
        ? []
        : [customIssue(['positions', index, 'position_id'], 'position_not_of_organisation')]),
      ...(held.user_ids.every((userId) => users.includes(userId))
        ? []
        : [
            customIssue(['positions', index, 'user_ids'], 'users_unknown', {
              ids: held.user_ids.filter((userId) => !users.includes(userId)).join(', '),
            }),
          ]),
    ]),
  ];
  if (!template || issues.length > 0) {
    throw RequestValidationError.fromZodIssues(issues, 'body');
  }
  return { template, applicantUsers };
}
