import {
  endpointRoutes,
  type ReferenceListName,
  referenceListEndpoints,
  referenceListItemSchemas,
  referenceListSchema,
} from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { App } from '../../app.ts';
import { languages } from '../../i18n/languages.ts';
import { buildTestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createUser } from '../../test/factories.ts';

// Written out as the specification gives them, not read from the contract's constant the server mounts them
// from: a path changed there must fail here.
const specPaths: Record<ReferenceListName, string> = {
  organisations: '/api/organisations',
  countries: '/api/countries',
  jobRoles: '/api/job-roles',
  languages: '/api/languages',
  languageProficiencies: '/api/language-proficiencies',
  locationTypes: '/api/location-types',
  ministryFocuses: '/api/ministry-focuses',
  ministryTypes: '/api/ministry-types',
  regions: '/api/regions',
  securityGroups: '/api/security-groups',
};
const listNames = Object.keys(specPaths) as ReferenceListName[];

describeEachDatabase('reference lists', (database) => {
  let app: App;
  let browser: TestClient;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
    const user = await createUser(database().db);
    browser = await new TestClient(app).start();
    expect((await browser.login(user.email, user.password)).statusCode).toBe(200);
    await database()
      .db.insertInto('organisations')
      .values([
        { name: 'Zambezi Mission', code: 'ZM' },
        { name: 'aim Europe', code: 'AE' },
        { name: 'Ébène Afrique', code: 'EA' },
        { name: 'Bravo Fellowship', code: 'BF' },
      ])
      .execute();
  });
  afterAll(() => app.close());

  function get(name: ReferenceListName, acceptLanguage = 'en') {
    return browser.request({
      method: 'GET',
      url: specPaths[name],
      headers: { 'accept-language': acceptLanguage },
    });
  }

  async function list<Name extends ReferenceListName>(
    name: Name,
    acceptLanguage = 'en',
  ): Promise<z.infer<(typeof referenceListItemSchemas)[Name]>[]> {
    const response = await get(name, acceptLanguage);
    expect(response.statusCode, name).toBe(200);
    const schema = referenceListSchema(referenceListItemSchemas[name] as z.ZodType).strict();
    return schema.parse(response.json()).data as z.infer<(typeof referenceListItemSchemas)[Name]>[];
  }

  it('R-CALL-028 each reference list answers GET at its path in the spec with its items under data, in the shape of the contract', async () => {
    // The app fetches from the contract's paths: they must be the spec's too.
    expect(
      Object.fromEntries(listNames.map((name) => [name, endpointRoutes[referenceListEndpoints[name]].path])),
    ).toEqual(specPaths);
    for (const name of listNames) {
      const items = await list(name);
      expect(items.length, name).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item).sort(), name).toEqual(
          Object.keys(referenceListItemSchemas[name].shape).sort(),
        );
      }
    }
  });

  it('R-CALL-029 organisations answer with id and name, sorted by name as a reader would', async () => {
    const organisations = await list('organisations');
    expect(organisations.map(({ name }) => name)).toEqual([
      'aim Europe',
      'Bravo Fellowship',
      'Ébène Afrique',
      'Zambezi Mission',
    ]);
  });

  it('R-CONST-006 countries are every ISO 3166-1 country, sorted by name in the language asked for', async () => {
    for (const language of languages) {
      const countries = await list('countries', language);
      expect(countries).toHaveLength(250);
      const collator = new Intl.Collator(language, { sensitivity: 'base' });
      const names = countries.map(({ name }) => name);
      expect(names).toEqual([...names].sort(collator.compare));
    }
    expect(await list('countries', 'en')).toContainEqual({ code: 'TZ', name: 'Tanzania' });
    expect(await list('countries', 'es')).toContainEqual({ code: 'DE', name: 'Alemania' });
    expect(await list('countries', 'fr-CA')).toContainEqual({ code: 'KE', name: 'Kenya' });
    expect(await list('countries', 'pt-BR')).toContainEqual({ code: 'MZ', name: 'Moçambique' });
  });

  it('languages are the ISO 639-1 languages, named in the language asked for', async () => {
    const english = await list('languages', 'en');
    expect(english).toHaveLength(184);
    expect(english).toContainEqual({ code: 'sw', name: 'Swahili' });
    expect(await list('languages', 'fr')).toContainEqual({ code: 'en', name: 'Anglais' });
    expect(await list('languages', 'pt')).toContainEqual({ code: 'pt', name: 'Português' });
  });

  it('language proficiencies go from the lowest level to the highest', async () => {
    expect((await list('languageProficiencies')).map(({ code }) => code)).toEqual([
      'ELEMENTARY',
      'LIMITED_WORKING',
      'PROFESSIONAL_WORKING',
      'FULL_PROFESSIONAL',
      'NATIVE_OR_BILINGUAL',
    ]);
  });

  it('id-and-name lists keep their ids whatever the language, sorted by the translated name', async () => {
    for (const name of [
      'jobRoles',
      'locationTypes',
      'ministryFocuses',
      'ministryTypes',
      'regions',
    ] as const) {
      const english = await list(name, 'en');
      const spanish = await list(name, 'es');
      expect(spanish.map(({ id }) => id).sort(), name).toEqual(english.map(({ id }) => id).sort());
      const collator = new Intl.Collator('es', { sensitivity: 'base' });
      expect(spanish.map(({ name }) => name)).toEqual(spanish.map(({ name }) => name).sort(collator.compare));
    }
    expect(await list('jobRoles', 'fr')).toContainEqual(expect.objectContaining({ name: 'Sage-femme' }));
  });

  it('R-ENTITY-022 security groups answer with exactly id and label, the label translated', async () => {
    const groups = await list('securityGroups');
    expect(groups.map(({ label }) => label)).toEqual(['Senior leadership', 'Leadership', 'Management']);
    for (const group of groups) {
      expect(Object.keys(group).sort()).toEqual(['id', 'label']);
    }
    expect((await list('securityGroups', 'es')).map(({ label }) => label)).toEqual([
      'Alta dirección',
      'Dirección',
      'Gestión',
    ]);
  });

  it('asks caches to keep one answer per language, and lists from the database to check again', async () => {
    const countries = await get('countries');
    expect(countries.headers['cache-control']).toBe('private, max-age=3600');
    expect(countries.headers.vary).toMatch(/accept-language/i);
    const organisations = await get('organisations');
    expect(organisations.headers['cache-control']).toBe('private, no-cache');
  });

  describe('without a session', () => {
    it('answers organisations, which the app loads at start-up on the sign-in pages too', async () => {
      const anonymous = await new TestClient(app).start();
      const response = await anonymous.get(specPaths.organisations);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(4);
    });

    it('refuses every other list with 401', async () => {
      const anonymous = await new TestClient(app).start();
      for (const name of listNames.filter((name) => name !== 'organisations')) {
        const response = await anonymous.get(specPaths[name]);
        expect(response.statusCode, name).toBe(401);
        expect(response.json().code).toBe('not_signed_in');
      }
    });
  });
});
