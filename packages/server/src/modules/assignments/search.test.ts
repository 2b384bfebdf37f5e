import { assignmentSchema, pagedSchema } from '@mobilise/contract';
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
  createRequisition,
  createTwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedAssignments = pagedSchema(assignmentSchema);

// The header search's assignments group: `GET api/assignments?search=`, within the list's own scope.
describeEachDatabase('assignments search', (database) => {
  let app: App;
  const db = () => database().db;

  // A explores an assignment of its person Zoë Quartermain at R, for R's requisition "Harbour surgeon",
  // not yet shared with R; B has nothing to do with it. A second assignment of another person at R is
  // already shared with R.
  const world = {} as {
    orgA: number;
    orgR: number;
    officeA: TestUser;
    officeB: TestUser;
    officeR: TestUser;
    assignment: { id: number; public_id: number };
    other: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    Object.assign(world, await createTwoOrganisations(db()));
    world.orgR = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    world.officeR = await createOfficeStaff(db(), [world.orgR]);
    const zoe = await createPerson(db(), {
      first_name: 'Zoë',
      last_name: 'Quartermain',
      mobilisedBy: [world.orgA],
    });
    const requisition = await createRequisition(db(), {
      organisation_id: world.orgR,
      title: 'Harbour surgeon',
    });
    world.assignment = await createAssignment(db(), {
      assignee_person_profile_id: zoe.id,
      explored_by_organisation_id: world.orgA,
      received_by_organisation_id: world.orgR,
      requisition_id: requisition.id,
    });
    const other = await createPerson(db(), {
      first_name: 'Otto',
      last_name: 'Lind',
      mobilisedBy: [world.orgA],
    });
    world.other = (
      await createAssignment(db(), {
        assignee_person_profile_id: other.id,
        explored_by_organisation_id: world.orgA,
        received_by_organisation_id: world.orgR,
        is_shared_with_receiving_organisation: true,
      })
    ).id;
  });
  afterAll(() => app.close());

  async function search(browser: TestClient, text: string) {
    const response = await browser.get(`/api/assignments?per_page=5&search=${encodeURIComponent(text)}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedAssignments.parse(response.json()).data.map((assignment) => assignment.id);
  }

  async function change(action: 'share-with' | 'unshare-from') {
    const officeA = await signedInClient(app, world.officeA);
    const current = assignmentSchema.parse(
      (await officeA.get(`/api/assignments/${world.assignment.id}`)).json(),
    );
    const response = await officeA.post(
      `/api/assignments/${world.assignment.id}/${action}-receiving-organisation`,
      { version: current.version },
    );
    expect(response.statusCode, response.body).toBe(200);
  }

  it('finds an assignment by its number, its assignee’s names in any order and accents, and its requisition', async () => {
    const officeA = await signedInClient(app, world.officeA);
    for (const text of [
      `#${world.assignment.public_id}`,
      'quartermain zoe',
      'ZOË',
      'harbour',
      `${world.assignment.public_id} surgeon`,
    ]) {
      expect(await search(officeA, text), text).toEqual([world.assignment.id]);
    }
    expect(await search(officeA, 'quartermain lind')).toEqual([]);
    // LIKE's wildcards are searched as themselves.
    expect(await search(officeA, '%')).toEqual([]);
  });

  it('Z2 Z9 the receiving organisation’s office finds the assignment while it is shared with it, and no longer once unshared', async () => {
    const officeR = await signedInClient(app, world.officeR);
    expect(await search(officeR, 'quartermain')).toEqual([]);
    expect(await search(officeR, 'lind')).toEqual([world.other]);

    await change('share-with');
    expect(await search(officeR, 'quartermain')).toEqual([world.assignment.id]);
    expect(await search(officeR, `#${world.assignment.public_id}`)).toEqual([world.assignment.id]);

    await change('unshare-from');
    expect(await search(officeR, 'quartermain')).toEqual([]);
    expect(await search(officeR, 'harbour')).toEqual([]);
  });

  it('Z2 an office of an unrelated organisation finds none of them', async () => {
    const officeB = await signedInClient(app, world.officeB);
    expect(await search(officeB, 'quartermain')).toEqual([]);
    expect(await search(officeB, 'lind')).toEqual([]);
    expect(await search(officeB, '#')).toEqual([]);
  });
});
