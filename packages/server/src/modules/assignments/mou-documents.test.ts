import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetListSchema, assetSchema, recordHistoryEntrySchema } from '@mobilise/contract';
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
import { filesUnder, htmlFile, multipartBody, pdfFile } from '../assets/test-files.ts';

// The upload limit of these tests: 50 KB, so an oversized file stays small.
const maxSizeKb = 50;

describeEachDatabase('assignments: MOU documents', (database) => {
  let app: App;
  let dataDir: string;
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);

  // E explores the assignment and mobilises its assignee; R receives it; O is another organisation.
  const world = {} as {
    orgE: number;
    orgR: number;
    officeE: TestUser;
    officeR: TestUser;
    officeO: TestUser;
    manager: TestUser;
    assignee: TestUser & { personProfileId: number };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-mou-'));
    ({ app } = await buildTestApp(database(), {
      env: { DATA_DIR: dataDir, FILES_MAX_SIZE_KB: String(maxSizeKb) },
      logger: { level: 'warn', stream },
    }));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE]);
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [orgO]);
    world.manager = (await createSecurityGroupMembers(db(), world.orgE)).manager;
    world.assignee = await createMember(db(), [world.orgE]);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    logLines.length = 0;
  });

  /** A POTENTIAL assignment of E received by R, shared as asked, with E's manager holding a position on it. */
  async function anAssignment(shared: { withReceiver?: boolean; withAssignee?: boolean } = {}) {
    const { id } = await createAssignment(db(), {
      assignee_person_profile_id: world.assignee.personProfileId,
      explored_by_organisation_id: world.orgE,
      received_by_organisation_id: world.orgR,
      is_shared_with_receiving_organisation: shared.withReceiver ?? false,
      is_shared_with_assignee: shared.withAssignee ?? false,
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

  async function upload(user: TestUser, id: number, fileName = 'mou.pdf', bytes = pdfFile('MOU')) {
    const { payload, headers } = multipartBody(fileName, bytes);
    return (await as(user)).request({
      method: 'POST',
      url: `/api/assignments/${id}/mou-documents`,
      payload,
      headers,
    });
  }

  const mouDocumentIds = async (user: TestUser, id: number) =>
    (await (await as(user)).get(`/api/assignments/${id}`)).json().mou_document_ids;

  /** What an upload may leave behind: file rows, MOU links, audit rows and stored bytes. */
  const written = async () => ({
    rows: await countRows(db(), ['assets', 'assignment_mou_documents', 'audit_log']),
    files: (await filesUnder(join(dataDir, 'files'))).length,
  });

  it('R-STATE-011 Z9 C4 office staff of E upload an MOU document: 201 with the file, listed in mou_document_ids, one audit row; the receiving organisation lists and downloads it while the assignment is shared, and loses it when unshared', async () => {
    const id = await anAssignment({ withReceiver: true });
    const response = await upload(world.officeE, id);
    expect(response.statusCode, response.body).toBe(201);
    const asset = assetSchema.parse(response.json());
    expect(asset).toMatchObject({
      filename: 'mou.pdf',
      content_type: 'application/pdf',
      uploaded_by: world.officeE.id,
    });
    expect(await mouDocumentIds(world.officeE, id)).toEqual([asset.id]);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: world.officeE.id,
        organisation_id: world.orgE,
        action: 'upload_mou_document',
        before: { mou_document_ids: [] },
        after: { mou_document_ids: [asset.id] },
      },
    ]);

    const receiver = await as(world.officeR);
    const through = `assetable_type=assignment&assetable_id=${id}`;
    expect(await mouDocumentIds(world.officeR, id)).toEqual([asset.id]);
    const listed = await receiver.get(`/private/api/assets?id=${asset.id}&${through}`);
    expect(assetListSchema.parse(listed.json()).map((each) => each.id)).toEqual([asset.id]);
    expect((await receiver.get(`/assets/${asset.id}?${through}`)).statusCode).toBe(200);

    await db()
      .updateTable('assignments')
      .set({ is_shared_with_receiving_organisation: false })
      .where('id', '=', id)
      .execute();
    expect(
      assetListSchema.parse((await receiver.get(`/private/api/assets?id=${asset.id}&${through}`)).json()),
    ).toEqual([]);
    expect((await receiver.get(`/assets/${asset.id}?${through}`)).statusCode).toBe(404);
  });

  it('R-STATE-011 Z12 those who only read the assignment (management with a position on it, the receiving organisation and the assignee while shared with them) get 403 and nothing is stored', async () => {
    const id = await anAssignment({ withReceiver: true, withAssignee: true });
    const before = await written();
    for (const reader of [world.manager, world.officeR, world.assignee]) {
      const refused = await upload(reader, id);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('capability_not_held');
    }
    expect(await written()).toEqual(before);
    expect(await mouDocumentIds(world.officeE, id)).toEqual([]);
  });

  it('Z1 Z4 office staff of another organisation, the receiving organisation before sharing and an unknown assignment: 404 alike, the refusals logged, nothing stored', async () => {
    const id = await anAssignment();
    const before = await written();
    const other = await upload(world.officeO, id);
    const receiver = await upload(world.officeR, id);
    const unknown = await upload(world.officeE, 987654);
    expect([other.statusCode, receiver.statusCode, unknown.statusCode]).toEqual([404, 404, 404]);
    expect(other.json().code).toBe(unknown.json().code);
    expect(outOfScopeRefusals(logLines)).toEqual([
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.officeO.id }),
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.officeR.id }),
    ]);
    expect(await written()).toEqual(before);
  });

  it('C4 renaming and deleting an MOU document are audited under its assignment, in the history with their author; a refused rename or deletion writes nothing', async () => {
    const id = await anAssignment({ withReceiver: true });
    const kept = assetSchema.parse((await upload(world.officeE, id, 'kept.pdf')).json());
    const gone = assetSchema.parse((await upload(world.officeE, id, 'gone.pdf')).json());
    const office = await as(world.officeE);

    const before = await written();
    const refusedRename = await (await as(world.officeR)).request({
      method: 'PATCH',
      url: `/private/api/assets/${kept.id}`,
      payload: { title: 'Not theirs' },
    });
    expect(refusedRename.statusCode).toBe(404);
    const refusedDelete = await (await as(world.officeO)).request({
      method: 'DELETE',
      url: `/private/api/assets/${gone.id}`,
    });
    expect(refusedDelete.statusCode).toBe(404);
    expect(await written()).toEqual(before);

    const renamed = await office.request({
      method: 'PATCH',
      url: `/private/api/assets/${kept.id}`,
      payload: { title: 'MOU signed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const deleted = await office.request({ method: 'DELETE', url: `/private/api/assets/${gone.id}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await mouDocumentIds(world.officeE, id)).toEqual([kept.id]);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'organisation_id', 'action', 'before', 'after'])
      .where('entity', '=', 'assignment')
      .where('entity_id', '=', String(id))
      .where('action', 'like', 'mou_document.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: world.officeE.id,
        organisation_id: world.orgE,
        action: 'mou_document.rename',
        before: { mou_document_id: kept.id, title: kept.title },
        after: { mou_document_id: kept.id, title: 'MOU signed' },
      },
      {
        actor_user_id: world.officeE.id,
        organisation_id: world.orgE,
        action: 'mou_document.delete',
        before: { mou_document_ids: [kept.id, gone.id], title: gone.title },
        after: { mou_document_ids: [kept.id] },
      },
    ]);

    // The receiving organisation reads the history while the assignment is shared with it.
    const history = await (await as(world.officeR)).get(`/api/assignments/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      recordHistoryEntrySchema
        .array()
        .parse(history.json())
        .map((entry) => entry.action),
    ).toEqual([
      'assignment.mou_document.delete',
      'assignment.mou_document.rename',
      'assignment.upload_mou_document',
      'assignment.upload_mou_document',
    ]);
  });

  it('F1 F2 an MOU document over the limit is a 413 and an HTML page named .pdf a 415, as for any upload: nothing stored', async () => {
    const id = await anAssignment();
    const before = await written();
    expect((await upload(world.officeE, id, 'huge.pdf', pdfFile('huge', maxSizeKb * 1000))).statusCode).toBe(
      413,
    );
    expect((await upload(world.officeE, id, 'page.pdf', htmlFile)).statusCode).toBe(415);
    expect(await written()).toEqual(before);
  });
});
