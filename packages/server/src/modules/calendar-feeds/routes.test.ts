import { calendarFeedLinkSchema, calendarFeedSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog } from '../../test/captured-log.ts';
import { signedInClients, TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createLeaveRequest,
  createMember,
  createPerson,
  createTravelPlan,
  createTwoOrganisations,
  type TwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { writeSetting } from '../system-settings/repository.ts';
import { wrongSecretsPerAddress } from './service.ts';

/** The events of an iCalendar text, each as its properties (name with parameters → value), lines unfolded. */
function eventsOf(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      current = {};
    } else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\([\\;,])/g, '$1');
    }
  }
  return events;
}

/** Each event as "SUMMARY | DTSTART | DTEND", the way a reader checks a calendar. */
const eventLines = (text: string) =>
  eventsOf(text)
    .map((event) => `${event.SUMMARY} | ${event['DTSTART;VALUE=DATE']} | ${event['DTEND;VALUE=DATE']}`)
    .sort();

describeEachDatabase('calendar feeds', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-12-01T09:00:00Z'));
  const { lines: logLines, stream } = capturedLog();
  const db = () => database().db;
  const as = signedInClients(() => app);
  const world = {} as TwoOrganisations & {
    member: TestUser & { personProfileId: number };
    memberB: TestUser & { personProfileId: number };
    sharedPublicId: number;
    unsharedPublicId: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), {
      logger: { level: 'info', stream },
      clock,
      env: { PUBLIC_URL: 'https://mobilise.example' },
    }));
    Object.assign(world, await createTwoOrganisations(db()));
    const { orgA, orgB } = world;
    world.member = await createMember(db(), [orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor' },
    });
    world.memberB = await createMember(db(), [orgB], {
      profile: { first_name: 'Amy', last_name: 'Carmichael' },
    });
    const mary = world.member.personProfileId;
    const colleague = (
      await createPerson(db(), { first_name: 'Hudson', last_name: 'Taylor', mobilisedBy: [orgA] })
    ).id;
    const amy = world.memberB.personProfileId;

    // Mary's: approved leave and travel, and leave awaiting approval and rejected that no feed shows.
    await createLeaveRequest(db(), { person_profile_id: mary, organisation_id: orgA, status: 'APPROVED' });
    await createLeaveRequest(db(), {
      person_profile_id: mary,
      organisation_id: orgA,
      departure_date: '2027-07-01',
      return_date: '2027-07-05',
    });
    await createLeaveRequest(db(), {
      person_profile_id: mary,
      organisation_id: orgA,
      status: 'REJECTED',
      departure_date: '2027-08-01',
      return_date: '2027-08-03',
    });
    await createTravelPlan(db(), {
      person_profile_id: mary,
      organisation_id: orgA,
      status: 'APPROVED',
      departure_date: '2027-02-27',
      return_date: '2027-03-01',
    });
    // A colleague's approved leave Mary travels on as one of its subjects: in her feed and her organisation's.
    await createLeaveRequest(db(), {
      person_profile_id: colleague,
      organisation_id: orgA,
      status: 'APPROVED',
      departure_date: '2027-10-10',
      return_date: '2027-10-10',
      subjectIds: [colleague, mary],
    });
    // Amy is organisation B's: her approved leave and her assignment's itinerary are B's business only.
    await createLeaveRequest(db(), {
      person_profile_id: amy,
      organisation_id: orgB,
      status: 'APPROVED',
      departure_date: '2027-09-01',
      return_date: '2027-09-10',
    });
    const amys = await createAssignment(db(), {
      assignee_person_profile_id: amy,
      explored_by_organisation_id: orgB,
      received_by_organisation_id: orgB,
      is_shared_with_assignee: true,
    });

    // Mary's assignments: one shared with her, one not yet (her office plans it, she does not see it).
    const shared = await createAssignment(db(), {
      assignee_person_profile_id: mary,
      explored_by_organisation_id: orgA,
      received_by_organisation_id: orgA,
      is_shared_with_assignee: true,
    });
    const unshared = await createAssignment(db(), {
      assignee_person_profile_id: mary,
      explored_by_organisation_id: orgA,
      received_by_organisation_id: orgA,
    });
    await db()
      .insertInto('itinerary_items')
      .values([
        {
          assignment_id: shared.id,
          type: 'LANGUAGE_SCHOOL',
          start_date: '2027-01-10',
          end_date: '2027-04-30',
        },
        { assignment_id: shared.id, type: 'ABO', start_date: null, end_date: null },
        { assignment_id: unshared.id, type: 'MAIN', start_date: '2028-01-01', end_date: '2028-12-31' },
        { assignment_id: amys.id, type: 'MAIN', start_date: '2027-05-01', end_date: '2027-05-31' },
      ])
      .execute();
    Object.assign(world, { sharedPublicId: shared.public_id, unsharedPublicId: unshared.public_id });
  });
  afterAll(() => app.close());

  const feedPath = (url: string) => url.replace('https://mobilise.example', '');

  /** The feed at an address, read without a session, as a calendar program does. */
  const readFeed = (url: string) => new TestClient(app).get(feedPath(url));

  async function newAddress(user: TestUser, path: string, language = 'en') {
    const response = await (await as(user)).request({
      method: 'POST',
      url: path,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return calendarFeedLinkSchema.parse(response.json());
  }

  const secretCount = async () =>
    Number(
      (
        await db()
          .selectFrom('calendar_feed_secrets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a member’s feed holds their approved leave and travel, those they are a subject of, and the itinerary shared with them; not what awaits approval or was rejected', async () => {
    const before = await (await as(world.member)).get('/api/person-profiles/me/calendar-feed');
    expect(calendarFeedSchema.parse(before.json())).toEqual({ createdAt: null });

    const link = await newAddress(world.member, '/api/person-profiles/me/calendar-feed');
    expect(link.url).toMatch(/^https:\/\/mobilise\.example\/api\/calendar-feeds\/[\w-]{43}$/);
    expect(link.createdAt).toBe('2026-12-01T09:00:00.000Z');
    const after = await (await as(world.member)).get('/api/person-profiles/me/calendar-feed');
    expect(after.json()).toEqual({ createdAt: '2026-12-01T09:00:00.000Z' });

    const feed = await readFeed(link.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('no-store');
    expect(feed.body).toContain('X-WR-CALNAME:Mobilise: Mary Slessor');
    // All-day events: DTEND is the day after the return, since iCalendar's end is the first day not in it.
    expect(eventLines(feed.body)).toEqual([
      `Itinerary: Mary Slessor (LANGUAGE_SCHOOL, #${world.sharedPublicId}) | 20270110 | 20270501`,
      'Leave: Hudson Taylor (ANNUAL – Home) | 20271010 | 20271011',
      'Leave: Mary Slessor (ANNUAL – Home) | 20270601 | 20270622',
      'Travel: Mary Slessor (Kampala) | 20270227 | 20270302',
    ]);
    const uids = eventsOf(feed.body).map((event) => event.UID);
    expect(
      uids.every((uid) =>
        /^(leave-request|travel-plan|itinerary-item)-\d+@mobilise\.example$/.test(uid ?? ''),
      ),
    );
    // Read again, the same events keep the same UIDs: a calendar program updates rather than duplicates.
    expect(eventsOf((await readFeed(link.url)).body).map((event) => event.UID)).toEqual(uids);
    // The secret never reaches the log (C5).
    const secret = link.url.split('/').pop() ?? '';
    expect(logLines.join('\n')).not.toContain(secret);
    expect(logLines.join('\n')).toContain('/api/calendar-feeds/[redacted]');
  });

  it('with travel plans off the feed leaves out travel, and with leave off leave and travel both; the itinerary stays', async () => {
    const link = await newAddress(world.member, '/api/person-profiles/me/calendar-feed');
    const kinds = async () => eventLines((await readFeed(link.url)).body).map((line) => line.split(':')[0]);
    try {
      await writeSetting(db(), 'feature_flags', { leave_requests: true, travel_plans: false }, clock.now());
      expect(await kinds()).toEqual(['Itinerary', 'Leave', 'Leave']);
      await writeSetting(db(), 'feature_flags', { leave_requests: false, travel_plans: true }, clock.now());
      expect(await kinds()).toEqual(['Itinerary']);
    } finally {
      await writeSetting(db(), 'feature_flags', { leave_requests: true, travel_plans: true }, clock.now());
    }
  });

  it('the feed is written in the language of whoever made its address', async () => {
    const link = await newAddress(world.member, '/api/person-profiles/me/calendar-feed', 'fr');
    const feed = await readFeed(link.url);
    expect(eventLines(feed.body)).toContain('Congé: Mary Slessor (ANNUAL – Home) | 20270601 | 20270622');
    expect(feed.body).toContain('X-WR-CALNAME:Mobilise : Mary Slessor');
  });

  it('a wrong secret is a 404 that tells nothing, the same as a malformed one', async () => {
    const wrong = await new TestClient(app).get(`/api/calendar-feeds/${'A'.repeat(43)}`);
    const malformed = await new TestClient(app).get('/api/calendar-feeds/x');
    expect(wrong.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    const { requestId: _wrongId, ...wrongBody } = wrong.json();
    const { requestId: _malformedId, ...malformedBody } = malformed.json();
    expect(wrongBody).toEqual(malformedBody);
    expect(wrongBody).toEqual({ code: 'not_found', message: 'Nothing was found at this address.' });
    expect(wrong.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a reset makes a new address and the old one answers 404 at once; one audit row, without the secret', async () => {
    const old = await newAddress(world.member, '/api/person-profiles/me/calendar-feed');
    expect((await readFeed(old.url)).statusCode).toBe(200);
    const fresh = await newAddress(world.member, '/api/person-profiles/me/calendar-feed');
    expect(fresh.url).not.toBe(old.url);
    expect((await readFeed(old.url)).statusCode).toBe(404);
    expect((await readFeed(fresh.url)).statusCode).toBe(200);
    const audits = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'person_profile')
      .where('entity_id', '=', String(world.member.personProfileId))
      .where('action', 'like', 'calendar_feed.%')
      .execute();
    expect(audits.at(-1)?.action).toBe('calendar_feed.reset');
    const written = JSON.stringify(audits);
    for (const url of [old.url, fresh.url]) {
      expect(written).not.toContain(url.split('/').pop());
    }
  });

  it('Z2 an organisation’s feed holds the leave and travel it decides and the itinerary of its assignments, never another organisation’s people', async () => {
    const link = await newAddress(world.officeA, `/api/organisations/${world.orgA}/calendar-feed`);
    const feed = await readFeed(link.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('X-WR-CALNAME:Mobilise: Alpha Mission');
    const { sharedPublicId, unsharedPublicId } = world;
    expect(eventLines(feed.body)).toEqual([
      `Itinerary: Mary Slessor (LANGUAGE_SCHOOL, #${sharedPublicId}) | 20270110 | 20270501`,
      `Itinerary: Mary Slessor (MAIN, #${unsharedPublicId}) | 20280101 | 20290101`,
      'Leave: Hudson Taylor (ANNUAL – Home) | 20271010 | 20271011',
      'Leave: Mary Slessor (ANNUAL – Home) | 20270601 | 20270622',
      'Travel: Mary Slessor (Kampala) | 20270227 | 20270302',
    ]);
    expect(feed.body).not.toContain('Carmichael');

    const feedB = await readFeed(
      (await newAddress(world.officeB, `/api/organisations/${world.orgB}/calendar-feed`)).url,
    );
    expect(eventLines(feedB.body).map((line) => line.split(' | ')[0])).toEqual([
      expect.stringMatching(/^Itinerary: Amy Carmichael \(MAIN, #\d+\)$/),
      'Leave: Amy Carmichael (ANNUAL – Home)',
    ]);
  });

  it('Z1 only the organisation’s office staff and admins see or reset its feed’s address; others get a 404 and nothing is written', async () => {
    const path = `/api/organisations/${world.orgA}/calendar-feed`;
    const secrets = await secretCount();
    for (const user of [world.officeB, world.member, world.memberB]) {
      const client = await as(user);
      expect((await client.get(path)).statusCode).toBe(404);
      expect((await client.post(path)).statusCode).toBe(404);
    }
    expect(await secretCount()).toBe(secrets);
    expect(logLines.some((line) => line.includes('"refusal":"out_of_scope"'))).toBe(true);
    expect((await (await as(world.officeA)).get(path)).statusCode).toBe(200);
    expect((await (await as(world.admin)).get(path)).statusCode).toBe(200);
    expect((await (await as(world.admin)).get('/api/organisations/999999/calendar-feed')).statusCode).toBe(
      404,
    );
  });

  it('two resets at once both answer, and exactly one of the two new addresses works', async () => {
    const path = `/api/organisations/${world.orgA}/calendar-feed`;
    const [first, second] = await Promise.all([
      newAddress(world.officeA, path),
      newAddress(world.admin, path),
    ]);
    const rows = await db()
      .selectFrom('calendar_feed_secrets')
      .select('id')
      .where('organisation_id', '=', world.orgA)
      .execute();
    expect(rows).toHaveLength(1);
    const statuses = await Promise.all(
      [first, second].map(async (link) => (await readFeed(link.url)).statusCode),
    );
    expect(statuses.sort()).toEqual([200, 404]);
  });

  it('a user without a person profile has no feed of their own (404); without a session, 401', async () => {
    const admin = await as(world.admin);
    expect((await admin.get('/api/person-profiles/me/calendar-feed')).statusCode).toBe(404);
    expect((await admin.post('/api/person-profiles/me/calendar-feed')).statusCode).toBe(404);
    const anonymous = await new TestClient(app).start();
    expect((await anonymous.get('/api/person-profiles/me/calendar-feed')).statusCode).toBe(401);
    expect((await anonymous.post('/api/person-profiles/me/calendar-feed')).statusCode).toBe(401);
  });

  it('guessing secrets from one address is refused with 429 once the limit of wrong ones is reached', async () => {
    const guesser = new TestClient(app);
    for (let attempt = 0; attempt < wrongSecretsPerAddress.limit; attempt += 1) {
      expect((await guesser.get(`/api/calendar-feeds/guess-${attempt}`)).statusCode).toBe(404);
    }
    const refused = await guesser.get('/api/calendar-feeds/guess-last');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not held back by it.
    expect((await new TestClient(app).get('/api/calendar-feeds/guess-other')).statusCode).toBe(404);
  });
});
