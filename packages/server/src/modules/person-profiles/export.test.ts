import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { apiErrorSchema, maxPerPage } from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, bodyLimit } from '../../app.ts';
import { csvDownloadsPerUser } from '../../csv/csv-download-limit.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { csvRecords } from '../../test/csv-records.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createOfficeStaff, createOrganisation, createPerson } from '../../test/domain-factories.ts';
import { countRows, createUser, type TestUser } from '../../test/factories.ts';

describeEachDatabase('person profiles CSV export', (database) => {
  let app: App;
  const clock = new TestClock(new Date('2026-11-26T10:00:00Z'));
  const db = () => database().db;
  const world = {} as { orgA: number; orgB: number; officeA: TestUser; officeB: TestUser; admin: TestUser };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { clock }));
    world.orgA = (await createOrganisation(db(), { name: 'Alpha' })).id;
    world.orgB = (await createOrganisation(db(), { name: 'Beta' })).id;
    world.officeA = await createOfficeStaff(db(), [world.orgA], {
      profile: { first_name: 'Olive', last_name: 'Officer' },
    });
    world.officeB = await createOfficeStaff(db(), [world.orgB], {
      profile: { first_name: 'Otto', last_name: 'Other' },
    });
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
    await createPerson(db(), {
      first_name: 'José',
      last_name: 'Núñez, Jr',
      known_as: 'Pepe "the pen"',
      aim_personal_email: 'jose@example.org',
      is_full_term_member: true,
      is_employee: true,
      mobilisedBy: [world.orgA],
    });
    await createPerson(db(), {
      first_name: '=HYPERLINK("http://evil.example","x")',
      last_name: '+Plus',
      known_as: '-1+2',
      aim_personal_email: '@evil',
      special_needs: 'not exported',
      mobilisedBy: [world.orgA],
    });
    await createPerson(db(), {
      first_name: 'Line',
      last_name: 'Break',
      known_as: 'one\ntwo',
      mobilisedBy: [world.orgA],
    });
    await createPerson(db(), {
      first_name: 'Bruno',
      last_name: 'Beta',
      is_full_term_member: true,
      member_status: 'INACTIVE',
      mobilisedBy: [world.orgB],
    });
  });
  afterAll(() => app.close());

  async function exportOf(browser: TestClient, query = '', headers: Record<string, string> = {}) {
    const response = await browser.request({
      method: 'GET',
      url: `/api/person-profiles/export.csv${query ? `?${query}` : ''}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  it('F7 is UTF-8 with a byte-order mark, RFC 4180 quoted, with formula cells neutralised', async () => {
    const response = await exportOf(await signedInClient(app, world.officeA), 'sort=name');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="people-2026-11-26.csv"; filename*=UTF-8''people-2026-11-26.csv`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain('"Núñez, Jr",José,"Pepe ""the pen""",,jose@example.org,Active,');
    const [header, ...people] = csvRecords(response.body);
    expect(header).toEqual([
      'ID',
      'Last name',
      'First name',
      'Known as',
      'Positional e-mail',
      'Personal e-mail',
      'Member status',
      'Status',
      'Last updated',
    ]);
    expect(people.map((person) => person.slice(1, 4))).toEqual([
      ["'+Plus", `'=HYPERLINK("http://evil.example","x")`, "'-1+2"],
      ['Break', 'Line', 'one\ntwo'],
      ['Núñez, Jr', 'José', 'Pepe "the pen"'],
      ['Officer', 'Olive', ''],
    ]);
    expect(people[0]?.[5]).toBe("'@evil");
    expect(people[2]?.[7]).toBe('Employee, Full-term member');
    expect(response.body).not.toContain('not exported');
  });

  it('streams the file, gzip-compressed to the same bytes when the client accepts it', async () => {
    const browser = await signedInClient(app, world.admin);
    const plain = await exportOf(browser, 'sort=name');
    const compressed = await exportOf(browser, 'sort=name', { 'accept-encoding': 'gzip' });
    expect(plain.headers['transfer-encoding']).toBe('chunked');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('Z2 office staff of one organisation never get the people of another in the export', async () => {
    const fromA = csvRecords((await exportOf(await signedInClient(app, world.officeA))).body);
    expect(fromA.map((person) => person[2])).not.toContain('Bruno');
    expect(fromA).toHaveLength(5);
    for (const query of [`organisation=${world.orgB}`, 'search=bruno', 'member_status=INACTIVE']) {
      const body = (await exportOf(await signedInClient(app, world.officeA), query)).body;
      expect(csvRecords(body), query).toHaveLength(1);
    }
    const fromB = csvRecords((await exportOf(await signedInClient(app, world.officeB))).body);
    expect(
      fromB
        .slice(1)
        .map((person) => person[2])
        .sort(),
    ).toEqual(['Bruno', 'Otto']);
  });

  it('exports the list filters and sort, every page, with headers and values in the reader language', async () => {
    const admin = await signedInClient(app, world.admin);
    const filtered = csvRecords(
      (await exportOf(admin, 'status=is_full_term_member&sort=-name', { 'accept-language': 'es' })).body,
    );
    expect(filtered[0]?.slice(0, 3)).toEqual(['ID', 'Apellido', 'Nombre']);
    expect(filtered.slice(1).map((person) => [person[2], person[6]])).toEqual([
      ['José', 'Activo'],
      ['Bruno', 'Inactivo'],
    ]);
  });

  it('F8 a body over 1 MB is a 413 writing nothing, per_page above the cap a 422, and the exports of a user are rate-limited', async () => {
    const office = await createOfficeStaff(db(), [world.orgA]);
    const browser = await signedInClient(app, office);
    const person = await createPerson(db(), { first_name: 'Heavy', mobilisedBy: [world.orgA] });
    const before = await countRows(db());
    const tooLarge = await browser.request({
      method: 'PUT',
      url: `/api/person-profiles/${person.id}`,
      payload: { answers: { knownAs: 'x'.repeat(bodyLimit) } },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(apiErrorSchema.parse(tooLarge.json()).code).toBe('payload_too_large');
    expect(await countRows(db())).toEqual(before);

    const pageTooLong = await browser.get(`/api/person-profiles?per_page=${maxPerPage + 1}`);
    expect(pageTooLong.statusCode).toBe(422);
    expect(Object.keys(pageTooLong.json().errors)).toEqual(['per_page']);
    expect((await browser.get(`/api/person-profiles?per_page=${maxPerPage}`)).statusCode).toBe(200);

    for (let call = 0; call < csvDownloadsPerUser.limit; call += 1) {
      await exportOf(browser);
    }
    const limited = await browser.request({
      method: 'GET',
      url: '/api/person-profiles/export.csv',
      headers: { 'accept-language': 'es' },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(csvDownloadsPerUser.windowMs / 1000);
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({
      code: 'rate_limited',
      message: 'Demasiados intentos: vuelva a intentarlo más tarde.',
    });
    expect((await exportOf(await signedInClient(app, world.officeB))).statusCode).toBe(200);
    clock.advance(csvDownloadsPerUser.windowMs);
    await exportOf(browser);
  });

  it('hostile pass: a NUL in the email filter is a 422 before any byte of the file', async () => {
    const response = await (await signedInClient(app, world.officeA)).get(
      '/api/person-profiles/export.csv?email=a%00b%40example.org',
    );
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(apiErrorSchema.parse(response.json()).errors ?? {})).toEqual(['email']);
  });

  /**
   * An organisation of `count` people named in order, the last of them one whose row cannot be
   * exported: a last update at infinity, which PostgreSQL stores and no ISO date can write.
   */
  async function organisationWithUnexportableLast(count: number) {
    const { id: organisation } = await createOrganisation(db());
    const { rows } = await sql<{ id: number }>`
      insert into person_profiles (first_name, last_name)
      select 'Bulk', 'Bulk ' || lpad(n::text, 5, '0') from generate_series(1, ${count - 1}) as n
      returning id`.execute(db());
    const last = await createPerson(db(), { first_name: 'Zed', last_name: 'Zz Unexportable' });
    await sql`update person_profiles set updated_at = 'infinity' where id = ${last.id}`.execute(db());
    const people = [...rows.map((row) => row.id), last.id];
    await db()
      .insertInto('person_profile_mobilising_organisations')
      .values(people.map((id) => ({ person_profile_id: id, organisation_id: organisation, position: 0 })))
      .execute();
    return organisation;
  }

  /** A download over a real socket, as a browser makes it: whether the answer came to its proper end. */
  async function download(path: string, cookie: string, headers: Record<string, string> = {}) {
    const { port } = app.server.address() as AddressInfo;
    return new Promise<{ statusCode: number; complete: boolean; body: Buffer }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path, headers: { cookie, ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          const settle = () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              complete: response.complete,
              body: Buffer.concat(chunks),
            });
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', settle);
          response.on('error', settle);
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  it('hostile pass: a failure reading the first people is an error answer, never a file cut short', async () => {
    const organisation = await organisationWithUnexportableLast(1);
    const browser = await signedInClient(app, world.admin);
    const response = await browser.get(`/api/person-profiles/export.csv?organisation=${organisation}`);
    expect(response.statusCode).toBe(500);
    expect(apiErrorSchema.parse(response.json()).code).toBe('internal_error');
  });

  it('hostile pass: a failure after the first byte aborts the download, plain or gzip, instead of ending it', async () => {
    // The export reads 1000 people at a time: the unexportable one is in the second read.
    const organisation = await organisationWithUnexportableLast(1001);
    const browser = await signedInClient(app, world.admin);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const path = `/api/person-profiles/export.csv?organisation=${organisation}&sort=name`;
    const plain = await download(path, browser.cookieHeader, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.complete).toBe(false);
    expect(plain.body.toString('utf8')).toContain('Bulk 00001');
    expect(plain.body.toString('utf8')).not.toContain('Unexportable');
    const gzip = await download(path, browser.cookieHeader, { 'accept-encoding': 'gzip' });
    expect(gzip).toMatchObject({ statusCode: 200, complete: false });
    // Brotli may hold the first rows back until the failure, when the error answer can still be sent
    // instead: either way the browser never gets a 200 that ends as if the file were whole.
    const browserLike = await download(path, browser.cookieHeader, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browserLike.statusCode === 200 && browserLike.complete).toBe(false);
  });

  it('refuses a bad filter with 422 naming it', async () => {
    const response = await (await signedInClient(app, world.officeA)).get(
      '/api/person-profiles/export.csv?status=is_famous',
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['status.0']);
  });
});
