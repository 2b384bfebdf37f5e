// Proves that another team can use the component library as published (issue 34): packs @mobilise/tokens
// and @mobilise/ui, dry-runs their publication, installs the tarballs into a copy of examples/consumer the
// way an outside team would (`npm install ./mobilise-ui-0.1.0.tgz`, no vanilla-extract plugin, no path
// aliases), then type-checks it (strict, no skipLibCheck), builds it, serves it and checks it in Chromium:
// styled in each brand's colours, axe-clean, no raw translation key, no console error. Then weighs the
// Button-only page against a bare react-aria-components one, and does it all again with the newest
// i18next and react-i18next majors.
//
// The committed example's package.json and lockfile name only registry packages: the tarballs are added
// in the copy, so their hashes never churn the committed lockfile.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'mobilise-consumer-'));
const app = join(work, 'consumer');
/** What the Button-only page may weigh over a bare react-aria-components button page, gzipped. */
const buttonBudget = 2048;
const failures = [];

const step = (name) => console.log(`\n── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const sh = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
/** As `sh`, for a command whose output (a listing of every packed file) is read only when it fails. */
const quiet = (command, args, cwd) => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    console.log(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
};
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

const pack = (folder) => {
  const before = new Set(readdirSync(work));
  // `prepack` builds the package first, so the tarball never holds a stale dist.
  quiet('pnpm', ['pack', '--pack-destination', work], join(root, folder));
  const tarball = readdirSync(work).find((name) => !before.has(name) && name.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${folder}`);
  return join(work, tarball);
};

/** A static server over the example's build, on a free port. */
const serve = (folder) =>
  new Promise((resolve) => {
    const types = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
    };
    const server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      const file = join(folder, path === '/' ? 'index.html' : path);
      try {
        const body = readFileSync(file);
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** Every `a.b.c` key of a nested texts object, with its text. */
const flatten = (texts, prefix = '') =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
  );

/** The browser checks of the whole example, in both brandings and two languages. */
const checkInChromium = async (label) => {
  const tokensOf = async (brand) =>
    (await import(pathToFileURL(join(app, `node_modules/@mobilise/tokens/dist/themes/${brand}.tokens.js`))))[
      `${brand}Tokens`
    ];
  const brandTokens = { default: await tokensOf('default'), cx: await tokensOf('cx') };
  const { uiLocaleLoaders } = await import(
    pathToFileURL(join(app, 'node_modules/@mobilise/ui/dist/i18n/index.js'))
  );
  const uiTexts = { en: (await uiLocaleLoaders.en()).default, fr: (await uiLocaleLoaders.fr()).default };
  const uiKeys = flatten(uiTexts.en).map(([key]) => key);
  const axeSource = readFileSync(createRequire(join(root, 'e2e/package.json')).resolve('axe-core'), 'utf8');
  // The example's own texts (examples/consumer/src/i18n.ts) for its heading and its primary button.
  const titles = { en: 'Volunteers', fr: 'Bénévoles' };
  const openModal = { en: 'Remove the team', fr: "Retirer l'équipe" };

  const server = await serve(join(app, 'dist'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--force-prefers-reduced-motion'],
  });
  try {
    for (const [brand, language] of [
      ['default', 'en'],
      ['cx', 'fr'],
      ['default', 'fr'],
      ['cx', 'en'],
    ]) {
      const page = await browser.newPage();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      const where = `${label}, ${brand}, ${language}`;
      await page.goto(`http://127.0.0.1:${server.address().port}/?brand=${brand}&lang=${language}`);
      await page.getByRole('heading', { level: 1, name: titles[language] }).waitFor();

      const tokens = brandTokens[brand];
      const colours = await page.evaluate(
        ({ expected, buttonName }) => {
          // The browser's own reading of each token's value, to compare with what the page computed.
          const computed = (value) => {
            const probe = document.createElement('div');
            probe.style.color = value;
            document.body.append(probe);
            const colour = getComputedStyle(probe).color;
            probe.remove();
            return colour;
          };
          const button = [...document.querySelectorAll('button')].find(
            (each) => each.textContent?.trim() === buttonName,
          );
          const input = document.querySelector('input');
          return {
            actionPrimary: [getComputedStyle(button).backgroundColor, computed(expected.actionPrimary)],
            canvas: [getComputedStyle(document.body).backgroundColor, computed(expected.canvas)],
            text: [getComputedStyle(document.body).color, computed(expected.text)],
            fieldBorder: [getComputedStyle(input).borderTopColor, computed(expected.border)],
          };
        },
        {
          expected: {
            actionPrimary: tokens.color.action.primary,
            canvas: tokens.color.surface.canvas,
            text: tokens.color.text.default,
            border: tokens.color.border.strong,
          },
          buttonName: openModal[language],
        },
      );
      for (const [name, [actual, expected]] of Object.entries(colours)) {
        check(actual === expected, `${where}: ${name} is the brand's (${actual}, expected ${expected})`);
      }

      const text = async () =>
        page.evaluate(() =>
          [
            document.body.textContent ?? '',
            ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
              ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
            ),
          ].join('\n'),
        );
      const axe = async (what) => {
        if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const { violations } = await window.axe.run(document, {
            runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
          });
          return violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          );
        });
        check(violations.length === 0, `${where}: ${what} is axe-clean ${violations.join('; ')}`);
      };
      const rawKeys = (shown) => uiKeys.filter((key) => shown.includes(key));

      await axe('the page');
      let shown = await text();
      check(rawKeys(shown).length === 0, `${where}: no raw ui key on the page ${rawKeys(shown).join(', ')}`);
      check(
        (await page.evaluate(() => document.documentElement.lang)) === language,
        `${where}: <html lang> is ${language}`,
      );
      if (language === 'fr') {
        const french = flatten(uiTexts.fr).filter(
          ([key, value]) => value !== flatten(uiTexts.en).find(([k]) => k === key)?.[1],
        );
        check(
          french.some(([, value]) => shown.includes(value)),
          `${where}: the library's own texts are in French`,
        );
      }

      await page.getByRole('button', { name: openModal[language] }).click();
      await page.getByRole('dialog').waitFor();
      await axe('the open modal');
      shown = await text();
      check(rawKeys(shown).length === 0, `${where}: no raw ui key in the modal ${rawKeys(shown).join(', ')}`);
      check(errors.length === 0, `${where}: no console error ${errors.join(' | ')}`);
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
};

