import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

// packages/ui loads its locale files with Vite's `import.meta.glob`; esbuild has no such thing, so this
// plugin expands the one-star-per-segment patterns the workspace uses into lazy `import()`s.

function expand(directory: string, segments: string[], prefix: string): string[] {
  const [segment, ...rest] = segments;
  if (segment === undefined) return [prefix];
  if (segment === '.' || segment === '..')
    return expand(join(directory, segment), rest, `${prefix}${segment}/`);
  const pattern = new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return readdirSync(directory)
    .filter((name) => pattern.test(name))
    .flatMap((name) => expand(join(directory, name), rest, `${prefix}${name}${rest.length > 0 ? '/' : ''}`));
}

export const importMetaGlob: Plugin = {
  name: 'import-meta-glob',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.glob')) return undefined;
      const contents = source.replace(
        /import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*\)/g,
        (_, pattern: string) => {
          const files = expand(dirname(args.path), pattern.split('/'), '');
          return `{${files.map((file) => `${JSON.stringify(file)}: () => import(${JSON.stringify(file)})`).join(',')}}`;
        },
      );
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};
