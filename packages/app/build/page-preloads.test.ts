import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/table.ts';
import { lazyModulesOfRoutes, pagePreloads } from './page-preloads.ts';

const tableSource = readFileSync(new URL('../src/routes/table.ts', import.meta.url), 'utf8');

describe('the modules each route loads lazily, read from the route table', () => {
  const found = lazyModulesOfRoutes(tableSource);

  it('finds a module for every route with a page or a loader, and for no other', () => {
    const lazy = routeTable.filter((entry) => entry.page !== undefined || entry.loader !== undefined);
    expect([...found.keys()].sort()).toEqual(lazy.map(({ name }) => name).sort());
  });

  it("names the page's own module", () => {
    expect(found.get('Login')).toEqual(['../pages/auth/LoginPage.tsx']);
    expect(found.get('MyAimDashboard')).toEqual(['../pages/my-aim/dashboard/MyAimDashboardPage.tsx']);
  });
});

describe('the scripts a route shape preloads', () => {
  // index.html loads `entry.js`, which imports `startup.js`; the shell and two pages share `ui.js`.
  const manifest: Manifest = {
    '_entry.js': { file: 'assets/entry.js', imports: ['_startup.js'] },
    '_startup.js': { file: 'assets/startup.js' },
    '_ui.js': { file: 'assets/ui.js', imports: ['_startup.js'] },
    '_form.js': { file: 'assets/form.js', imports: ['_ui.js'] },
    'src/shell/ShellLayout.tsx': { file: 'assets/shell.js', imports: ['_ui.js'] },
    'src/pages/auth/LoginPage.tsx': { file: 'assets/login.js', imports: ['_form.js'] },
    'src/pages/people/EditPage.tsx': { file: 'assets/edit.js', imports: ['_form.js', '_startup.js'] },
  };
  const modules = new Map([
    ['Login', ['../pages/auth/LoginPage.tsx']],
    ['PeopleEdit', ['../pages/people/EditPage.tsx']],
  ]);
  const preloads = pagePreloads(
    manifest,
    [
      { name: 'Home', path: '/', isPublic: false },
      { name: 'Login', path: '/login', isPublic: true },
      { name: 'PeopleEdit', path: '/people/:id/edit', isPublic: false },
    ],
    modules,
    {
      tableFolder: 'src/routes',
      shellModule: 'src/shell/ShellLayout.tsx',
      indexScripts: ['assets/entry.js'],
    },
  );

  it('lists a public page with all it imports, all the way down, but not what index.html loads', () => {
    expect(preloads.find(({ path }) => path === '/login')?.files.sort()).toEqual([
      '/assets/form.js',
      '/assets/login.js',
      '/assets/ui.js',
    ]);
  });

  it('adds the signed-in shell to a page behind the sign-in', () => {
    expect(preloads.find(({ path }) => path === '/people/:id/edit')?.files.sort()).toEqual([
      '/assets/edit.js',
      '/assets/form.js',
      '/assets/shell.js',
      '/assets/ui.js',
    ]);
  });

  it('leaves out a route that loads nothing of its own', () => {
    expect(preloads.map(({ path }) => path)).not.toContain('/');
  });
});
