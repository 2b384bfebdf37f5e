import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createOfficeStaff,
  createOrganisation,
  createPerson,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

// A receiving organisation finds and reads the person coming to it while their assignment is shared with
// it (the header search, the pop-up, the profile), loses them the moment it is unshared, and never writes
// them: the sending organisation runs the person.
describeEachDatabase('the people a receiving organisation reads', (database) => {
  let app: App;
  const db = () => database().db;
  const world = {} as {
    officeA: TestUser;
    officeR: TestUser;
    officeB: TestUser;
    comingId: number;
    assignmentId: number;
  };
  let sender: TestClient;
  let receiver: TestClient;
  let bystander: TestClient;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    const { orgA, orgB, officeA, officeB } = await createTwoOrganisations(db());
    const orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.officeA = officeA;
    world.officeB = officeB;
    world.officeR = await createOfficeStaff(db(), [orgR]);
    world.comingId = (
      await createPerson(db(), { first_name: 'Zuberi', last_name: 'Quillfeather', mobilisedBy: [orgA] })
    ).id;
    world.assignmentId = (
      await createAssignment(db(), {
        assignee_person_profile_id: world.comingId,
        explored_by_organisation_id: orgA,
        received_by_organisation_id: orgR,
        status: 'POTENTIAL',
      })
    ).id;
    // A second assignment of the person, to an organisation that never shares in it: it gives B nothing.
    await createAssignment(db(), {
      assignee_person_profile_id: world.comingId,
      explored_by_organisation_id: orgA,
      received_by_organisation_id: orgB,
      status: 'POTENTIAL',
    });
    [sender, receiver, bystander] = await Promise.all([
      signedInClient(app, world.officeA),
      signedInClient(app, world.officeR),
      signedInClient(app, world.officeB),
    ]);
  });
  afterAll(() => app.close());

  /** The ids the header search's people group answers the client for the person's surname. */
  const searchIds = async (client: TestClient) => {
    const response = await client.get('/api/person-profiles?with_status=true&per_page=5&search=quillfeather');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: number }[]).map((person) => person.id);
  };
  /** The ids the list answers when asked for the person by id, as records naming them do. */
  const listedById = async (client: TestClient) => {
    const response = await client.get(`/api/person-profiles?id=${world.comingId}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { id: number }[]).map((person) => person.id);
  };
  const version = async () => (await sender.get(`/api/assignments/${world.assignmentId}`)).json().version;
  const change = async (path: string) => {
    const response = await sender.post(`/api/assignments/${world.assignmentId}/${path}`, {
      version: await version(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('Z9 before the assignment is shared, the receiving organisation finds and reads nothing of the person', async () => {
    expect(await searchIds(receiver)).toEqual([]);
    expect(await listedById(receiver)).toEqual([]);
    // The pop-up reads the profile itself.
    expect((await receiver.get(`/api/person-profiles/${world.comingId}`)).statusCode).toBe(404);
  });

  it('Z9 once it is shared, the receiving organisation finds the person in the search and the pop-up and reads the profile, without any right to change it', async () => {
    await change('share-with-receiving-organisation');
    expect(await searchIds(receiver)).toEqual([world.comingId]);
    expect(await listedById(receiver)).toEqual([world.comingId]);
    const profile = await receiver.get(`/api/person-profiles/${world.comingId}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ id: world.comingId, lastName: 'Quillfeather', userCan: [] });
    expect((await receiver.get(`/api/person-profiles/${world.comingId}/form`)).statusCode).toBe(404);
    // The organisation the person's other assignment would go to shares in nothing.
    expect(await searchIds(bystander)).toEqual([]);
    expect((await bystander.get(`/api/person-profiles/${world.comingId}`)).statusCode).toBe(404);
  });

  it('Z9 unsharing takes the person out of the receiving organisation’s search, pop-up and reads at once', async () => {
    await change('unshare-from-receiving-organisation');
    expect(await searchIds(receiver)).toEqual([]);
    expect(await listedById(receiver)).toEqual([]);
    expect((await receiver.get(`/api/person-profiles/${world.comingId}`)).statusCode).toBe(404);
    // The sending organisation reads the person throughout.
    expect(await searchIds(sender)).toEqual([world.comingId]);
  });
});
