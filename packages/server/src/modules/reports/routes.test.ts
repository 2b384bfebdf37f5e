import { apiErrorSchema } from '@mobilise/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { signedInClient, type TestClient } from '../../test/client.ts';
import { TestClock } from '../../test/clock.ts';
import { csvRecords } from '../../test/csv-records.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import {
  createAssignment,
  createFamily,
  createMember,
  createMembership,
  createOfficeStaff,
  createOrganisation,
  createPerson,
  createTeam,
} from '../../test/domain-factories.ts';
import { createUser, type TestUser } from '../../test/factories.ts';

describeEachDatabase('CSV reports', (database) => {
  let app: App;
  // The reports are made on 28 November 2026: what began before and has not ended by then is current.
  const clock = new TestClock(new Date('2026-11-28T10:00:00Z'));
  const db = () => database().db;
  const world = {} as {
    alpha: number;
    beta: number;
    officeAlpha: TestUser;
    officeBeta: TestUser;
    member: TestUser;
    admin: TestUser;
    jose: number;
    hostile: number;
    ina: number;
    sam: number;
    ruth: number;
    bruno: number;
  };

  beforeAll(async () => {
    ({ app } = await buildTestApp(database(), { clock }));
    world.alpha = (await createOrganisation(db(), { name: 'Alpha Mission' })).id;
    world.beta = (await createOrganisation(db(), { name: 'Beta Mission' })).id;
    await createOrganisation(db(), { name: 'Gamma Mission' });
    world.officeAlpha = await createOfficeStaff(db(), [world.alpha]);
    world.officeBeta = await createOfficeStaff(db(), [world.beta]);
    world.member = await createMember(db(), [world.alpha]);
    world.admin = await createUser(db(), { isAdmin: true, profile: false });
    const team = await createTeam(db(), { organisation_id: world.alpha, name: 'Kijabe team' });

    // José: a full-term member of Alpha on an active assignment there, with a family.
    world.jose = (
      await createPerson(db(), {
        first_name: 'José',
        last_name: 'Núñez, Jr',
        known_as: 'Pepe "the pen"',
        sex: 'MALE',
        date_of_birth: '1980-04-05',
        marital_status: 'MARRIED',
        spouse_name: 'María Núñez',
        aim_positional_email: 'jose@aim.example',
        aim_personal_email: 'jose@example.org',
        phone_number: '+254 700 111222',
        mobilisedBy: [world.alpha],
      })
    ).id;
    await db()
      .insertInto('person_profile_nationalities')
      .values([
        { person_profile_id: world.jose, country: 'ES', position: 0 },
        { person_profile_id: world.jose, country: 'MX', position: 1 },
      ])
      .execute();
    const maria = await createPerson(db(), {
      first_name: 'María',
      last_name: 'Núñez',
      date_of_birth: '1985-02-03',
    });
    const ana = await createPerson(db(), {
      first_name: 'Ana',
      last_name: 'Núñez',
      date_of_birth: '2015-06-01',
    });
    await createFamily(db(), 'Núñez family', [world.jose, maria.id, ana.id]);
    await createMembership(db(), {
      person_profile_id: world.jose,
      organisation_id: world.alpha,
      type: 'FULL_TERM',
      starts_from: '2020-01-01',
    });
    await createAssignment(db(), {
      assignee_person_profile_id: world.jose,
      received_by_organisation_id: world.alpha,
      status: 'ACTIVE',
      associated_with_title: 'Teacher at Rift Valley Academy',
      country: 'KE',
      team_id: team.id,
      proposed_start_date: '2025-07-01',
      confirmed_start_date: '2025-08-01',
      proposed_end_date: '2027-07-31',
    });
    // Neither report lists an abandoned assignment, nor one not yet active.
    await createAssignment(db(), {
      assignee_person_profile_id: world.jose,
      received_by_organisation_id: world.alpha,
      status: 'ACTIVE',
      is_abandoned: true,
      associated_with_title: 'Abandoned post',
    });
    await createAssignment(db(), {
      assignee_person_profile_id: world.jose,
      received_by_organisation_id: world.alpha,
      status: 'PLANNED',
      associated_with_title: 'Planned post',
    });

    // Someone whose every cell would be a formula, whose membership and assignment have ended.
    world.hostile = (
      await createPerson(db(), {
        first_name: '=HYPERLINK("http://evil.example","x")',
        last_name: '+Plus',
        known_as: '-1+2',
        aim_positional_email: '@evil',
        mobilisedBy: [world.alpha],
      })
    ).id;
    await createMembership(db(), {
      person_profile_id: world.hostile,
      organisation_id: world.alpha,
      type: 'SHORT_TERM',
      starts_from: '2023-01-01',
      end_date: '2025-06-30',
    });
    await createAssignment(db(), {
      assignee_person_profile_id: world.hostile,
      received_by_organisation_id: world.alpha,
      status: 'ENDED',
      associated_with_title: "=cmd|' /C calc'!A0",
      proposed_start_date: '2023-01-01',
      proposed_end_date: '2025-06-30',
    });

    // Ina: an inactive full-term member (listed by ABO, no vote); Sam: short-term (no vote).
    world.ina = (
      await createPerson(db(), {
        first_name: 'Ina',
        last_name: 'Inactive',
        member_status: 'INACTIVE',
        mobilisedBy: [world.alpha],
      })
    ).id;
    await createMembership(db(), {
      person_profile_id: world.ina,
      organisation_id: world.alpha,
      type: 'FULL_TERM',
      starts_from: '2019-05-01',
    });
    world.sam = (
      await createPerson(db(), { first_name: 'Sam', last_name: 'Short', mobilisedBy: [world.alpha] })
    ).id;
    await createMembership(db(), {
      person_profile_id: world.sam,
      organisation_id: world.alpha,
      type: 'SHORT_TERM',
      starts_from: '2026-09-01',
      end_date: '2026-11-28',
    });
    // Ruth: a retired full-term member (no vote); her next membership begins next year (in no report).
    world.ruth = (
      await createPerson(db(), {
        first_name: 'Ruth',
        last_name: 'Retired',
        is_retired: true,
        mobilisedBy: [world.beta],
      })
    ).id;
    await createMembership(db(), {
      person_profile_id: world.ruth,
      organisation_id: world.beta,
      type: 'FULL_TERM',
      starts_from: '2001-03-01',
    });
    await createMembership(db(), {
      person_profile_id: world.ruth,
      organisation_id: world.alpha,
      type: 'AFFILIATE',
      starts_from: '2027-01-01',
    });
    // Bruno: a full-term member of Beta.
    world.bruno = (
      await createPerson(db(), { first_name: 'Bruno', last_name: 'Beta', mobilisedBy: [world.beta] })
    ).id;
    await createMembership(db(), {
      person_profile_id: world.bruno,
      organisation_id: world.beta,
      type: 'FULL_TERM',
      starts_from: '2018-09-01',
      end_date: '2030-08-31',
    });
  });
  afterAll(() => app.close());

  async function download(browser: TestClient, path: string, headers: Record<string, string> = {}) {
    const response = await browser.request({ method: 'GET', url: path, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  const aboHeader = [
    'Organisation',
    'ID',
    'Last name',
    'First name',
    'Known as',
    'Positional e-mail',
    'Member status',
    'Record',
    'Membership type',
    'Assignment',
    'Country of service',
    'Team',
    'Start date',
    'End date',
  ];

  it('R-CALL-050 /download-csv/abo-report lists who is on a membership or an assignment now in the caller organisations', async () => {
    const response = await download(await signedInClient(app, world.officeAlpha), '/download-csv/abo-report');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="abo-report-2026-11-28.csv"; filename*=UTF-8''abo-report-2026-11-28.csv`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(csvRecords(response.body)).toEqual([
      aboHeader,
      [
        'Alpha Mission',
        String(world.jose),
        'Núñez, Jr',
        'José',
        'Pepe "the pen"',
        'jose@aim.example',
        'Active',
        'Membership',
        'Full-term member',
        '',
        '',
        '',
        '2020-01-01',
        '',
      ],
      [
        'Alpha Mission',
        String(world.jose),
        'Núñez, Jr',
        'José',
        'Pepe "the pen"',
        'jose@aim.example',
        'Active',
        'Assignment',
        '',
        'Teacher at Rift Valley Academy',
        'Kenya',
        'Kijabe team',
        '2025-08-01',
        '2027-07-31',
      ],
      [
        'Alpha Mission',
        String(world.ina),
        'Inactive',
        'Ina',
        '',
        '',
        'Inactive',
        'Membership',
        'Full-term member',
        '',
        '',
        '',
        '2019-05-01',
        '',
      ],
      [
        'Alpha Mission',
        String(world.sam),
        'Short',
        'Sam',
        '',
        '',
        'Active',
        'Membership',
        'Short-term member',
        '',
        '',
        '',
        '2026-09-01',
        '2026-11-28',
      ],
    ]);
  });

  it('R-CALL-051 /download-csv/abo-report?historical=true adds the memberships and assignments that have ended, with their status', async () => {
    const response = await download(
      await signedInClient(app, world.officeAlpha),
      '/download-csv/abo-report?historical=true',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="abo-report-historical-2026-11-28.csv"; filename*=UTF-8''abo-report-historical-2026-11-28.csv`,
    );
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([...aboHeader, 'Status']);
    expect(rows.map((row) => [row[1], row[7], row[8], row[9], row[12], row[13], row[14]])).toEqual([
      [String(world.jose), 'Membership', 'Full-term member', '', '2020-01-01', '', 'Current'],
      [
        String(world.jose),
        'Assignment',
        '',
        'Teacher at Rift Valley Academy',
        '2025-08-01',
        '2027-07-31',
        'Current',
      ],
      [String(world.hostile), 'Membership', 'Short-term member', '', '2023-01-01', '2025-06-30', 'Ended'],
      [String(world.hostile), 'Assignment', '', "'=cmd|' /C calc'!A0", '2023-01-01', '2025-06-30', 'Ended'],
      [String(world.ina), 'Membership', 'Full-term member', '', '2019-05-01', '', 'Current'],
      [String(world.sam), 'Membership', 'Short-term member', '', '2026-09-01', '2026-11-28', 'Current'],
    ]);
    const current = csvRecords(
      (
        await download(
          await signedInClient(app, world.officeAlpha),
          '/download-csv/abo-report?historical=false',
        )
      ).body,
    );
    expect(current).toHaveLength(5);
  });

  it('Z2 the ABO report holds only the organisations the caller holds download_abo_report for; an admin gets every one', async () => {
    const beta = csvRecords(
      (await download(await signedInClient(app, world.officeBeta), '/download-csv/abo-report')).body,
    );
    expect(beta.slice(1).map((row) => [row[0], row[1], row[8]])).toEqual([
      ['Beta Mission', String(world.ruth), 'Full-term member'],
      ['Beta Mission', String(world.bruno), 'Full-term member'],
    ]);
    const all = csvRecords(
      (await download(await signedInClient(app, world.admin), '/download-csv/abo-report')).body,
    );
    expect(all.slice(1).map((row) => `${row[0]} ${row[3]} ${row[7]}`)).toEqual([
      'Alpha Mission José Membership',
      'Alpha Mission José Assignment',
      'Alpha Mission Ina Membership',
      'Alpha Mission Sam Membership',
      'Beta Mission Ruth Membership',
      'Beta Mission Bruno Membership',
    ]);
  });

  it('R-CALL-052 /download-csv/rhaf-report lists every current member with their household and active assignment', async () => {
    const response = await download(await signedInClient(app, world.admin), '/download-csv/rhaf-report');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rhaf-report-2026-11-28.csv"; filename*=UTF-8''rhaf-report-2026-11-28.csv`,
    );
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual([
      'ID',
      'Last name',
      'First name',
      'Known as',
      'Sex',
      'Date of birth',
      'Marital status',
      'Name of spouse',
      'Nationalities',
      'Home organisation',
      'Member status',
      'Memberships',
      'Family',
      'Other family members',
      'Receiving organisation',
      'Country of service',
      'Team',
      'Assignment start',
      'Assignment end',
      'Positional e-mail',
      'Personal e-mail',
      'Phone number',
    ]);
    expect(rows[0]).toEqual([
      String(world.jose),
      'Núñez, Jr',
      'José',
      'Pepe "the pen"',
      'Male',
      '1980-04-05',
      'Married',
      'María Núñez',
      'Spain, Mexico',
      'Alpha Mission',
      'Active',
      'Full-term member (Alpha Mission, 2020-01-01)',
      'Núñez family',
      'María Núñez (1985-02-03); Ana Núñez (2015-06-01)',
      'Alpha Mission',
      'Kenya',
      'Kijabe team',
      '2025-08-01',
      '2027-07-31',
      'jose@aim.example',
      'jose@example.org',
      "'+254 700 111222",
    ]);
    // The hostile person's membership has ended and Ruth's affiliate one has not begun: neither counts.
    expect(rows.map((row) => [row[0], row[2], row[11]])).toEqual([
      [String(world.jose), 'José', 'Full-term member (Alpha Mission, 2020-01-01)'],
      [String(world.ina), 'Ina', 'Full-term member (Alpha Mission, 2019-05-01)'],
      [String(world.sam), 'Sam', 'Short-term member (Alpha Mission, 2026-09-01)'],
      [String(world.ruth), 'Ruth', 'Full-term member (Beta Mission, 2001-03-01)'],
      [String(world.bruno), 'Bruno', 'Full-term member (Beta Mission, 2018-09-01)'],
    ]);
  });

  it('R-CALL-053 /download-csv/eligible-voters-report lists the active, living, not retired full-term members of each organisation', async () => {
    const response = await download(
      await signedInClient(app, world.admin),
      '/download-csv/eligible-voters-report',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="eligible-voters-report-2026-11-28.csv"; filename*=UTF-8''eligible-voters-report-2026-11-28.csv`,
    );
    expect(csvRecords(response.body)).toEqual([
      [
        'Organisation',
        'ID',
        'Last name',
        'First name',
        'Known as',
        'Positional e-mail',
        'Personal e-mail',
        'Member since',
      ],
      [
        'Alpha Mission',
        String(world.jose),
        'Núñez, Jr',
        'José',
        'Pepe "the pen"',
        'jose@aim.example',
        'jose@example.org',
        '2020-01-01',
      ],
      ['Beta Mission', String(world.bruno), 'Beta', 'Bruno', '', '', '', '2018-09-01'],
    ]);
  });

  it('gives the headers and values in the reader language', async () => {
    const admin = await signedInClient(app, world.admin);
    const abo = csvRecords(
      (await download(admin, '/download-csv/abo-report', { 'accept-language': 'es' })).body,
    );
    expect(abo[0]).toEqual([
      'Organización',
      'ID',
      'Apellido',
      'Nombre',
      'Conocido como',
      'Correo electrónico del cargo',
      'Estado de miembro',
      'Registro',
      'Tipo de membresía',
      'Asignación',
      'País de servicio',
      'Equipo',
      'Fecha de inicio',
      'Fecha de fin',
    ]);
    expect(abo[2]?.slice(6, 11)).toEqual([
      'Activo',
      'Asignación',
      '',
      'Teacher at Rift Valley Academy',
      'Kenia',
    ]);
    const historic = csvRecords(
      (await download(admin, '/download-csv/abo-report?historical=true', { 'accept-language': 'fr' })).body,
    );
    expect(historic[0]?.slice(7)).toEqual([
      'Fiche',
      'Type d’adhésion',
      'Affectation',
      'Pays de service',
      'Équipe',
      'Date de début',
      'Date de fin',
      'Statut',
    ]);
    expect(historic[3]?.slice(7, 9)).toEqual(['Adhésion', 'Membre à court terme']);
    expect(historic[3]?.at(-1)).toBe('Terminée');
    const rhaf = csvRecords(
      (await download(admin, '/download-csv/rhaf-report', { 'accept-language': 'pt' })).body,
    );
    expect(rhaf[0]?.slice(9, 15)).toEqual([
      'Organização de origem',
      'Estado de membro',
      'Filiações',
      'Família',
      'Outros membros da família',
      'Organização de acolhimento',
    ]);
    const voters = csvRecords(
      (await download(admin, '/download-csv/eligible-voters-report', { 'accept-language': 'fr' })).body,
    );
    expect(voters[0]?.at(-1)).toBe('Membre depuis');
  });

  it('refuses the ABO report to a caller without download_abo_report, and the RHAF and voters reports to anyone but an admin, with 403 before any byte', async () => {
    const member = await signedInClient(app, world.member);
    const office = await signedInClient(app, world.officeAlpha);
    const refusals: [TestClient, string][] = [
      [member, '/download-csv/abo-report'],
      [member, '/download-csv/abo-report?historical=true'],
      [member, '/download-csv/rhaf-report'],
      [member, '/download-csv/eligible-voters-report'],
      [office, '/download-csv/rhaf-report'],
      [office, '/download-csv/eligible-voters-report'],
    ];
    for (const [browser, url] of refusals) {
      const response = await browser.request({ method: 'GET', url, headers: { 'accept-language': 'es' } });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition'], url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(apiErrorSchema.parse(response.json()), url).toMatchObject({
        code: 'report_not_allowed',
        message: 'No tiene permiso para descargar este informe.',
      });
    }
    const badFlag = await office.get('/download-csv/abo-report?historical=maybe');
    expect(badFlag.statusCode).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(badFlag.json()).errors ?? {})).toEqual(['historical']);
  });

  it('F7 report cells starting with = + - @ are neutralised; UTF-8 with BOM keeps accents for spreadsheet programs; the reports are scoped', async () => {
    const response = await download(
      await signedInClient(app, world.officeAlpha),
      '/download-csv/abo-report?historical=true',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.rawPayload.includes(Buffer.from('Núñez', 'utf8'))).toBe(true);
    const hostile = csvRecords(response.body).filter((row) => row[1] === String(world.hostile));
    expect(hostile[0]?.slice(2, 6)).toEqual([
      "'+Plus",
      `'=HYPERLINK("http://evil.example","x")`,
      "'-1+2",
      "'@evil",
    ]);
    expect(hostile[1]?.[9]).toBe("'=cmd|' /C calc'!A0");
    // Scoped: Alpha's office staff get none of Beta's people, in the current or the historic report.
    expect(csvRecords(response.body).some((row) => row[0] === 'Beta Mission')).toBe(false);
    for (const path of ['/download-csv/rhaf-report', '/download-csv/eligible-voters-report']) {
      const admin = await download(await signedInClient(app, world.admin), path);
      expect([...admin.rawPayload.subarray(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
    }
  });

  it('F8 the report downloads of a user are rate-limited with the people export, 10 a minute, then 429 with Retry-After', async () => {
    const office = await createOfficeStaff(db(), [world.alpha]);
    const browser = await signedInClient(app, office);
    for (let call = 0; call < 9; call += 1) {
      await download(browser, '/download-csv/abo-report');
    }
    await download(browser, '/api/person-profiles/export.csv');
    const limited = await browser.request({
      method: 'GET',
      url: '/download-csv/abo-report?historical=true',
      headers: { 'accept-language': 'fr' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(apiErrorSchema.parse(limited.json())).toMatchObject({
      code: 'rate_limited',
      message: 'Trop de tentatives : réessayez plus tard.',
    });
    // Another user is not held back, and a minute later the same user downloads again.
    await download(await signedInClient(app, world.officeBeta), '/download-csv/abo-report');
    clock.advance(60_000);
    await download(browser, '/download-csv/abo-report');
  });

  it('streams a report longer than one read completely, in person order, memberships before assignments', async () => {
    // 1,500 people of an organisation of their own, each a member; every third also on assignment there:
    // 2,000 records, read a thousand at a time across the boundary between memberships and assignments.
    const { id: organisation } = await createOrganisation(db(), { name: 'Zeta Bulk' });
    const { rows } = await sql<{ id: number }>`
      insert into person_profiles (first_name, last_name)
      select 'Bulk', 'Person ' || lpad(n::text, 4, '0') from generate_series(1, 1500) as n
      returning id`.execute(db());
    const people = rows.map((row) => row.id).sort((a, b) => a - b);
    await db()
      .insertInto('memberships')
      .values(
        people.map((id) => ({
          person_profile_id: id,
          organisation_id: organisation,
          type: 'SHORT_TERM' as const,
          starts_from: '2026-01-01',
        })),
      )
      .execute();
    const assigned = people.filter((_, index) => index % 3 === 0);
    await db()
      .insertInto('assignments')
      .values(
        assigned.map((id) => ({
          assignee_person_profile_id: id,
          received_by_organisation_id: organisation,
          status: 'ACTIVE' as const,
        })),
      )
      .execute();
    const office = await createOfficeStaff(db(), [organisation]);
    const body = (await download(await signedInClient(app, office), '/download-csv/abo-report')).body;
    const expected = people.flatMap((id) =>
      assigned.includes(id) ? [`${id} Membership`, `${id} Assignment`] : [`${id} Membership`],
    );
    expect(expected).toHaveLength(2000);
    expect(
      csvRecords(body)
        .slice(1)
        .map((row) => `${row[1]} ${row[7]}`),
    ).toEqual(expected);
  });
});
