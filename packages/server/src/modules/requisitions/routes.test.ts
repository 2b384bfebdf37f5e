import { pagedSchema, requisitionRecordSchema, requisitionSearchResultSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { capturedLog, outOfScopeRefusals } from '../../test/captured-log.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  addToSecurityGroup,
  createMember,
  createOrganisation,
  createRequisition,
  createTwoOrganisations,
  holdPosition,
  type TwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedRequisitions = pagedSchema(requisitionSearchResultSchema);
const searchQuery = 'per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED';

describeEachDatabase('requisitions', (database) => {
  let app: App;
  const db = () => database().db;
  const { lines: logLines, stream } = capturedLog();

  // A: seven open requisitions, a filled and an archived one; B: one open requisition.
  const world = {} as TwoOrganisations & {
    member: TestUser;
    /** A's open requisitions' public ids, oldest update first. */
    openA: string[];
    filledA: string;
    archivedA: string;
    openB: string;
    regionId: number;
  };

  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
  const requisition = async (organisation: number, title: string, fields: object) =>
    String((await createRequisition(db(), { organisation_id: organisation, title, ...fields })).public_id);

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA]);
    world.regionId = (
      await db()
        .insertInto('regions')
        .values({ name: 'Great Lakes', code: `GL-${process.pid}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const titles = [
      'Nurse for the José Maria clinic',
      'Teacher, Lisbon school',
      'Accountant, Accra office',
      'Pilot, Nairobi hangar',
      'Mechanic, Nairobi hangar',
      'Doctor, Kijabe hospital',
      'Chef, Lisbon guest house',
    ];
    world.openA = [];
    for (const [index, title] of titles.entries()) {
      world.openA.push(
        await requisition(world.orgA, title, {
          last_updated: day(index + 1),
          region_id: index === 0 ? world.regionId : null,
          description: index === 2 ? 'Bookkeeping for the Zoë Müller fund' : null,
        }),
      );
    }
    world.filledA = await requisition(world.orgA, 'Nurse, filled', {
      availability: 'FULFILLED',
      last_updated: day(20),
    });
    world.archivedA = await requisition(world.orgA, 'Nurse, archived', {
      availability: 'RETRACTED',
      last_updated: day(21),
    });
    world.openB = await requisition(world.orgB, 'Nurse for Beta', { last_updated: day(22) });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/requisitions?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedRequisitions.parse(response.json());
  }

  const publicIds = (page: { data: { public_id: string }[] }) => page.data.map((item) => item.public_id);

  it('R-CALL-026 GET api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search= answers the 5 newest open matches, paged', async () => {
    const browser = await signedIn(world.officeA);
    const page = await list(browser, `${searchQuery}&search=`);
    expect(publicIds(page)).toEqual(world.openA.slice(2).reverse());
    expect(page).toMatchObject({ total: 7, from: 1, to: 5, per_page: 5, current_page: 1, last_page: 2 });
    const next = new URL(page.next_page_url ?? '', 'http://mobilise.test').searchParams;
    expect(Object.fromEntries(next)).toEqual({
      ...Object.fromEntries(new URLSearchParams(`${searchQuery}&search=`)),
      page: '2',
    });
    const first = await list(browser, `${searchQuery}&search=clinic`);
    expect(first.data).toEqual([
      {
        public_id: world.openA[0],
        title: 'Nurse for the José Maria clinic',
        region_id: world.regionId,
        availability: 'OPEN',
      },
    ]);
    expect(Object.keys(first.data[0] ?? {}).sort()).toEqual(
      ['availability', 'public_id', 'region_id', 'title'].sort(),
    );
  });

  it('searches title and description accent- and case-insensitively, each word anywhere, % and _ as themselves', async () => {
    const browser = await signedIn(world.officeA);
    expect(publicIds(await list(browser, `${searchQuery}&search=JOSE%20maría`))).toEqual([world.openA[0]]);
    expect(publicIds(await list(browser, `${searchQuery}&search=zoe%20muller`))).toEqual([world.openA[2]]);
    expect(publicIds(await list(browser, `${searchQuery}&search=hangar%20nairobi`))).toEqual([
      world.openA[4],
      world.openA[3],
    ]);
    expect((await list(browser, `${searchQuery}&search=%25`)).total).toBe(0);
    expect((await list(browser, `${searchQuery}&search=_`)).total).toBe(0);
  });

  it('exclude_availability leaves out the availabilities named, and sort=last_updated gives the oldest first', async () => {
    const browser = await signedIn(world.officeA);
    const nurses = await list(browser, 'search=nurse');
    expect(publicIds(nurses)).toEqual([world.archivedA, world.filledA, world.openA[0]]);
    expect(publicIds(await list(browser, 'search=nurse&exclude_availability=RETRACTED'))).toEqual([
      world.filledA,
      world.openA[0],
    ]);
    expect(publicIds(await list(browser, 'search=nurse&sort=last_updated'))).toEqual([
      world.openA[0],
      world.filledA,
      world.archivedA,
    ]);
  });

  it('Z2 office staff of one organisation never see or count the requisitions of another', async () => {
    const officeA = await list(await signedIn(world.officeA), 'search=nurse&per_page=9999');
    expect(publicIds(officeA)).not.toContain(world.openB);
    expect(officeA.total).toBe(3);
    const officeB = await list(await signedIn(world.officeB), 'per_page=9999');
    expect(publicIds(officeB)).toEqual([world.openB]);
    expect(officeB.total).toBe(1);
    expect((await list(await signedIn(world.admin), 'search=nurse')).total).toBe(4);
    // A member without a role in any organisation reaches no requisition.
    expect((await list(await signedIn(world.member), 'per_page=9999')).total).toBe(0);
  });

  it('Z12 management sees its organisation’s requisitions; without the group, only those it holds a position on', async () => {
    const manager = await createMember(db(), [world.orgB]);
    await addToSecurityGroup(db(), manager.personProfileId, world.orgB, 'management');
    expect(publicIds(await list(await signedIn(manager), 'per_page=9999'))).toEqual([world.openB]);

    const { id: orgC } = await createOrganisation(db());
    const mine = await requisition(orgC, 'Held requisition', {});
    const notMine = await requisition(orgC, 'Other requisition', {});
    const holder = await createMember(db(), [orgC]);
    await addToSecurityGroup(db(), holder.personProfileId, world.orgB, 'leadership');
    await addToSecurityGroup(db(), holder.personProfileId, orgC, 'leadership');
    const rows = await db()
      .selectFrom('requisitions')
      .select(['id', 'public_id'])
      .where('public_id', 'in', [Number(mine), Number(notMine)])
      .execute();
    const idOf = (publicId: string) => rows.find((row) => String(row.public_id) === publicId)?.id ?? 0;
    await holdPosition(db(), {
      organisationId: orgC,
      name: 'Recruiter',
      subjectType: 'REQUISITION',
      subjectIds: [idOf(mine)],
      userId: holder.id,
    });
    // Leadership runs no requisitions (R-ROLE-017, R-ROLE-020): a position alone does not reach one either.
    expect((await list(await signedIn(holder), 'per_page=9999')).total).toBe(0);
    await addToSecurityGroup(db(), holder.personProfileId, orgC, 'management');
    expect(publicIds(await list(await signedIn(holder), 'per_page=9999'))).toEqual([notMine, mine]);
  });

  it('refuses bad query values with 422 naming the parameter', async () => {
    const browser = await signedIn(world.officeA);
    for (const [query, field] of [
      ['exclude_availability=FULFILLED,LOST', 'exclude_availability.1'],
      ['sort=title', 'sort'],
      ['sort=-LAST_UPDATED', 'sort'],
      ['per_page=0', 'per_page'],
      ['per_page=10000', 'per_page'],
      ['page=x', 'page'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['availability=OPEN', 'querystring'],
    ] as const) {
      const response = await browser.get(`/api/requisitions?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });

  it('GET api/requisitions/{public_id} answers the requisition with its description, term type, organisation, last update, version and what office staff may do (update, fill, archive while open)', async () => {
    const browser = await signedIn(world.officeA);
    const response = await browser.get(`/api/requisitions/${world.openA[2]}`);
    expect(response.statusCode, response.body).toBe(200);
    const { id } = await db()
      .selectFrom('requisitions')
      .select('id')
      .where('public_id', '=', Number(world.openA[2]))
      .executeTakeFirstOrThrow();
    expect(requisitionRecordSchema.strict().parse(response.json())).toEqual({
      id,
      public_id: world.openA[2],
      title: 'Accountant, Accra office',
      description: 'Bookkeeping for the Zoë Müller fund',
      availability: 'OPEN',
      term_type: null,
      region_id: null,
      team_id: null,
      unit_id: null,
      organisation: { id: world.orgA, name: 'Alpha Mission' },
      attachments: [],
      last_updated: day(3).toISOString(),
      version: 1,
      user_can: ['update', 'fill', 'archive'],
    });
    const filled = await browser.get(`/api/requisitions/${world.filledA}`);
    expect(filled.json()).toMatchObject({ availability: 'FULFILLED', description: null });
  });

  it('Z1 office staff of org B asking for a requisition of org A get 404, like an unknown one, and the refusal is logged', async () => {
    const browser = await signedIn(world.officeB);
    logLines.length = 0;
    const response = await browser.get(`/api/requisitions/${world.openA[0]}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await browser.get('/api/requisitions/987654321')).statusCode).toBe(404);
    // A member without a role reaches none, as in the list.
    expect((await (await signedIn(world.member)).get(`/api/requisitions/${world.openA[0]}`)).statusCode).toBe(
      404,
    );
    expect(outOfScopeRefusals(logLines)).toEqual(
      [world.officeB, world.member].map((user) =>
        expect.objectContaining({
          entity: 'requisition',
          entityId: Number(world.openA[0]),
          actorUserId: user.id,
        }),
      ),
    );
    expect((await (await signedIn(world.admin)).get(`/api/requisitions/${world.openA[0]}`)).statusCode).toBe(
      200,
    );
  });

  it('refuses a public id that is not a whole number with 422 naming public_id', async () => {
    const response = await (await signedIn(world.officeA)).get('/api/requisitions/abc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toContain('public_id');
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/requisitions?${searchQuery}` });
    expect(response.statusCode).toBe(401);
    const one = await app.inject({ method: 'GET', url: `/api/requisitions/${world.openA[0]}` });
    expect(one.statusCode).toBe(401);
  });
});
