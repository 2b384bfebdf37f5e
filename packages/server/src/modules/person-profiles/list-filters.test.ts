import { pagedSchema, personProfileListItemSchema } from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createFamily,
  createOfficeStaff,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';

const pagedProfiles = pagedSchema(personProfileListItemSchema);

describeEachDatabase('person profiles list: sort, filters and paging', (database) => {
  let app: App;
  const db = () => database().db;
  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser & { personProfileId: number };
    ada: number;
    bea: number;
    cyd: number;
    dan: number;
    foreign: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    world.orgA = (await createOrganisation(db(), { name: 'Alpha' })).id;
    world.orgB = (await createOrganisation(db(), { name: 'Beta' })).id;
    const officeA = await createOfficeStaff(db(), [world.orgA], {
      profile: { first_name: 'Olive', last_name: 'Zed' },
    });
    world.officeA = { ...officeA, personProfileId: officeA.personProfileId as number };
    const person = async (
      first_name: string,
      last_name: string,
      updated: string,
      mobilisedBy: number[],
      fields: Parameters<typeof createPerson>[1] = {},
    ) =>
      (
        await createPerson(db(), {
          first_name,
          last_name,
          updated_at: new Date(updated),
          mobilisedBy,
          ...fields,
        })
      ).id;
    world.ada = await person('Ada', 'Abbot', '2026-03-01T00:00:00Z', [world.orgA], {
      is_full_term_member: true,
    });
    world.bea = await person('Bea', 'Brown', '2026-01-01T00:00:00Z', [world.orgA], {
      is_short_term_member: true,
      member_status: 'INACTIVE',
    });
    world.cyd = await person('Cyd', 'Brown', '2026-05-01T00:00:00Z', [world.orgA, world.orgB], {
      is_full_term_applicant: true,
    });
    world.dan = await person('Dan', 'Carter', '2026-02-01T00:00:00Z', [world.orgA]);
    world.foreign = await person('Bob', 'Brown', '2026-04-01T00:00:00Z', [world.orgB], {
      is_full_term_member: true,
      member_status: 'INACTIVE',
    });
  });
  afterAll(() => app.close());

  async function list(browser: TestClient, query: string) {
    const response = await browser.get(`/api/person-profiles?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pagedProfiles.parse(response.json());
  }
  const ids = (page: { data: { id: number }[] }) => page.data.map((person) => person.id);
  const officeA = () => signedInClient(app, world.officeA);

  it('sorts by name and by last update, either way, with the id breaking ties', async () => {
    const browser = await officeA();
    const org = `organisation=${world.orgA}&per_page=50`;
    expect(ids(await list(browser, `${org}&sort=name`))).toEqual([
      world.ada,
      world.bea,
      world.cyd,
      world.dan,
    ]);
    expect(ids(await list(browser, `${org}&sort=-name`))).toEqual([
      world.dan,
      world.cyd,
      world.bea,
      world.ada,
    ]);
    expect(ids(await list(browser, `${org}&sort=last_updated`))).toEqual([
      world.bea,
      world.dan,
      world.ada,
      world.cyd,
    ]);
    expect(ids(await list(browser, `${org}&sort=-last_updated`))).toEqual([
      world.cyd,
      world.ada,
      world.dan,
      world.bea,
    ]);
    // Without a sort, by name; without an organisation, the caller's own profile too.
    expect(ids(await list(browser, 'per_page=50'))).toEqual([
      world.ada,
      world.bea,
      world.cyd,
      world.dan,
      world.officeA.personProfileId,
    ]);
  });

  it('sorts the matches of a search too', async () => {
    const browser = await officeA();
    expect(ids(await list(browser, 'search=brown&sort=-last_updated'))).toEqual([world.cyd, world.bea]);
    expect(ids(await list(browser, 'search=brown&sort=name'))).toEqual([world.bea, world.cyd]);
  });

  it('sorts names as people read them, whatever their accents and case, in a list and a search', async () => {
    const orgC = (await createOrganisation(db(), { name: 'Gamma' })).id;
    const office = await createOfficeStaff(db(), [orgC], {
      profile: { first_name: 'Zoe', last_name: 'Zed' },
    });
    const named = async (first_name: string, last_name: string) =>
      (await createPerson(db(), { first_name, last_name, mobilisedBy: [orgC] })).id;
    const theo = await named('Théo', 'Dubois');
    const elodie = await named('Élodie', 'Dubois');
    const jan = await named('Jan', 'de Vries');
    const lena = await named('Lena', 'Böhm');
    const andrew = await named('Andrew', 'Brown');
    const browser = await signedInClient(app, office);
    const inOrder = [lena, andrew, jan, elodie, theo];
    expect(ids(await list(browser, `organisation=${orgC}&sort=name`))).toEqual(inOrder);
    expect(ids(await list(browser, `organisation=${orgC}&sort=-name`))).toEqual([...inOrder].reverse());
    expect(ids(await list(browser, 'search=dubois&sort=name'))).toEqual([elodie, theo]);
  });

  it('filters by status flags (any of those listed), member status and organisation', async () => {
    const browser = await officeA();
    expect(ids(await list(browser, 'status=is_full_term_member'))).toEqual([world.ada]);
    expect(ids(await list(browser, 'status=is_full_term_member,is_short_term_member'))).toEqual([
      world.ada,
      world.bea,
    ]);
    expect(ids(await list(browser, 'member_status=INACTIVE'))).toEqual([world.bea]);
    expect(ids(await list(browser, 'member_status=ACTIVE&status=is_full_term_applicant'))).toEqual([
      world.cyd,
    ]);
    const admin = await signedInClient(app, await createOfficeStaff(db(), [world.orgA, world.orgB]));
    expect(ids(await list(admin, `organisation=${world.orgB}&sort=name`))).toEqual([
      world.foreign,
      world.cyd,
    ]);
  });

  it('has_family=false keeps the people in no family (a family’s members lookup), true those in one', async () => {
    await createFamily(db(), 'Brown', [world.bea, world.foreign]);
    const browser = await officeA();
    expect(ids(await list(browser, 'search=brown&has_family=false'))).toEqual([world.cyd]);
    expect(ids(await list(browser, 'search=brown&has_family=true'))).toEqual([world.bea]);
    expect(ids(await list(browser, `organisation=${world.orgA}&has_family=false&per_page=50`))).toEqual([
      world.ada,
      world.cyd,
      world.dan,
    ]);
  });

  it('pages the filtered list with its own total, and keeps the filters in the page links', async () => {
    const browser = await officeA();
    const query = `organisation=${world.orgA}&sort=name&per_page=2`;
    const first = await list(browser, query);
    expect(first).toMatchObject({ total: 4, last_page: 2, from: 1, to: 2 });
    expect(first.next_page_url).toBe(`/api/person-profiles?${query}&page=2`);
    const second = await list(browser, `${query}&page=2`);
    expect(ids(second)).toEqual([world.cyd, world.dan]);
    const filtered = await list(browser, 'status=is_full_term_member,is_short_term_member&per_page=1&page=2');
    expect(filtered).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 });
    expect(ids(filtered)).toEqual([world.bea]);
    expect(await list(browser, 'member_status=INACTIVE&page=5')).toMatchObject({ total: 1, data: [] });
  });

  it('Z2 no filter, sort or organisation named reaches or counts the people of another organisation', async () => {
    const browser = await officeA();
    const foreignOnly = await list(browser, `organisation=${world.orgB}`);
    // Cyd is mobilised by both, so office staff of A reach them; Bob of B only never.
    expect(ids(foreignOnly)).toEqual([world.cyd]);
    expect(foreignOnly.total).toBe(1);
    for (const query of [
      'status=is_full_term_member',
      'member_status=INACTIVE',
      'search=bob',
      'sort=-last_updated&per_page=50',
      `organisation=${world.orgB}&status=is_full_term_member`,
    ]) {
      const page = await list(browser, query);
      expect(ids(page), query).not.toContain(world.foreign);
      expect(page.total, query).toBe(page.data.length);
    }
  });

  it('refuses an unknown sort, status flag, member status or organisation with 422 naming it', async () => {
    const browser = await officeA();
    for (const [query, field] of [
      ['sort=age', 'sort'],
      ['status=is_famous', 'status.0'],
      ['member_status=RETIRED', 'member_status'],
      ['organisation=alpha', 'organisation'],
      ['organisation=0', 'organisation'],
    ]) {
      const response = await browser.get(`/api/person-profiles?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}), query).toEqual([field]);
    }
  });
});
