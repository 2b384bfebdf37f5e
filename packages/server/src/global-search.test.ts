import {
  organisationReferenceSchema,
  pagedSchema,
  personProfileListItemSchema,
  referenceListSchema,
  requisitionSearchResultSchema,
  visionStrategyPaperSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import type { App } from './app.ts';
import { buildTestApp } from './test/app.ts';
import { signedInClient, type TestClient } from './test/client.ts';
import { describeEachDatabase } from './test/databases.ts';
import {
  createOfficeStaff,
  createOrganisation,
  createPerson,
  createRequisition,
  createVisionStrategyPaper,
  type TestOrganisation,
} from './test/domain-factories.ts';
import type { TestUser } from './test/factories.ts';

// The header's global search makes three calls with the query typed:
// people, requisitions and papers, five of each.
const calls = {
  people: {
    path: (query: string) => `/api/person-profiles?with_status&per_page=5&search=${query}`,
    schema: pagedSchema(personProfileListItemSchema),
  },
  requisitions: {
    path: (query: string) =>
      `/api/requisitions?per_page=5&sort=-last_updated&exclude_availability=FULFILLED,RETRACTED&search=${query}`,
    schema: pagedSchema(requisitionSearchResultSchema),
  },
  papers: {
    path: (query: string) => `/api/vision-strategy-papers?per_page=5&sort=-last_updated&search=${query}`,
    schema: pagedSchema(visionStrategyPaperSchema),
  },
} as const;

describeEachDatabase('global search', (database) => {
  let app: App;
  const db = () => database().db;

  // Organisations A and B each hold a "Nuñez" person, requisition and paper; A's person is also mobilised by C.
  const world = {} as {
    orgA: TestOrganisation;
    orgB: TestOrganisation;
    orgC: TestOrganisation;
    officeA: TestUser;
    personA: number;
    personB: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { logger: { level: 'warn' } }));
    world.orgA = await createOrganisation(db(), { name: 'Alpha Mission', code: 'ALPHA' });
    world.orgB = await createOrganisation(db(), { name: 'Beta Mission', code: 'BETA' });
    world.orgC = await createOrganisation(db(), { name: 'Gamma Mission', code: 'GAMMA' });
    world.officeA = await createOfficeStaff(db(), [world.orgA.id]);
    world.personA = (
      await createPerson(db(), {
        first_name: 'José',
        last_name: 'Núñez',
        is_full_term_member: true,
        is_employee: true,
        mobilisedBy: [world.orgA.id, world.orgC.id],
      })
    ).id;
    world.personB = (
      await createPerson(db(), { first_name: 'Josefa', last_name: 'Nuñez', mobilisedBy: [world.orgB.id] })
    ).id;
    for (const organisation of [world.orgA, world.orgB]) {
      await createRequisition(db(), {
        organisation_id: organisation.id,
        title: `Núñez clinic, ${organisation.code}`,
      });
      await createVisionStrategyPaper(db(), {
        organisation_id: organisation.id,
        title: `Núñez plan, ${organisation.code}`,
      });
    }
  });
  afterAll(() => app.close());

  async function get<Schema extends z.ZodType>(browser: TestClient, path: string, schema: Schema) {
    const response = await browser.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return schema.parse(response.json()) as z.infer<Schema>;
  }

  const searchAll = async (browser: TestClient, query: string) => ({
    people: await get(browser, calls.people.path(query), calls.people.schema),
    requisitions: await get(browser, calls.requisitions.path(query), calls.requisitions.schema),
    papers: await get(browser, calls.papers.path(query), calls.papers.schema),
  });

  it('R-CALL-024 GET api/person-profiles?with_status&per_page=5&search= answers the people with the status flags and mobilising organisations the results show, their codes in the organisations list', async () => {
    const browser = await signedInClient(app, world.officeA);
    const people = await get(browser, calls.people.path('jose'), calls.people.schema);
    expect(people).toMatchObject({ total: 1, per_page: 5 });
    const [person] = people.data;
    expect(person).toMatchObject({
      id: world.personA,
      firstName: 'José',
      lastName: 'Núñez',
      is_full_term_member: true,
      is_employee: true,
      is_retired: false,
      memberStatus: 'ACTIVE',
      mobilisedByOrganisationIds: [world.orgA.id, world.orgC.id],
    });
    const organisations = await get(
      browser,
      '/api/organisations',
      referenceListSchema(organisationReferenceSchema),
    );
    const codeOf = new Map(organisations.data.map((organisation) => [organisation.id, organisation.code]));
    expect(person?.mobilisedByOrganisationIds.map((id) => codeOf.get(id))).toEqual(['ALPHA', 'GAMMA']);
  });

  it('Z2 office staff of organisation A never see or count organisation B’s people, requisitions or papers in the search', async () => {
    const found = await searchAll(await signedInClient(app, world.officeA), 'nunez');
    expect(found.people.data.map((person) => person.id)).toEqual([world.personA]);
    expect(found.people.total).toBe(1);
    expect(found.requisitions.data.map((requisition) => requisition.title)).toEqual(['Núñez clinic, ALPHA']);
    expect(found.requisitions.total).toBe(1);
    expect(found.papers.data.map((paper) => paper.searchable_text)).toEqual(['Núñez plan, ALPHA']);
    expect(found.papers.total).toBe(1);
  });

  it('finds all three kinds whatever the accents and case of the query', async () => {
    const browser = await signedInClient(app, world.officeA);
    for (const query of ['NUNEZ', 'n%C3%BA%C3%B1ez', 'Nu%C3%B1Ez']) {
      const found = await searchAll(browser, query);
      expect([found.people.total, found.requisitions.total, found.papers.total], query).toEqual([1, 1, 1]);
    }
  });
});
