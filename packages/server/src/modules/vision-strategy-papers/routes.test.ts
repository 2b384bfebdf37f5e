import { pagedSchema, visionStrategyPaperRecordSchema, visionStrategyPaperSchema } from '@mobilise/contract';
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
  createTwoOrganisations,
  createVisionStrategyPaper,
  holdPosition,
  type TwoOrganisations,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedPapers = pagedSchema(visionStrategyPaperSchema);
const searchQuery = 'per_page=5&sort=-last_updated';

describeEachDatabase('vision strategy papers', (database) => {
  let app: App;
  const db = () => database().db;
  const { lines: logLines, stream } = capturedLog();

  // A: seven papers updated on days 1 to 7; B: one paper updated later than all of them.
  const world = {} as TwoOrganisations & {
    member: TestUser;
    /** A's papers' ids, oldest update first. */
    papersA: number[];
    paperB: number;
  };

  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
  const paper = async (
    organisation: number,
    fields: { title: string; last_updated?: Date; summary?: string | null; content?: string | null },
  ) => (await createVisionStrategyPaper(db(), { organisation_id: organisation, ...fields })).id;

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn', stream } }));
    Object.assign(world, await createTwoOrganisations(db()));
    world.member = await createMember(db(), [world.orgA]);
    const titles = [
      'Vision 2030: health',
      'Strategy for Lisbon',
      'Annual plan for Accra',
      'Education in the Great Lakes',
      'Health care in Kijabe',
      'Strategy for Nairobi',
      'Vision for São Tomé',
    ];
    world.papersA = [];
    for (const [index, title] of titles.entries()) {
      world.papersA.push(
        await paper(world.orgA, {
          title,
          last_updated: day(index + 1),
          summary: index === 0 ? 'Clinics in José Maria province' : null,
          content: index === 3 ? 'Schools run with Zoë Müller' : null,
        }),
      );
    }
    world.paperB = await paper(world.orgB, { title: 'Vision for Beta', last_updated: day(20) });
  });
  afterAll(() => app.close());

  const signedIn = (user: TestUser) => signedInClient(app, user);

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/vision-strategy-papers?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedPapers.parse(response.json());
  }

  const ids = (page: { data: { id: number }[] }) => page.data.map((item) => item.id);

  it('R-CALL-027 R-SEARCH-006 GET /api/vision-strategy-papers?per_page=5&sort=-last_updated&search={query} answers the top 5 by last update, newest first, with id and public_id', async () => {
    const browser = await signedIn(world.officeA);
    const page = await list(browser, `${searchQuery}&search=`);
    expect(ids(page)).toEqual(world.papersA.slice(2).reverse());
    expect(page).toMatchObject({ total: 7, from: 1, to: 5, per_page: 5, current_page: 1, last_page: 2 });
    const stamps = page.data.map((item) => Date.parse(item.last_updated));
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
    const strategies = await list(browser, `${searchQuery}&search=strategy`);
    expect(ids(strategies)).toEqual([world.papersA[5], world.papersA[1]]);
    const stored = await db()
      .selectFrom('vision_strategy_papers')
      .select(['id', 'public_id'])
      .where('id', 'in', ids(strategies))
      .execute();
    for (const item of strategies.data) {
      expect(item.public_id).toBe(String(stored.find((row) => row.id === item.id)?.public_id));
    }
  });

  it('R-SEARCH-012 a search item has id, public_id, searchable text and last_updated', async () => {
    const page = await list(await signedIn(world.officeA), `${searchQuery}&search=2030`);
    expect(page.data).toHaveLength(1);
    const [item] = page.data;
    expect(Object.keys(item ?? {}).sort()).toEqual(['id', 'last_updated', 'public_id', 'searchable_text']);
    expect(item).toMatchObject({
      id: world.papersA[0],
      searchable_text: 'Vision 2030: health — Clinics in José Maria province',
      last_updated: '2026-01-01T09:00:00.000Z',
    });
  });

  it('searches title, summary and content accent- and case-insensitively, each word anywhere', async () => {
    const browser = await signedIn(world.officeA);
    expect(ids(await list(browser, `${searchQuery}&search=jose%20MARIA`))).toEqual([world.papersA[0]]);
    expect(ids(await list(browser, `${searchQuery}&search=muller%20zoe`))).toEqual([world.papersA[3]]);
    expect(ids(await list(browser, `${searchQuery}&search=sao%20TOME`))).toEqual([world.papersA[6]]);
    expect((await list(browser, `${searchQuery}&search=%25`)).total).toBe(0);
  });

  it('sort=last_updated gives the oldest first', async () => {
    const page = await list(await signedIn(world.officeA), 'sort=last_updated&per_page=2');
    expect(ids(page)).toEqual(world.papersA.slice(0, 2));
  });

  it('Z2 office staff of one organisation never see or count the papers of another', async () => {
    const officeA = await list(await signedIn(world.officeA), `per_page=9999&search=vision`);
    expect(ids(officeA)).toEqual([world.papersA[6], world.papersA[0]]);
    expect(officeA.total).toBe(2);
    const officeB = await list(await signedIn(world.officeB), 'per_page=9999');
    expect(ids(officeB)).toEqual([world.paperB]);
    expect((await list(await signedIn(world.admin), 'search=vision')).total).toBe(3);
    expect((await list(await signedIn(world.member), 'per_page=9999')).total).toBe(0);
  });

  it('Z12 management sees its organisation’s papers, and elsewhere only those it holds a position on', async () => {
    const manager = await createMember(db(), [world.orgB]);
    await addToSecurityGroup(db(), manager.personProfileId, world.orgB, 'management');
    expect(ids(await list(await signedIn(manager), 'per_page=9999'))).toEqual([world.paperB]);

    const { id: orgC } = await createOrganisation(db());
    const held = await paper(orgC, { title: 'Held paper', last_updated: day(2) });
    await paper(orgC, { title: 'Other paper', last_updated: day(3) });
    const holder = await createMember(db(), [orgC]);
    await addToSecurityGroup(db(), holder.personProfileId, orgC, 'leadership');
    await holdPosition(db(), {
      organisationId: orgC,
      name: 'Author',
      subjectType: 'VISION_STRATEGY_PAPER',
      subjectIds: [held],
      userId: holder.id,
    });
    expect((await list(await signedIn(holder), 'per_page=9999')).total).toBe(0);
    await addToSecurityGroup(db(), holder.personProfileId, world.orgB, 'management');
    expect(ids(await list(await signedIn(holder), 'per_page=9999'))).toEqual([world.paperB]);
  });

  it('refuses bad query values with 422 naming the parameter', async () => {
    const browser = await signedIn(world.officeA);
    for (const [query, field] of [
      ['sort=title', 'sort'],
      ['per_page=0', 'per_page'],
      ['per_page=abc', 'per_page'],
      ['page=0', 'page'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['exclude_availability=OPEN', 'querystring'],
    ] as const) {
      const response = await browser.get(`/api/vision-strategy-papers?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
  });

  const publicIdOf = async (id: number) =>
    (
      await db()
        .selectFrom('vision_strategy_papers')
        .select('public_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).public_id;

  it('GET /api/vision-strategy-papers/{public_id} answers the paper with its summary, content, organisation, last update, version and update for office staff', async () => {
    const browser = await signedIn(world.officeA);
    const id = world.papersA[0] ?? 0;
    const publicId = await publicIdOf(id);
    const response = await browser.get(`/api/vision-strategy-papers/${publicId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(visionStrategyPaperRecordSchema.strict().parse(response.json())).toEqual({
      id,
      public_id: String(publicId),
      title: 'Vision 2030: health',
      summary: 'Clinics in José Maria province',
      content: null,
      region_id: null,
      organisation: { id: world.orgA, name: 'Alpha Mission' },
      attachments: [],
      last_updated: day(1).toISOString(),
      version: 1,
      user_can: ['update'],
    });
  });

  it('Z1 office staff of org B asking for a paper of org A get 404, like an unknown one, and the refusal is logged', async () => {
    const publicId = await publicIdOf(world.papersA[3] ?? 0);
    const browser = await signedIn(world.officeB);
    logLines.length = 0;
    const response = await browser.get(`/api/vision-strategy-papers/${publicId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await browser.get('/api/vision-strategy-papers/987654321')).statusCode).toBe(404);
    // A member without a role reaches none, as in the list.
    const member = await signedIn(world.member);
    expect((await member.get(`/api/vision-strategy-papers/${publicId}`)).statusCode).toBe(404);
    expect(outOfScopeRefusals(logLines)).toEqual(
      [world.officeB, world.member].map((user) =>
        expect.objectContaining({
          entity: 'vision_strategy_paper',
          entityId: publicId,
          actorUserId: user.id,
        }),
      ),
    );
    const admin = await signedIn(world.admin);
    expect((await admin.get(`/api/vision-strategy-papers/${publicId}`)).json()).toMatchObject({
      content: 'Schools run with Zoë Müller',
    });
  });

  it('refuses a public id that is not a whole number with 422 naming public_id, and needs a session', async () => {
    const response = await (await signedIn(world.officeA)).get('/api/vision-strategy-papers/abc');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).toContain('public_id');
    const anonymous = await app.inject({ method: 'GET', url: '/api/vision-strategy-papers/1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
