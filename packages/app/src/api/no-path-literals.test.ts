import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * Every call of the API is built from the endpoint table (`endpointRoutes` in the contract): the app through
 * `callEndpoint` and its kin, the server by registering its routes from it, the form engine through what
 * the app hands it. A path written out anywhere else drifts from the table unnoticed, so no source may
 * hold one. Tests, stories and their mocked servers may: they check what the table builds.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

/** Folders and files that are tests or test support, where paths are written out on purpose. */
const isTestSupport = (path: string) =>
  /\.(test|stories|e2e)\.[cm]?[jt]sx?$/.test(path) ||
  /(^|\/)(stories|__snapshots__|__screenshots__|test)(\/|$)/.test(path);

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** The text of every string literal and template literal part of a module; comments and JSX text are not. */
function stringsIn(path: string, text: string): string[] {
  const { program, errors } = parseSync(path, text);
  if (errors.length > 0) throw new Error(`${path} does not parse: ${errors[0]?.message}`);
  const strings: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const { type, value } = node as { type?: string; value?: unknown };
    if (type === 'Literal' && typeof value === 'string') strings.push(value);
    if (type === 'TemplateElement') strings.push((value as { raw: string }).raw);
    for (const child of Object.values(node)) visit(child);
  };
  visit(program);
  return strings;
}

/**
 * An API path as a call would be made to it (`/api/…`, `api/…`, `/private/api/…`, or a template starting so),
 * or the sign-out endpoint's path. A module specifier (`'../api/index.ts'`) is none.
 */
const isApiPath = (text: string) => /^(\/private)?\/?api\//.test(text) || /^\/logout(?=[?#]|$)/.test(text);

/** `file: 'literal'` for every API path written out in the non-test sources under `folder`. */
const pathLiteralsUnder = (folder: string) =>
  sourcesUnder(folder)
    .filter((path) => !isTestSupport(path))
    .flatMap((path) =>
      stringsIn(path, readFileSync(join(repoRoot, path), 'utf8'))
        .filter(isApiPath)
        .map((text) => `${path}: '${text}'`),
    );

describe('no API path is written out in a source', () => {
  it('finds a path written out, and not one in a comment', () => {
    expect(isApiPath('/api/families')).toBe(true);
    expect(isApiPath('api/form-options/position-assignments?')).toBe(true);
    expect(isApiPath('/private/api/assets')).toBe(true);
    expect(isApiPath('/logout')).toBe(true);
    expect(isApiPath('/logout-page')).toBe(false);
    expect(isApiPath('capi/x')).toBe(false);
    expect(isApiPath('../../../api/index.ts')).toBe(false);
    const module = [
      "import { x } from '../api/index.ts';",
      '// `api/families` in a comment',
      '/** `/api/families/{id}` in a doc comment */',
      "const one = fetch('/api/families');",
      // A template literal, its placeholder written as the source has it.
      `const two = \`api/\${entity}/form\`;`,
      'const text = <p>see "/api/docs"</p>;',
      "location.assign('/logout');",
    ].join('\n');
    expect(stringsIn('example.tsx', module).filter(isApiPath)).toEqual(['/api/families', 'api/', '/logout']);
    expect(isTestSupport('packages/app/src/features/people/stories/handlers.ts')).toBe(true);
    expect(isTestSupport('packages/server/src/test/client.ts')).toBe(true);
    expect(isTestSupport('packages/app/src/api/client.ts')).toBe(false);
  });

  it.each([
    ['the app', 'packages/app/src'],
    ['the server', 'packages/server/src'],
    ['the form engine', 'packages/form-engine/src'],
  ])('in %s (%s)', (_owner, folder) => {
    expect(pathLiteralsUnder(folder)).toEqual([]);
  });
});

it('the app takes no answer on trust: every answer is typed by its endpoint, none by trusted<…>()', () => {
  const trusting = sourcesUnder('packages/app/src')
    .filter((path) => join(repoRoot, path) !== thisFile)
    .filter((path) => /\btrusted</.test(readFileSync(join(repoRoot, path), 'utf8')))
    .map((path) => relative('packages/app/src', path));
  expect(trusting).toEqual([]);
});
