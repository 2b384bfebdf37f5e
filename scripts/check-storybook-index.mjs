// Checks the static catalogue that `pnpm build-storybook` wrote, from its storybook-static/index.json:
// every ui component has a docs page, the Foundations pages are there, and the catalogue opens on the
// Introduction. Run by scripts/test.mjs right after the build; exits 1 and names what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const uiSource = 'packages/ui/src';
const indexPath = resolve(root, process.argv[2] ?? 'storybook-static/index.json');

/** The Foundations pages issue 26 asks for, by the title after "Foundations/". */
const foundations = ['Colour', 'Typography', 'Spacing', 'Radii and shadows', 'Breakpoints', 'Motion'];

/**
 * A component folder is named like its component (PascalCase) and holds `<Name>.tsx` exporting a
 * component or `<Name>.stories.tsx`. The lowercase folders (dates, docs, format, foundations, hooks,
 * i18n, styles, typography) hold helpers and the catalogue's own pages, not components.
 */
const componentFolders = () =>
  readdirSync(`${root}${uiSource}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => {
      const folder = `${root}${uiSource}/${name}`;
      const source = `${folder}/${name}.tsx`;
      const exportsComponent =
        existsSync(source) && /^export (function|const) [A-Z]/m.test(readFileSync(source, 'utf8'));
      return exportsComponent || existsSync(`${folder}/${name}.stories.tsx`);
    });

if (!existsSync(indexPath)) {
  console.error(`${indexPath} is missing: run pnpm build-storybook first.`);
  process.exit(1);
}
const entries = Object.values(JSON.parse(readFileSync(indexPath, 'utf8')).entries);
const docs = entries.filter((entry) => entry.type === 'docs');
const problems = [];

// A component's own docs page: the autodocs page of its stories file, or an MDX page attached to it
// (`<Meta of={…Stories} />`). A page that only shows its stories among others' does not count.
const folderOf = (path) => path.replace(/^\.\//, '').split('/').slice(0, -1).join('/');
const documented = new Set(
  docs.flatMap((entry) =>
    entry.tags?.includes('attached-mdx')
      ? entry.storiesImports.slice(0, 1).map(folderOf)
      : entry.tags?.includes('autodocs')
        ? [folderOf(entry.importPath)]
        : [],
  ),
);
const components = componentFolders();
const undocumented = components.filter((name) => !documented.has(`${uiSource}/${name}`));
for (const name of undocumented) problems.push(`no docs page for ${uiSource}/${name}`);

const missingFoundations = foundations.filter(
  (page) => !entries.some((entry) => entry.title === `Foundations/${page}`),
);
for (const page of missingFoundations) problems.push(`no Foundations/${page} page`);

const [first] = entries;
if (first?.title !== 'Introduction' || first.type !== 'docs')
  problems.push(
    `the catalogue opens on ${first?.title ?? 'nothing'} (${first?.type}), not the Introduction page`,
  );

console.log(
  `${components.length - undocumented.length} of ${components.length} ui components have a docs page ` +
    `(${docs.length} docs pages in all); ${foundations.length - missingFoundations.length} of ` +
    `${foundations.length} Foundations pages; first entry: ${first?.title}`,
);
for (const problem of problems) console.error(problem);
process.exitCode = problems.length === 0 ? 0 : 1;
