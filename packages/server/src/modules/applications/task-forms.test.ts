import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applicationAttachmentSchema,
  applicationSchema,
  pagedSchema,
  recordFormSchema,
  taskInstanceSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClients } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createMember,
  createSecurityGroupMembers,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import { countRows, type TestUser } from '../../test/factories.ts';
import { insertAsset } from '../assets/repository.ts';
import { exeFile, multipartBody, pdfFile } from '../assets/test-files.ts';
import { questionsOf } from '../forms/template.ts';

// The upload limit of these tests: 50 KB, so an oversized file stays small.
const maxSizeKb = 50;

/** Complete answers of the 'application' form. */
const completeApplication = {
  motivation: 'To serve the church in Kenya.',
  experience: 'Ten years as a nurse.',
  availableFrom: '2027-01-15',
  termPreference: 'FULL_TERM',
  languages: [{ language: 'en', proficiency: 'NATIVE_OR_BILINGUAL' }],
};

describeEachDatabase('task instance forms and documents', (database) => {
  let app: App;
  let dataDir: string;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;

  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    senior: TestUser;
    leader: TestUser;
    manager: TestUser;
    managerWithoutPosition: TestUser;
    applicant: TestUser & { personProfileId: number };
    director: number;
    template: number;
  };
  const as = signedInClients(() => app);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-task-forms-'));
    ({ app } = await buildTestApp(database(), {
      logger: { level: 'warn', stream },
      env: { DATA_DIR: dataDir, FILES_MAX_SIZE_KB: String(maxSizeKb) },
    }));
    Object.assign(world, await createTwoOrganisations(db()));
    Object.assign(world, await createSecurityGroupMembers(db(), world.orgA));
    const managerWithoutPosition = await createMember(db(), [world.orgA]);
    await addToSecurityGroup(db(), managerWithoutPosition.personProfileId, world.orgA, 'management');
    world.managerWithoutPosition = managerWithoutPosition;
    world.director = (
      await db()
        .insertInto('positions')
        .values({ organisation_id: world.orgA, name: 'Candidate Director', applicable_to: ['APPLICATION'] })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const template = await (await as(world.officeA)).post(
      `/api/organisations/${world.orgA}/workflow-templates`,
      {
        name: 'Short-term application',
        subject_type: 'APPLICATION',
        stages: [
          {
            name: 'Application',
            tasks: [
              {
                title: 'Application form',
                assignee_type: 'APPLICANT',
                completion_type: 'FORM',
                form_name: 'application',
              },
              {
                title: 'References',
                assignee_type: 'APPLICANT',
                completion_type: 'FORM',
                form_name: 'references',
              },
              { title: 'Medical certificate', assignee_type: 'APPLICANT', completion_type: 'DOCUMENT' },
            ],
          },
          {
            name: 'Assessment',
            tasks: [
              {
                title: 'Interview notes',
                assignee_type: 'POSITION',
                responsible_position_id: world.director,
                completion_type: 'FORM',
                form_name: 'references',
              },
            ],
          },
        ],
      },
    );
    expect(template.statusCode, template.body).toBe(201);
    world.template = template.json().id;
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    logLines.length = 0;
  });

  /** A new application of organisation A, the manager holding its position, and its tasks by title. */
  async function anApplication() {
    const response = await (await as(world.officeA)).post(`/api/organisations/${world.orgA}/applications`, {
      title: 'Nurse, Kijabe Hospital',
      term_type: 'SHORT_TERM',
      about: null,
      workflow_template_id: world.template,
      positions: [{ position_id: world.director, user_ids: [world.manager.id] }],
      applicant_ids: [world.applicant.personProfileId],
    });
    expect(response.statusCode, response.body).toBe(201);
    const application = response.json() as { id: number; public_id: string; version: number };
    const tasks = taskInstanceSchema
      .array()
      .parse(
        (await (await as(world.officeA)).get(`/api/applications/${application.id}/task-instances`)).json(),
      );
    const task = (title: string) => tasks.find((each) => each.title === title)?.id as number;
    return {
      ...application,
      form: task('Application form'),
      references: task('References'),
      medical: task('Medical certificate'),
      interview: task('Interview notes'),
    };
  }

  const getForm = async (user: TestUser, id: number) =>
    (await as(user)).get(`/api/task-instances/${id}/form`);
  const save = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
    (await as(user)).request({ method: 'PATCH', url: `/api/task-instances/${id}/form`, payload });
  const act = async (user: TestUser, id: number, payload: Record<string, unknown>) =>
    (await as(user)).post(`/api/task-instances/${id}/transitions`, payload);
  async function upload(user: TestUser, taskInstanceId: number, fileName: string, bytes: Buffer) {
    const { payload, headers } = multipartBody(fileName, bytes);
    return (await as(user)).request({
      method: 'POST',
      url: `/private/api/assets?assetable_type=task_instance&assetable_id=${taskInstanceId}`,
      payload,
      headers,
    });
  }
  const stored = (id: number) =>
    db()
      .selectFrom('task_instances')
      .select(['status', 'version', 'answers'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const writtenTables = [
    'task_instances',
    'audit_log',
    'assets',
    'asset_attachments',
    'mail_outbox',
  ] as const;
  const counts = () => countRows(db(), writtenTables);
  /** The answers a form answers, by field name. */
  const answersOf = (form: unknown) =>
    Object.fromEntries(
      questionsOf(recordFormSchema.parse(form)).map((each) => [each.input.fieldName, each.answers]),
    );

  it('the applicant opens their application form (its template in their language, no answers yet, version 1), saves a draft in parts and it is IN_PROGRESS, each save audited with the fields it changed', async () => {
    const { form } = await anApplication();
    const opened = await getForm(world.applicant, form);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers.vary).toContain('accept-language');
    const template = recordFormSchema.parse(opened.json());
    expect(template.title).toBe('Application form');
    expect(template.version).toBe(1);
    expect(
      questionsOf(template).map((each) => [each.input.fieldName, each.answers, each.input.readOnly]),
    ).toEqual([
      ['motivation', [], undefined],
      ['experience', [], undefined],
      ['skills', [], undefined],
      ['availableFrom', [], undefined],
      ['termPreference', [], undefined],
      ['languages', [], undefined],
      ['hasSupportNeeds', [], undefined],
      ['supportNeeds', [], undefined],
    ]);
    const spanish = await (await as(world.applicant)).request({
      method: 'GET',
      url: `/api/task-instances/${form}/form`,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.json().title).toBe('Formulario de solicitud');

    const first = await save(world.applicant, form, { answers: { motivation: 'To serve.' }, version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(taskInstanceSchema.parse(first.json())).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    // An autosave sends no version; a cleared answer is dropped.
    const second = await save(world.applicant, form, {
      answers: { experience: 'Nursing', languages: completeApplication.languages, motivation: '' },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'IN_PROGRESS', version: 3 });
    expect(await stored(form)).toEqual({
      status: 'IN_PROGRESS',
      version: 3,
      answers: { experience: 'Nursing', languages: completeApplication.languages },
    });
    expect(answersOf((await getForm(world.applicant, form)).json())).toMatchObject({
      motivation: [],
      experience: ['Nursing'],
      languages: completeApplication.languages,
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'task_instance')
      .where('entity_id', '=', String(form))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        before: { answers: { motivation: null }, status: 'TODO', version: 1 },
        after: { answers: { motivation: 'To serve.' }, status: 'IN_PROGRESS', version: 2 },
      },
      {
        before: { answers: { motivation: 'To serve.', experience: null, languages: null }, version: 2 },
        after: {
          answers: { motivation: null, experience: 'Nursing', languages: completeApplication.languages },
          version: 3,
        },
      },
    ]);
    // The same answers again change nothing: no version, no audit row.
    const again = await save(world.applicant, form, { answers: { experience: 'Nursing' } });
    expect(again.json()).toMatchObject({ version: 3 });
  });

  it('C2 Z5 a refused save writes nothing: a stale version is a 409 naming the current one, a field not of the form or an answer breaking its rules a 422 naming answers.<field>', async () => {
    const { form, references } = await anApplication();
    expect((await save(world.applicant, form, { answers: { motivation: 'A' }, version: 1 })).statusCode).toBe(
      200,
    );
    const before = await counts();
    const stale = await save(world.applicant, form, { answers: { motivation: 'B' }, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.version).toEqual(['is 2 now']);

    const unknown = await save(world.applicant, form, {
      answers: { favouriteColour: 'blue', motivation: 'B' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'answers.favouriteColour': ['is not a field of this form'] });

    const badValues = await save(world.applicant, references, {
      answers: { referee1Email: 'not an address', referee1Relationship: 'COUSIN' },
    });
    expect(badValues.statusCode).toBe(422);
    expect(Object.keys(badValues.json().errors).sort()).toEqual([
      'answers.referee1Email',
      'answers.referee1Relationship',
    ]);
    const badDate = await save(world.applicant, form, { answers: { availableFrom: 'next spring' } });
    expect(badDate.statusCode).toBe(422);
    expect(Object.keys(badDate.json().errors)).toEqual(['answers.availableFrom']);
    // An answer of the wrong shape is refused before the form's rules are judged.
    const badShapes = await save(world.applicant, form, {
      answers: { languages: 'English', hasSupportNeeds: 'yes', availableFrom: 'next spring' },
    });
    expect(badShapes.statusCode).toBe(422);
    expect(Object.keys(badShapes.json().errors).sort()).toEqual([
      'answers.hasSupportNeeds',
      'answers.languages',
    ]);
    expect(await counts()).toEqual(before);
    expect(await stored(form)).toMatchObject({ version: 2, answers: { motivation: 'A' } });
    expect(await stored(references)).toMatchObject({ status: 'TODO', version: 1, answers: null });
  });

  it('R-ROLE-021 Z1 who may save the applicant’s form: those who run the application and the applicant; management holding a position sees it read-only and gets a 403; management without it and another organisation’s staff get a logged 404; nothing written on a refusal', async () => {
    const { form } = await anApplication();
    const readOnly = async (user: TestUser) =>
      questionsOf(recordFormSchema.parse((await getForm(user, form)).json())).every(
        (each) => each.input.readOnly === true,
      );
    for (const user of [world.officeA, world.senior, world.leader, world.applicant]) {
      expect(await readOnly(user)).toBe(false);
    }
    expect(await readOnly(world.manager)).toBe(true);

    const before = await counts();
    expect((await save(world.manager, form, { answers: { motivation: 'M' } })).statusCode).toBe(403);
    for (const user of [world.managerWithoutPosition, world.officeB]) {
      expect((await getForm(user, form)).statusCode).toBe(404);
      expect((await save(user, form, { answers: { motivation: 'M' } })).statusCode).toBe(404);
    }
    expect(outOfScopeRefusals(logLines)).toHaveLength(4);
    expect(await counts()).toEqual(before);

    let version = 1;
    for (const user of [world.officeA, world.senior, world.leader]) {
      const saved = await save(user, form, { answers: { skills: `by ${user.email}` }, version });
      expect(saved.statusCode, saved.body).toBe(200);
      version = saved.json().version;
    }
    expect(version).toBe(4);
  });

  it('completing a form task needs every required field its form shows answered: a 422 naming each one missing, nothing written; once answered it completes, and a done form is read-only and refuses saves (409)', async () => {
    const { form } = await anApplication();
    expect((await save(world.applicant, form, { answers: { motivation: 'To serve.' } })).statusCode).toBe(
      200,
    );
    const missing = await act(world.applicant, form, { action: 'complete', version: 2 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'answers.experience': ['This field is required.'],
      'answers.availableFrom': ['This field is required.'],
      'answers.termPreference': ['This field is required.'],
      'answers.languages': ['This field is required.'],
    });
    expect(await stored(form)).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    // A field shown by another answer is required only when shown.
    expect(
      (await save(world.applicant, form, { answers: { ...completeApplication, hasSupportNeeds: true } }))
        .statusCode,
    ).toBe(200);
    const before = await counts();
    const support = await act(world.applicant, form, { action: 'complete', version: 3 });
    expect(support.statusCode).toBe(422);
    expect(Object.keys(support.json().errors)).toEqual(['answers.supportNeeds']);
    expect(await counts()).toEqual(before);
    expect(await stored(form)).toMatchObject({ status: 'IN_PROGRESS', version: 3 });

    expect((await save(world.applicant, form, { answers: { hasSupportNeeds: false } })).statusCode).toBe(200);
    const done = await act(world.applicant, form, { action: 'complete', version: 4 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'DONE', completed_by: world.applicant.id });
    const closed = recordFormSchema.parse((await getForm(world.applicant, form)).json());
    expect(questionsOf(closed).every((each) => each.input.readOnly)).toBe(true);
    expect(answersOf(closed).termPreference).toEqual(['FULL_TERM']);
    expect((await save(world.applicant, form, { answers: { skills: 'More' } })).statusCode).toBe(409);
    // Reopened by the office, it is the applicant's to change again.
    expect((await act(world.officeA, form, { action: 'reopen', version: 5 })).statusCode).toBe(200);
    expect((await save(world.applicant, form, { answers: { skills: 'More' } })).statusCode).toBe(200);
  });

  it('a form is saved only while its application runs and its stage is the current one (409), and only a FORM task has a form (404)', async () => {
    const { id, version, interview, medical, form } = await anApplication();
    expect((await save(world.manager, interview, { answers: { referee1Name: 'Early' } })).statusCode).toBe(
      409,
    );
    expect((await getForm(world.manager, interview)).statusCode).toBe(200);
    expect((await getForm(world.applicant, medical)).statusCode).toBe(404);
    expect((await save(world.applicant, medical, { answers: { motivation: 'x' } })).statusCode).toBe(404);
    const held = await (await as(world.officeA)).post(`/api/applications/${id}/transitions`, {
      action: 'put_on_hold',
      version,
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await save(world.applicant, form, { answers: { motivation: 'x' } })).statusCode).toBe(409);
    expect(await stored(form)).toMatchObject({ status: 'TODO', answers: null });
  });

  it('a document task completes once a file is attached to it: none is a 422 naming attachments; the applicant uploads it onto the task instance (a wrong type 415, too large 413; someone who may not complete it 404, nothing stored), and the task answers its files', async () => {
    const { id, medical, references } = await anApplication();
    const before = await counts();
    const none = await act(world.applicant, medical, { action: 'complete', version: 1 });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['attachments']);

    expect((await upload(world.applicant, medical, 'setup.exe', exeFile)).statusCode).toBe(415);
    expect((await upload(world.applicant, medical, 'big.pdf', pdfFile('Big', 60 * 1024))).statusCode).toBe(
      413,
    );
    for (const user of [world.manager, world.managerWithoutPosition, world.officeB]) {
      expect((await upload(user, medical, 'certificate.pdf', pdfFile())).statusCode).toBe(404);
    }
    expect(await counts()).toEqual(before);

    const uploaded = await upload(world.applicant, medical, 'certificate.pdf', pdfFile('Fit to travel'));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = taskInstanceSchema
      .array()
      .parse((await (await as(world.officeA)).get(`/api/applications/${id}/task-instances`)).json())
      .find((each) => each.id === medical);
    expect(listed?.attachments.map(({ filename, uploaded_by }) => [filename, uploaded_by])).toEqual([
      ['certificate.pdf', world.applicant.id],
    ]);
    const done = await act(world.applicant, medical, { action: 'complete', version: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(taskInstanceSchema.parse(done.json())).toMatchObject({
      status: 'DONE',
      attachments: [expect.objectContaining({ id: uploaded.json().id, filename: 'certificate.pdf' })],
    });
    // Done, its files stay as it was completed with.
    expect((await upload(world.applicant, medical, 'another.pdf', pdfFile())).statusCode).toBe(404);
    // A form task does not ask for a file.
    expect((await act(world.applicant, references, { action: 'complete', version: 1 })).statusCode).toBe(422);
  });

  it('R-CALL-013 Z1 an application’s attachments: its own files and those of the tasks the caller sees, oldest first, each naming its task; the applicant sees none of the office’s tasks, another organisation’s staff and an unknown id get a 404; nothing written', async () => {
    const { id, medical, interview } = await anApplication();
    const { payload, headers } = multipartBody('reference.pdf', pdfFile('Reference'));
    const reference = await (await as(world.officeA)).request({
      method: 'POST',
      url: `/private/api/assets?assetable_type=application&assetable_id=${id}`,
      payload,
      headers,
    });
    expect(reference.statusCode, reference.body).toBe(201);
    const certificate = await upload(world.applicant, medical, 'certificate.pdf', pdfFile('Fit to travel'));
    expect(certificate.statusCode, certificate.body).toBe(201);
    // The interview's stage has not started, so no call attaches its notes yet: they are written here,
    // dated before the other two to show the order is the attaching time's.
    const notes = await insertAsset(
      db(),
      {
        filename: 'interview.pdf',
        file_size: 10,
        content_type: 'application/pdf',
        storage_key: 'interview-notes',
        uploaded_by: world.manager.id,
      },
      { type: 'task_instance', id: interview },
      new Date('2026-01-01T00:00:00Z'),
    );
    const attachments = async (user: TestUser, applicationId = id) =>
      (await as(user)).get(`/api/applications/${applicationId}/attachments`);
    const listed = async (user: TestUser) => {
      const response = await attachments(user);
      expect(response.statusCode, response.body).toBe(200);
      return applicationAttachmentSchema
        .array()
        .parse(response.json())
        .map(({ id: assetId, task_instance_id }) => [assetId, task_instance_id]);
    };

    const before = await counts();
    expect(await listed(world.officeA)).toEqual([
      [notes, interview],
      [reference.json().id, null],
      [certificate.json().id, medical],
    ]);
    const office = applicationAttachmentSchema.array().parse((await attachments(world.officeA)).json());
    expect(office[2]).toMatchObject({
      filename: 'certificate.pdf',
      title: 'certificate.pdf',
      content_type: 'application/pdf',
      uploaded_by: world.applicant.id,
      uploaded_by_profile: expect.objectContaining({ id: world.applicant.personProfileId }),
    });
    expect(await listed(world.applicant)).toEqual([
      [reference.json().id, null],
      [certificate.json().id, medical],
    ]);
    logLines.length = 0;
    expect((await attachments(world.officeB)).statusCode).toBe(404);
    expect((await attachments(world.officeA, 987654)).statusCode).toBe(404);
    expect(outOfScopeRefusals(logLines)).toEqual([
      expect.objectContaining({ entity: 'application', entityId: id, actorUserId: world.officeB.id }),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('an application is found by its public id (a comma list, like id), only within the caller’s scope; an empty list is a 422', async () => {
    const first = await anApplication();
    const second = await anApplication();
    const lookup = async (user: TestUser, query: string) =>
      (await as(user)).get(`/api/applications?public_id=${query}`);
    const found = pagedSchema(applicationSchema).parse(
      (await lookup(world.officeA, `${first.public_id},${second.public_id}`)).json(),
    );
    expect(found.data.map((each) => each.id).sort()).toEqual([first.id, second.id].sort());
    const one = pagedSchema(applicationSchema).parse((await lookup(world.applicant, first.public_id)).json());
    expect(one.data.map((each) => each.id)).toEqual([first.id]);
    expect(
      pagedSchema(applicationSchema).parse((await lookup(world.officeB, first.public_id)).json()).total,
    ).toBe(0);
    const empty = await lookup(world.officeA, '');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['public_id']);
  });
});