/** The gzipped weight of a file, as a server would send it. */
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The gzipped weight of one page built alone (`vite build --mode <page>`, see the example's
 * vite.config.ts), as an app of that one page would be: its scripts and style sheets.
 */
const pageWeight = (page) => {
  sh(join(app, 'node_modules/.bin/vite'), ['build', '--mode', page, '--logLevel', 'warn'], app);
  const dist = join(app, `dist-${page}`);
  const html = readFileSync(join(dist, `${page}.html`), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(([, file]) => file);
  return files.reduce((sum, file) => sum + gzipped(join(dist, file)), 0);
};

/** Packages of which a second copy under ui would break the app (and tokens, which must be the tarball's). */
const singletons = [
  '@mobilise/tokens',
  'react',
  'react-dom',
  'react-aria-components',
  'i18next',
  'react-i18next',
];

const typecheckBuildAndCheck = async (label) => {
  step(`one copy of each shared package (${label})`);
  for (const name of singletons) {
    const nested = join(app, 'node_modules/@mobilise/ui/node_modules', name);
    check(!existsSync(nested), `${label}: ${name} is the app's own copy, none nested under @mobilise/ui`);
  }
  step(`type-check (${label})`);
  sh(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app);
  step(`build (${label})`);
  sh(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  step(`Chromium (${label})`);
  await checkInChromium(label);
};

try {
  step('pack');
  const tokens = pack('tokens');
  const ui = pack('packages/ui');

  step('npm publish --dry-run');
  for (const tarball of [tokens, ui]) {
    const report = quiet('npm', ['publish', '--dry-run', '--access', 'public', tarball], work);
    console.log(
      report
        .split('\n')
        .filter((line) => /total files|package size|^\+ /.test(line))
        .join('\n'),
    );
  }

  step('install the tarballs into a copy of examples/consumer');
  cpSync(join(root, 'examples/consumer'), app, {
    recursive: true,
    filter: (path) => !/\/(node_modules|dist[^/]*)$/.test(path),
  });
  sh('npm', ['ci', '--no-audit', '--no-fund'], app);
  sh('npm', ['install', '--no-audit', '--no-fund', tokens, ui], app);
  await typecheckBuildAndCheck('pinned i18next and react-i18next');

  step('Button-only page against a bare react-aria-components button');
  const button = pageWeight('button');
  const bare = pageWeight('bare');
  // The whole page counts, the default theme's variables with it: a page of an app using the library
  // carries them whatever it shows.
  const theme = gzipped(join(app, 'node_modules/@mobilise/tokens/dist/themes/default.styles.css'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log(
    `Button-only page ${kb(button)} gzip, bare react-aria-components ${kb(bare)}: ${kb(button - bare)} more, of which the default theme's variables ${kb(theme)}`,
  );
  check(
    button - bare <= buttonBudget,
    `the Button-only page weighs ${kb(button - bare)} gzip over the bare react-aria-components page (at most ${kb(buttonBudget)})`,
  );

  step('the newest i18next and react-i18next majors');
  sh('npm', ['install', '--no-audit', '--no-fund', 'i18next@latest', 'react-i18next@latest'], app);
  const installed = (name) =>
    JSON.parse(readFileSync(join(app, 'node_modules', name, 'package.json'), 'utf8')).version;
  console.log(`i18next ${installed('i18next')}, react-i18next ${installed('react-i18next')}`);
  await typecheckBuildAndCheck(
    `i18next ${installed('i18next')}, react-i18next ${installed('react-i18next')}`,
  );
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(error);
} finally {
  if (process.env.KEEP_CONSUMER) console.log(`kept ${work}`);
  else if (statSync(work, { throwIfNoEntry: false })) rmSync(work, { recursive: true, force: true });
}

console.log(`\nconsumer check: ${failures.length} failed, ${((Date.now() - started) / 1000).toFixed(0)} s`);
for (const failure of failures) console.log(`failed: ${failure}`);
process.exitCode = failures.length === 0 ? 0 : 1;
