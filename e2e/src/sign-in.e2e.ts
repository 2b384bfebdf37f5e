import { describe, expect, it } from 'vitest';
import { newVisitor, useBrowser } from './browser.ts';
import { type DemoRole, demoAccounts, signInAs } from './sign-in.ts';

describe('the demo sign-ins of the embedded database', () => {
  const browser = useBrowser();

  it.each(Object.keys(demoAccounts) as DemoRole[])('%s signs in and users/me knows them', async (role) => {
    const context = await newVisitor(browser());
    try {
      await signInAs(context, role);
      const me = await context.request.get('/api/users/me');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ id: expect.any(Number), is_admin: role === 'admin' });
    } finally {
      await context.close();
    }
  });
});
