import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const source = new URL('.', import.meta.url).pathname;
const packageJson = JSON.parse(readFileSync(join(source, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

// Stories and tests stand in for the app and its server, so they may call a mocked one; every other file
// ships in a page, and there the app's client makes every call.
const isShipped = (path: string) =>
  /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.split('/').includes('stories');

const shippedFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedFiles(path);
    return isShipped(relative(source, path)) ? [relative(source, path)] : [];
  });

/** What a file would need to call a server, or to know where one is. */
const httpMarks = [
  /fetch\s*\(/i,
  /XMLHttpRequest/,
  /\bsendBeacon\b/,
  /\bnew\s+(WebSocket|EventSource)\b/,
  /\bapi\//,
  /from\s+'[^']*\/http(\.ts)?'/,
];

describe('the form engine calls no server itself', () => {
  const files = shippedFiles(source);

  it('finds the files it checks', () => {
    expect(files).toContain('react/TemplatedForm.tsx');
    expect(files).toContain('core/form-store.ts');
  });

  it.each(files)('%s neither calls a server nor names an api path', (file) => {
    const text = readFileSync(join(source, file), 'utf8');
    expect(httpMarks.filter((mark) => mark.test(text)).map(String)).toEqual([]);
  });

  it('exports no http module', () => {
    expect(Object.keys(packageJson.exports)).not.toContain('./http');
    expect(Object.values(packageJson.exports).filter((path) => /http/.test(path))).toEqual([]);
  });
});
