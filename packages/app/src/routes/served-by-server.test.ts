import { describe, expect, it } from 'vitest';
import { routePath } from './routePath.ts';
import { isServedByServer } from './served-by-server.ts';

describe('links the server answers, which the browser loads instead of the router', () => {
  it.each([
    routePath('Logout'),
    routePath('DownloadAboReport', { historical: true }),
    routePath('DownloadRhafReport'),
  ])('R-SHELL-006 %s is loaded by the browser', (href) => {
    expect(isServedByServer(href)).toBe(true);
  });

  it.each([routePath('Home'), routePath('MyProfile'), '/logout-later', '/orgs/1/dashboard'])(
    '%s stays in the app',
    (href) => {
      expect(isServedByServer(href)).toBe(false);
    },
  );
});
