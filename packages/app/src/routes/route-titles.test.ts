import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languages } from '@mobilise/ui/i18n';
import { describe, expect, it } from 'vitest';
import { appNamespaceFiles } from '../i18n/app-namespaces.ts';
import type { RouteName } from './route-names.ts';
import { errorPageTitleKey, type PageTitleKey, routeTable } from './table.ts';

type Tree = { [key: string]: string | Tree };

const localeFile = (language: string, namespace: string) => {
  const file = appNamespaceFiles[namespace as keyof typeof appNamespaceFiles];
  if (file === undefined) throw new Error(`${namespace} is not one of the app's namespaces`);
  return fileURLToPath(new URL(`../i18n/locales/${language}/${file}.json`, import.meta.url));
};

/** The text of a `namespace:key` translation in a language, read from the files the app ships. */
const textOf = (language: string, key: PageTitleKey): string | undefined => {
  const [namespace = '', path = ''] = key.split(':');
  let node: string | Tree | undefined = JSON.parse(readFileSync(localeFile(language, namespace), 'utf8'));
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * Routes that are one page under another address, so they carry that page's title. Each says why; any
 * other two routes must be told apart by their titles.
 */
const samePage: { route: RouteName; as: RouteName; reason: string }[] = [
  { route: 'ApplicationsShowById', as: 'ApplicationsShow', reason: 'the application by its full id' },
  {
    route: 'ApplicationsShowByIdTaskInstance',
    as: 'ApplicationsShowTaskInstance',
    reason: 'the task of an application by its full id',
  },
  { route: 'AssignmentsShowById', as: 'AssignmentsShow', reason: 'the assignment by its full id' },
  {
    route: 'AssignmentsShowByIdTaskInstance',
    as: 'AssignmentsShowTaskInstance',
    reason: 'the task of an assignment by its full id',
  },
  {
    route: 'LegacyAssignmentsShow',
    as: 'AssignmentsShow',
    reason: "an older system's address of an assignment",
  },
  {
    route: 'LegacyLeaveRequestsShow',
    as: 'LeaveRequestsShow',
    reason: "an older system's address of a leave request",
  },
];

const titleKeyOf = (name: RouteName) => routeTable.find((entry) => entry.name === name)?.titleKey;
const aliases = new Set(samePage.map(({ route }) => route));
const pages = routeTable.filter(({ name }) => !aliases.has(name));

describe('the document title of every route', () => {
  it.each(samePage)('$route is the page of $as ($reason), so it has its title', ({ route, as }) => {
    for (const language of languages) {
      const key = titleKeyOf(route);
      const target = titleKeyOf(as);
      expect(key && textOf(language, key), language).toBe(target && textOf(language, target));
    }
  });

  it.each(languages)('is translated into %s: a text of its own, not empty, no placeholder', (language) => {
    for (const { name, titleKey } of [...routeTable, { name: 'error page', titleKey: errorPageTitleKey }]) {
      const text = textOf(language, titleKey);
      expect(text, `${name}: ${titleKey} in ${language}`).toBeTypeOf('string');
      expect(text?.trim(), `${name} in ${language}`).not.toBe('');
      expect(text, `${name} in ${language}`).not.toBe(titleKey);
      expect(text, `${name} in ${language}`).not.toMatch(/\{\{/);
    }
  });

  it.each(languages)('tells every page apart in %s, the error page too', (language) => {
    const pagesByTitle = new Map<string, string[]>();
    for (const { name, titleKey } of [...pages, { name: 'error page', titleKey: errorPageTitleKey }]) {
      const title = textOf(language, titleKey) ?? titleKey;
      pagesByTitle.set(title, [...(pagesByTitle.get(title) ?? []), name]);
    }
    const shared = [...pagesByTitle].filter(([, names]) => names.length > 1);
    expect(shared, 'titles shared by more than one page').toEqual([]);
  });
});
