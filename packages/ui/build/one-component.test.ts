import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'mobilise-ui-build-'));

/** Every file of the build a module reaches through relative imports (JS and CSS), itself included. */
const closureOf = (entry: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  if (!entry.endsWith('.js')) return seen;
  for (const [, specifier] of readFileSync(entry, 'utf8').matchAll(/(?:import|from)\s*["'](\.[^"']+)["']/g)) {
    closureOf(join(dirname(entry), specifier as string), seen);
  }
  return seen;
};

describe('the built component library', () => {
  beforeAll(async () => {
    await build({
      root: packageRoot,
      configFile: join(packageRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('gives each component its own entry point, and importing one does not pull in the others', () => {
    const files = [...closureOf(join(outDir, 'Button/index.js'))].map((file) => relative(outDir, file));
    const folders = new Set(files.map((file) => file.split('/')[0]));
    expect([...folders].sort()).toEqual(['Button']);
    expect(files).toContain('Button/buttonStyle.styles.css');
  });

  it('names no output file as vanilla-extract source, which its plugin in a consumer would compile again', () => {
    const names = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(names.filter((name) => /\.css\.(js|ts)$|\.vanilla\.(css|js)$/.test(name))).toEqual([]);
  });

  it('keeps a composite field to the pieces it is made of', () => {
    const files = [...closureOf(join(outDir, 'TextField/index.js'))].map((file) => relative(outDir, file));
    const folders = new Set(files.map((file) => file.split('/')[0]));
    expect(folders.has('Select')).toBe(false);
    expect(folders.has('Table')).toBe(false);
    expect(folders.has('FieldChrome')).toBe(true);
  });
});
