import { recordHistorySchema } from '@mobilise/contract';
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
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

describeEachDatabase('record history', (database) => {
  let app: App;
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
    assignee: TestUser & { personProfileId: number };
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    world.orgE = (await createOrganisation(db(), { name: 'Exploring Mission' })).id;
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const orgO = (await createOrganisation(db(), { name: 'Other Mission' })).id;
    world.officeE = await createOfficeStaff(db(), [world.orgE], {
      profile: { first_name: 'Olive', last_name: 'Officer' },
    });
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    world.officeO = await createOfficeStaff(db(), [orgO]);
    world.assignee = await createMember(db(), [world.orgE]);
  });
  afterAll(() => app.close());
  beforeEach(() => {
    logLines.length = 0;
  });

  const anAssignment = async () =>
    (
      await createAssignment(db(), {
        assignee_person_profile_id: world.assignee.personProfileId,
        explored_by_organisation_id: world.orgE,
        received_by_organisation_id: world.orgR,
      })
    ).id;

  const change = async (user: TestUser, id: number, path: string, version: number) => {
    const response = await (await as(user)).post(`/api/assignments/${id}/${path}`, { version });
    expect(response.statusCode, response.body).toBe(200);
  };

  const historyOf = async (user: TestUser, path: string) => {
    const response = await (await as(user)).get(path);
    return {
      status: response.statusCode,
      entries: response.statusCode === 200 ? recordHistorySchema.parse(response.json()) : [],
    };
  };

  it('an assignment’s history names each change of its actions table, newest first, with its author and the fields it changed, never their values', async () => {
    const id = await anAssignment();
    await change(world.officeE, id, 'abandon', 1);
    await change(world.officeE, id, 'restore', 2);
    await change(world.officeE, id, 'share-with-receiving-organisation', 3);
    const { status, entries } = await historyOf(world.officeE, `/api/assignments/${id}/history`);
    expect(status).toBe(200);
    const author = { user_id: world.officeE.id, name: 'Olive Officer' };
    expect(entries.map(({ actor, action, fields }) => ({ actor, action, fields }))).toEqual([
      {
        actor: author,
        action: 'assignment.share_with_receiving_organisation',
        fields: ['is_shared_with_receiving_organisation'],
      },
      { actor: author, action: 'assignment.restore', fields: ['is_abandoned'] },
      { actor: author, action: 'assignment.abandon', fields: ['is_abandoned'] },
    ]);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort().reverse());
    expect(JSON.stringify(entries)).not.toMatch(/true|false/);
  });

  it('Z9 the receiving organisation reads an assignment’s history only while the assignment is shared with it; Z1 office staff of another organisation and an unknown assignment get 404 alike, logged', async () => {
    const id = await anAssignment();
    const path = `/api/assignments/${id}/history`;
    expect((await historyOf(world.officeR, path)).status).toBe(404);
    await change(world.officeE, id, 'share-with-receiving-organisation', 1);
    const shared = await historyOf(world.officeR, path);
    expect(shared.status).toBe(200);
    expect(shared.entries.map((entry) => entry.action)).toEqual([
      'assignment.share_with_receiving_organisation',
    ]);
    await change(world.officeE, id, 'unshare-from-receiving-organisation', 2);
    expect((await historyOf(world.officeR, path)).status).toBe(404);

    logLines.length = 0;
    expect((await historyOf(world.officeO, path)).status).toBe(404);
    expect((await historyOf(world.officeO, '/api/assignments/987654/history')).status).toBe(404);
    expect(outOfScopeRefusals(logLines)).toEqual([
      expect.objectContaining({ entity: 'assignment', entityId: id, actorUserId: world.officeO.id }),
    ]);
  });

  it('a person profile’s history names its edits with their author and fields; Z1 Z4 office staff of another organisation get 404', async () => {
    const person = world.assignee.personProfileId;
    const saved = await (await as(world.officeE)).request({
      method: 'PUT',
      url: `/api/person-profiles/${person}`,
      payload: { answers: { knownAs: 'Molly' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { status, entries } = await historyOf(world.officeE, `/api/person-profiles/${person}/history`);
    expect(status).toBe(200);
    expect(entries[0]).toMatchObject({
      actor: { user_id: world.officeE.id, name: 'Olive Officer' },
      action: 'person_profile.update',
      fields: ['known_as'],
    });
    expect((await historyOf(world.officeO, `/api/person-profiles/${person}/history`)).status).toBe(404);
  });

  it('without a session both histories answer 401', async () => {
    const id = await anAssignment();
    for (const url of [
      `/api/assignments/${id}/history`,
      `/api/person-profiles/${world.assignee.personProfileId}/history`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
