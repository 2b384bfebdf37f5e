import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { csvRecords } from '../../test/csv-records.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createOfficeStaff,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';

// The ABO report of a receiving organisation follows the sharing of another organisation's assignment,
// as its lists do: listed while shared, gone the moment it is unshared.
describeEachDatabase('the ABO report of a receiving organisation', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-28T10:00:00Z'));
  const db = () => database().db;
  let sender: TestClient;
  let receiver: TestClient;
  let assignmentId: number;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { clock }));
    const sending = (await createOrganisation(db(), { name: 'Sending Mission' })).id;
    const receiving = (await createOrganisation(db(), { name: 'Receiving Mission' })).id;
    const person = await createPerson(db(), {
      first_name: 'Ada',
      last_name: 'Okonkwo',
      mobilisedBy: [sending],
    });
    assignmentId = (
      await createAssignment(db(), {
        assignee_person_profile_id: person.id,
        explored_by_organisation_id: sending,
        received_by_organisation_id: receiving,
        status: 'ACTIVE',
        associated_with_title: 'Nurse at Kijabe Hospital',
        proposed_start_date: '2026-01-01',
        is_shared_with_receiving_organisation: true,
      })
    ).id;
    sender = await signedInClient(app, await createOfficeStaff(db(), [sending]));
    receiver = await signedInClient(app, await createOfficeStaff(db(), [receiving]));
  });
  afterAll(() => app.close());

  /** The assignment titles of the receiving office's ABO report. */
  const listedTitles = async () => {
    const response = await receiver.get('/download-csv/abo-report');
    expect(response.statusCode, response.body).toBe(200);
    return csvRecords(response.body)
      .slice(1)
      .map((record) => record[9]);
  };

  it('Z9 lists the active assignment shared with it, and leaves it out at once when it is unshared', async () => {
    expect(await listedTitles()).toEqual(['Nurse at Kijabe Hospital']);
    const { version } = (await sender.get(`/api/assignments/${assignmentId}`)).json();
    const unshared = await sender.post(
      `/api/assignments/${assignmentId}/unshare-from-receiving-organisation`,
      {
        version,
      },
    );
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect(await listedTitles()).toEqual([]);
  });
});
