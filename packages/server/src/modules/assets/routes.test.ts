import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetListSchema, assetReplaceResponseSchema, assetSchema } from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, TestClient } from '../../test/client.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createApplication,
  createAssignment,
  createFamily,
  createMember,
  createOfficeStaff,
  createOrganisation,
  createPerson,
} from '../../test/domain-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import {
  compoundFile,
  docxFile,
  exeFile,
  filesUnder,
  htmlFile,
  multipartBody,
  pdfFile,
  pngFile,
  svgFile,
  zipFile,
} from './test-files.ts';

// The upload limit of these tests: 50 KB, so an oversized file stays small.
const maxSizeKb = 50;

describeEachDatabase('asset service', (database) => {
  let app: App;
  let dataDir: string;
  const filesDir = () => join(dataDir, 'files');
  const db = () => database().db;

  const world = {} as {
    orgA: number;
    orgB: number;
    officeA: TestUser;
    officeB: TestUser;
    member: TestUser & { personProfileId: number };
    spouse: TestUser & { personProfileId: number };
    colleague: number;
  };
  let member: TestClient;
  let spouse: TestClient;
  let officeA: TestClient;
  let officeB: TestClient;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mobilise-assets-'));
    ({ app } = await buildTestApp(database(), {
      env: { DATA_DIR: dataDir, FILES_MAX_SIZE_KB: String(maxSizeKb) },
    }));
    world.orgA = (await createOrganisation(db(), { name: 'Alpha Mission' })).id;
    world.orgB = (await createOrganisation(db(), { name: 'Beta Mission' })).id;
    world.officeA = await createOfficeStaff(db(), [world.orgA], {
      profile: { first_name: 'Olive', last_name: 'Officer' },
    });
    world.officeB = await createOfficeStaff(db(), [world.orgB]);
    world.member = await createMember(db(), [world.orgA], {
      profile: { first_name: 'Mary', last_name: 'Slessor', known_as: 'Ma' },
    });
    world.spouse = await createMember(db(), [world.orgA], {
      profile: { first_name: 'John', last_name: 'Slessor' },
    });
    await createFamily(db(), 'Slessor', [world.member.personProfileId, world.spouse.personProfileId]);
    world.colleague = (
      await createPerson(db(), { first_name: 'José', last_name: 'Núñez', mobilisedBy: [world.orgA] })
    ).id;
    member = await signedInClient(app, world.member);
    spouse = await signedInClient(app, world.spouse);
    officeA = await signedInClient(app, world.officeA);
    officeB = await signedInClient(app, world.officeB);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The app on a real port, for the tests that need a socket (started once). */
  async function listeningPort() {
    if (!app.server.listening) {
      await app.listen({ host: '127.0.0.1', port: 0 });
    }
    return (app.server.address() as AddressInfo).port;
  }

  const personRecord = (id: number) => `assetable_type=person_profile&assetable_id=${id}`;

  async function upload(client: TestClient, fileName: string, bytes: Buffer, query = '') {
    const { payload, headers } = multipartBody(fileName, bytes);
    return client.request({
      method: 'POST',
      url: `/private/api/assets${query && `?${query}`}`,
      payload,
      headers,
    });
  }

  async function uploadToPerson(
    client: TestClient,
    personId: number,
    fileName = 'passport.pdf',
    bytes = pdfFile(),
  ) {
    const response = await upload(client, fileName, bytes, personRecord(personId));
    expect(response.statusCode, response.body).toBe(201);
    return assetSchema.parse(response.json());
  }

  async function storedRows() {
    const assets = await db()
      .selectFrom('assets')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const links = await db()
      .selectFrom('asset_attachments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { assets: Number(assets.n), links: Number(links.n) };
  }

  beforeEach(async () => {
    await db().deleteFrom('assets').execute();
    await rm(filesDir(), { recursive: true, force: true });
  });

  it('R-CALL-048 R-FILE-005 a member uploads a PDF to their profile: 201 with the asset, its type read from the bytes and the uploader resolved to their profile', async () => {
    const response = await upload(
      member,
      'passport.pdf',
      pdfFile(),
      personRecord(world.member.personProfileId),
    );
    expect(response.statusCode, response.body).toBe(201);
    const asset = assetSchema.parse(response.json());
    expect(asset).toMatchObject({
      filename: 'passport.pdf',
      title: 'passport.pdf',
      file_size: pdfFile().length,
      content_type: 'application/pdf',
      uploaded_by: world.member.id,
      uploaded_by_profile: {
        id: world.member.personProfileId,
        firstName: 'Mary',
        lastName: 'Slessor',
        knownAs: 'Ma',
        avatarId: null,
      },
    });
    const profile = await member.get(`/api/person-profiles/${world.member.personProfileId}`);
    expect(profile.json().attachments).toEqual([asset.id]);
  });

  it('R-FILE-005 a file uploaded by a user without a profile answers uploaded_by_profile null', async () => {
    const asset = await uploadToPerson(officeA, world.colleague);
    const { id } = await db()
      .insertInto('users')
      .values({ email: `gone-${asset.id}@example.org`, password_hash: null, is_admin: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('assets').set({ uploaded_by: id }).where('id', '=', asset.id).execute();
    const answer = assetSchema.parse((await officeA.get(`/private/api/assets/${asset.id}`)).json());
    expect(answer).toMatchObject({ uploaded_by: id, uploaded_by_profile: null });
  });

  it('R-CALL-045 lists the files asked for by id, leaving out those the caller may not see, or every file of one record', async () => {
    const own = await uploadToPerson(member, world.member.personProfileId, 'passport.pdf');
    const second = await uploadToPerson(member, world.member.personProfileId, 'visa.png', pngFile);
    const colleagues = await uploadToPerson(officeA, world.colleague, 'contract.pdf');

    const byIds = await member.get(`/private/api/assets?id=${colleagues.id},${second.id},${own.id}`);
    expect(byIds.statusCode).toBe(200);
    expect(assetListSchema.parse(byIds.json()).map((asset) => asset.id)).toEqual([second.id, own.id]);

    const ofRecord = await officeA.get(`/private/api/assets?${personRecord(world.member.personProfileId)}`);
    expect(assetListSchema.parse(ofRecord.json()).map((asset) => [asset.title, asset.content_type])).toEqual([
      ['passport.pdf', 'application/pdf'],
      ['visa.png', 'image/png'],
    ]);
    // The spouse reads the family's profiles, so their files too.
    const bySpouse = await spouse.get(`/private/api/assets?${personRecord(world.member.personProfileId)}`);
    expect(assetListSchema.parse(bySpouse.json())).toHaveLength(2);
    // Another organisation's office sees nothing of them.
    const foreign = await officeB.get(
      `/private/api/assets?id=${own.id},${second.id}&${personRecord(world.member.personProfileId)}`,
    );
    expect(foreign.json()).toEqual([]);
  });

  it('R-CALL-045 refuses a list naming neither files nor a record, and a record named by half (422)', async () => {
    const neither = await member.get('/private/api/assets');
    expect(neither.statusCode).toBe(422);
    expect(Object.keys(neither.json().errors)).toEqual(['id']);
    const half = await member.get('/private/api/assets?id=1&assetable_type=person_profile');
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['assetable_id']);
  });

  it('R-CALL-046 answers one file, also through the record named with it, and 404 through a record it is not attached to', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId);
    const one = await member.get(`/private/api/assets/${asset.id}`);
    expect(one.statusCode).toBe(200);
    expect(assetSchema.parse(one.json())).toEqual(asset);
    const through = await member.get(
      `/private/api/assets/${asset.id}?${personRecord(world.member.personProfileId)}`,
    );
    expect(through.statusCode).toBe(200);
    const elsewhere = await officeA.get(`/private/api/assets/${asset.id}?${personRecord(world.colleague)}`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await member.get('/private/api/assets/999999')).statusCode).toBe(404);
  });

  it('R-CALL-047 renames a file with {title}; an empty title is a 422 and changes nothing', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId);
    const renamed = await member.request({
      method: 'PATCH',
      url: `/private/api/assets/${asset.id}`,
      payload: { title: '  Passport, 2026  ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(assetSchema.parse(renamed.json())).toMatchObject({
      id: asset.id,
      title: 'Passport, 2026',
      filename: 'passport.pdf',
    });
    const empty = await member.request({
      method: 'PATCH',
      url: `/private/api/assets/${asset.id}`,
      payload: { title: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['title']);
    expect(assetSchema.parse((await member.get(`/private/api/assets/${asset.id}`)).json()).title).toBe(
      'Passport, 2026',
    );
  });

  it('R-CALL-049 replaces a file through POST with the PATCH override: answers file_size, title, filename and updated_at; the old bytes are gone', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId, 'passport.pdf');
    const keyBefore = await filesUnder(filesDir());
    const newer = pdfFile('Passport renewed', 100);
    const { payload, headers } = multipartBody('passport-2027.pdf', newer);
    const replaced = await member.request({
      method: 'POST',
      url: `/private/api/assets/${asset.id}?_method=PATCH`,
      payload,
      headers,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = replaced.json();
    expect(Object.keys(answer).sort()).toEqual(['file_size', 'filename', 'title', 'updated_at']);
    expect(assetReplaceResponseSchema.parse(answer)).toMatchObject({
      file_size: newer.length,
      filename: 'passport-2027.pdf',
      title: 'passport.pdf',
    });
    const download = await member.get(`/assets/${asset.id}`);
    expect(download.rawPayload.equals(newer)).toBe(true);
    const keysAfter = await filesUnder(filesDir());
    expect(keysAfter).toHaveLength(1);
    expect(keysAfter).not.toEqual(keyBefore);
  });

  it('deletes a file: 204, its row, its link and its bytes go, and the download is a 404', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId);
    expect(await filesUnder(filesDir())).toHaveLength(1);
    const deleted = await member.request({ method: 'DELETE', url: `/private/api/assets/${asset.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
    expect((await member.get(`/assets/${asset.id}`)).statusCode).toBe(404);
    const profile = await member.get(`/api/person-profiles/${world.member.personProfileId}`);
    expect(profile.json().attachments).toEqual([]);
  });

  it('R-FILE-001 R-FILE-002 downloads a file at /assets/{id}, also with assetable_type and assetable_id: the same bytes, a PDF inline', async () => {
    const bytes = pdfFile('Visa');
    const asset = await uploadToPerson(member, world.member.personProfileId, 'visa.pdf', bytes);
    for (const url of [
      `/assets/${asset.id}`,
      `/assets/${asset.id}?${personRecord(world.member.personProfileId)}`,
    ]) {
      const download = await officeA.get(url);
      expect(download.statusCode, url).toBe(200);
      expect(download.rawPayload.equals(bytes), url).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        `inline; filename="visa.pdf"; filename*=UTF-8''visa.pdf`,
      );
      expect(download.headers['cache-control']).toBe('private, no-store');
    }
    expect((await officeA.get(`/assets/${asset.id}?${personRecord(world.colleague)}`)).statusCode).toBe(404);
    // The app's own built files share /assets/: a name that is no number is never taken for a file id.
    expect((await officeA.get('/assets/index-3f2a.js')).statusCode).toBe(404);
    expect((await officeA.get('/assets/index-3f2a.js')).json().code).toBe('not_found');
  });

  it('accepts office documents by their content and serves them only as attachments', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId, 'plan.docx', docxFile);
    expect(asset.content_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const download = await member.get(`/assets/${asset.id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="plan.docx"; filename*=UTF-8''plan.docx`,
    );
  });

  it('accepts a pre-2007 Office file by its container, its type then named by the extension (.doc, .xls, .ppt only)', async () => {
    const doc = await uploadToPerson(member, world.member.personProfileId, 'letter.DOC', compoundFile);
    expect(doc.content_type).toBe('application/msword');
    const xls = await uploadToPerson(member, world.member.personProfileId, 'budget.xls', compoundFile);
    expect(xls.content_type).toBe('application/vnd.ms-excel');
    // An installer shares the container: under any other name it is refused.
    const msi = await upload(member, 'setup.msi', compoundFile, personRecord(world.member.personProfileId));
    expect(msi.statusCode).toBe(415);
  });

  it('F1 an upload over the limit: 413, nothing stored, no temp file left', async () => {
    const justOver = pdfFile('big', maxSizeKb * 1000);
    const streamed = await upload(member, 'big.pdf', justOver, personRecord(world.member.personProfileId));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({
      code: 'file_too_large',
      message: 'Please choose a file no larger than 0.05MB',
    });
    // A body announcing more than any file may be is refused before it is read.
    const announced = await upload(
      member,
      'huge.pdf',
      pdfFile('huge', 200 * 1000),
      personRecord(world.member.personProfileId),
    );
    expect(announced.statusCode).toBe(413);
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
    // Exactly the limit is allowed.
    const limit = maxSizeKb * 1000;
    let fits = pdfFile('fits', limit - pdfFile('fits').length);
    while (fits.length > limit) {
      fits = pdfFile('fits', limit - pdfFile('fits').length - (fits.length - limit));
    }
    expect(fits.length).toBe(maxSizeKb * 1000);
    expect(
      (await upload(member, 'fits.pdf', fits, personRecord(world.member.personProfileId))).statusCode,
    ).toBe(201);
  });

  it('F1 a body announcing more than the limit is answered 413 before it has been sent', async () => {
    const port = await listeningPort();
    const { payload, headers } = multipartBody('huge.pdf', pdfFile('huge', 10 * 1000));
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/private/api/assets?${personRecord(world.member.personProfileId)}`,
        headers: {
          ...headers,
          // A megabyte announced; only the first 10 KB are ever sent.
          'content-length': String(1000 * 1000),
          cookie: member.cookieHeader,
          'x-xsrf-token': member.cookies.get('XSRF-TOKEN') ?? '',
        },
      });
      request.on('response', (response) => {
        resolve(response.statusCode);
        request.destroy();
      });
      request.on('error', reject);
      request.write(payload);
    });
    expect(status).toBe(413);
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
  });

  it('F1 a replace over the limit: 413, the file keeps its bytes and nothing else is stored', async () => {
    const bytes = pdfFile('kept');
    const asset = await uploadToPerson(member, world.member.personProfileId, 'kept.pdf', bytes);
    const { payload, headers } = multipartBody('big.pdf', pdfFile('big', maxSizeKb * 1000));
    const replaced = await member.request({
      method: 'POST',
      url: `/private/api/assets/${asset.id}`,
      payload,
      headers,
    });
    expect(replaced.statusCode).toBe(413);
    expect((await member.get(`/assets/${asset.id}`)).rawPayload.equals(bytes)).toBe(true);
    expect(await filesUnder(filesDir())).toHaveLength(1);
  });

  it('F1 an upload that fails mid-way (the client goes away) leaves no orphan bytes or rows', async () => {
    const port = await listeningPort();
    const { payload, headers } = multipartBody('cut.pdf', pdfFile('cut', 40 * 1000));
    const closed = new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/private/api/assets?${personRecord(world.member.personProfileId)}`,
        headers: {
          ...headers,
          'content-length': String(payload.length),
          cookie: member.cookieHeader,
          'x-xsrf-token': member.cookies.get('XSRF-TOKEN') ?? '',
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      // Half the body, then the connection drops.
      request.write(payload.subarray(0, payload.length / 2), () => setTimeout(() => request.destroy(), 100));
    });
    await closed;
    // The server notices the cut and cleans up; give it a moment.
    await expect.poll(async () => filesUnder(filesDir()), { timeout: 5000 }).toEqual([]);
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
  });

  it('an upload whose row cannot be written after its bytes are stored: 500, and the bytes are deleted again', async () => {
    // A real refusal from the database, as a full disk or a lost connection would give after the store
    // has the bytes: a trigger that fails every new asset row.
    await sql`CREATE FUNCTION refuse_asset_rows() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'no room for the row'; END $$ LANGUAGE plpgsql`.execute(db());
    await sql`CREATE TRIGGER refuse_asset_rows BEFORE INSERT ON assets
      FOR EACH ROW EXECUTE FUNCTION refuse_asset_rows()`.execute(db());
    try {
      const response = await upload(
        member,
        'lost.pdf',
        pdfFile(),
        personRecord(world.member.personProfileId),
      );
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('no room for the row');
    } finally {
      await sql`DROP TRIGGER refuse_asset_rows ON assets`.execute(db());
      await sql`DROP FUNCTION refuse_asset_rows()`.execute(db());
    }
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
    // Once the database takes rows again, the same upload succeeds.
    const again = await upload(member, 'lost.pdf', pdfFile(), personRecord(world.member.personProfileId));
    expect(again.statusCode).toBe(201);
  });

  it('F2 the content decides the type: a ".pdf" holding HTML or an executable is refused; a real PDF is accepted', async () => {
    for (const [name, bytes] of [
      ['invoice.pdf', htmlFile],
      ['invoice.pdf', exeFile],
      ['setup.doc', exeFile],
      ['archive.pdf', zipFile],
      ['notes.pdf', Buffer.from('just some text')],
    ] as const) {
      const refused = await upload(member, name, bytes, personRecord(world.member.personProfileId));
      expect(refused.statusCode, `${name} ${bytes.subarray(0, 4).toString('hex')}`).toBe(415);
      expect(refused.json().code).toBe('file_type_not_accepted');
    }
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
    // The browser's Content-Type says nothing: a real PDF sent as text/html is kept as a PDF.
    const { payload, headers } = multipartBody('real.pdf', pdfFile(), { contentType: 'text/html' });
    const accepted = await member.request({
      method: 'POST',
      url: `/private/api/assets?${personRecord(world.member.personProfileId)}`,
      payload,
      headers,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().content_type).toBe('application/pdf');
  });

  it('F3 SVG or HTML uploads are refused, and every download carries nosniff and a CSP that loads and runs nothing, sandboxed but for PDFs', async () => {
    for (const [name, bytes] of [
      ['drawing.svg', svgFile],
      ['page.html', htmlFile],
    ] as const) {
      const refused = await upload(member, name, bytes, personRecord(world.member.personProfileId));
      expect(refused.statusCode, name).toBe(415);
    }
    expect(await filesUnder(filesDir())).toEqual([]);
    const asset = await uploadToPerson(member, world.member.personProfileId, 'photo.png', pngFile);
    const download = await member.get(`/assets/${asset.id}`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(download.headers['content-disposition']).toMatch(/^inline; /);
    const office = await uploadToPerson(member, world.member.personProfileId, 'plan.docx', docxFile);
    expect((await member.get(`/assets/${office.id}`)).headers['content-security-policy']).toMatch(
      /^sandbox; /,
    );
    // Chrome's PDF viewer does not start in a sandboxed page: a PDF loads and runs nothing else either.
    const pdf = await uploadToPerson(member, world.member.personProfileId);
    const pdfDownload = await member.get(`/assets/${pdf.id}`);
    expect(pdfDownload.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfDownload.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it("F4 downloads carry Content-Disposition with a safe encoded file name; stored paths are generated, never the user's name", async () => {
    const name = 'résumé; 100%\u202Efdp.docx';
    const asset = await uploadToPerson(member, world.member.personProfileId, name, docxFile);
    // The invisible right-to-left override is dropped from the stored name.
    expect(asset.filename).toBe('résumé; 100%fdp.docx');
    const download = await member.get(`/assets/${asset.id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="resume_ 100_fdp.docx"; filename*=UTF-8''r%C3%A9sum%C3%A9%3B%20100%25fdp.docx`,
    );
    const folderName = await uploadToPerson(member, world.member.personProfileId, '../../etc/passwd.pdf');
    expect(folderName.filename).toBe('passwd.pdf');
    const stored = await filesUnder(filesDir());
    expect(stored).toHaveLength(2);
    for (const path of stored) {
      expect(path).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    }
  });

  it('F5 an asset of a foreign record: 404 to read, download, rename, replace or delete, and to upload to that record', async () => {
    const asset = await uploadToPerson(member, world.member.personProfileId);
    const { payload, headers } = multipartBody('other.pdf', pdfFile('other'));
    const answers = [
      await officeB.get(`/private/api/assets/${asset.id}`),
      await officeB.get(`/assets/${asset.id}`),
      await officeB.request({
        method: 'PATCH',
        url: `/private/api/assets/${asset.id}`,
        payload: { title: 'Mine' },
      }),
      await officeB.request({ method: 'POST', url: `/private/api/assets/${asset.id}`, payload, headers }),
      await officeB.request({ method: 'DELETE', url: `/private/api/assets/${asset.id}` }),
      await upload(officeB, 'planted.pdf', pdfFile(), personRecord(world.member.personProfileId)),
      // A family member reads the file but may not change it, nor attach files to that profile.
      await spouse.request({ method: 'DELETE', url: `/private/api/assets/${asset.id}` }),
      await upload(spouse, 'planted.pdf', pdfFile(), personRecord(world.member.personProfileId)),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await storedRows()).toEqual({ assets: 1, links: 1 });
    expect(assetSchema.parse((await member.get(`/private/api/assets/${asset.id}`)).json()).title).toBe(
      'passport.pdf',
    );
    expect(await filesUnder(filesDir())).toHaveLength(1);
    // Kinds of record whose files have no rule yet are nobody's to attach to.
    expect((await upload(officeA, 'x.pdf', pdfFile(), 'assetable_type=team&assetable_id=1')).statusCode).toBe(
      404,
    );
  });

  it("follows an application's policy: its office attaches and reads files, its applicant reads them, another office gets 404", async () => {
    const application = await createApplication(db(), {
      organisation_id: world.orgA,
      applicantIds: [world.member.personProfileId],
    });
    const record = `assetable_type=application&assetable_id=${application.id}`;
    const reference = await upload(officeA, 'reference.pdf', pdfFile('Reference'), record);
    expect(reference.statusCode, reference.body).toBe(201);
    const { id } = reference.json();
    expect(
      assetListSchema.parse((await member.get(`/private/api/assets?${record}`)).json()).map((a) => a.id),
    ).toEqual([id]);
    expect((await member.get(`/assets/${id}`)).statusCode).toBe(200);
    // The applicant acts through the application's tasks, not on the record: no attaching or deleting.
    expect((await upload(member, 'mine.pdf', pdfFile(), record)).statusCode).toBe(404);
    expect((await member.request({ method: 'DELETE', url: `/private/api/assets/${id}` })).statusCode).toBe(
      404,
    );
    expect((await officeB.get(`/assets/${id}`)).statusCode).toBe(404);
    expect((await upload(officeB, 'planted.pdf', pdfFile(), record)).statusCode).toBe(404);
  });

  it("follows an assignment's policy: its office changes its files; the assignee reads them once it is shared with them", async () => {
    const assignment = await createAssignment(db(), {
      assignee_person_profile_id: world.member.personProfileId,
      received_by_organisation_id: world.orgA,
    });
    const record = `assetable_type=assignment&assetable_id=${assignment.id}`;
    const mou = await upload(officeA, 'mou.pdf', pdfFile('MOU'), record);
    expect(mou.statusCode, mou.body).toBe(201);
    const { id } = mou.json();
    expect((await member.get(`/private/api/assets/${id}`)).statusCode).toBe(404);
    await db()
      .updateTable('assignments')
      .set({ is_shared_with_assignee: true })
      .where('id', '=', assignment.id)
      .execute();
    expect((await member.get(`/private/api/assets/${id}`)).statusCode).toBe(200);
    expect(
      (
        await member.request({
          method: 'PATCH',
          url: `/private/api/assets/${id}`,
          payload: { title: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await officeB.get(`/private/api/assets/${id}`)).statusCode).toBe(404);
  });

  it('keeps a file attached to nothing for its uploader alone', async () => {
    const response = await upload(member, 'draft.pdf', pdfFile());
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect((await member.get(`/private/api/assets/${id}`)).statusCode).toBe(200);
    expect((await spouse.get(`/private/api/assets/${id}`)).statusCode).toBe(404);
    expect((await officeA.get(`/assets/${id}`)).statusCode).toBe(404);
  });

  it('refuses an upload that is not a multipart form (415), one without the file field (422), without the XSRF header (403) or without a session (401)', async () => {
    const json = await member.request({ method: 'POST', url: '/private/api/assets', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = multipartBody('a.pdf', pdfFile(), { field: 'document' });
    const wrongField = await member.request({ method: 'POST', url: '/private/api/assets', payload, headers });
    expect(wrongField.statusCode).toBe(422);
    expect(Object.keys(wrongField.json().errors)).toEqual(['document']);
    const good = multipartBody('a.pdf', pdfFile());
    const noXsrf = await member.request({ method: 'POST', url: '/private/api/assets', ...good, xsrf: false });
    expect(noXsrf.statusCode).toBe(403);
    const anonymous = await new TestClient(app).start();
    expect(
      (await anonymous.request({ method: 'POST', url: '/private/api/assets', ...good })).statusCode,
    ).toBe(401);
    expect((await anonymous.get('/assets/1')).statusCode).toBe(401);
    expect(await storedRows()).toEqual({ assets: 0, links: 0 });
    expect(await filesUnder(filesDir())).toEqual([]);
  });
});
