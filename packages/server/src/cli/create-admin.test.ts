import { currentUserResponseSchema } from '@mobilise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { uniqueEmail } from '../test/factories.ts';
import { createAdmin, parseCreateAdminArgs } from './create-admin.ts';

describe('create-admin arguments', () => {
  it('reads --email and --password', () => {
    expect(
      parseCreateAdminArgs(['--email', ' root@example.org ', '--password', 'long enough password']),
    ).toEqual({
      email: 'root@example.org',
      password: 'long enough password',
    });
  });

  it('refuses a missing e-mail, a short password and unknown options', () => {
    expect(() => parseCreateAdminArgs(['--password', 'long enough password'])).toThrow('--email must be');
    expect(() => parseCreateAdminArgs(['--email', 'a@b.org', '--password', 'short'])).toThrow(
      '--password must be at least 12 characters long',
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.org', '--admin'])).toThrow();
  });
});

describeEachDatabase('create-admin', (database) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildTestApp(database()));
  });
  afterAll(() => app.close());

  it('creates a system admin who can sign in, audited, and refuses an address in use', async () => {
    const email = uniqueEmail('admin');
    const id = await createAdmin(database(), { email, password: 'the first admin password' });
    const browser = await new TestClient(app).start();
    const response = await browser.login(email, 'the first admin password');
    expect(response.statusCode).toBe(200);
    expect(currentUserResponseSchema.parse(response.json())).toMatchObject({ id, is_admin: true });
    const audit = await database()
      .db.selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_id', '=', String(id))
      .execute();
    expect(audit).toEqual([{ action: 'create_admin', after: { email, is_admin: true } }]);
    await expect(
      createAdmin(database(), { email: email.toUpperCase(), password: 'another password!' }),
    ).rejects.toThrow('exists already');
  });
});
