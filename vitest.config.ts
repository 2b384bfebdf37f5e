import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/src/chromium.ts';

type Brand = 'default' | 'cx';
type Locale = 'en' | 'es' | 'fr' | 'pt';
type Pictures = 'every story' | 'shell stories' | 'none';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The branding a storybook test project renders its stories in. */
    brand: Brand;
    /** The language a storybook test project renders its stories in. */
    locale: Locale;
    /**
     * Which of its stories are compared with their reference pictures: every one, only the shell's (where
     * a branding shows on a whole screen), or none.
     */
    screenshots: Pictures;
  }
}

/** The story files under `folder`, as the storybook plugin names them. */
const storiesUnder = (folder: string) =>
  readdirSync(new URL(folder, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.stories.tsx') && !path.includes('__screenshots__'))
    .map((path) => `${folder}${path}`);

// The app's screens, and the shell around them: the shell is where the branding shows on a screen (logo,
// header, menu), and the screens inside it compose the ui components.
const shellStories = storiesUnder('packages/app/src/shell/');
const screenStories = storiesUnder('packages/app/src/').filter((path) => !shellStories.includes(path));
const componentStories = [...storiesUnder('packages/ui/src/'), ...storiesUnder('packages/form-engine/src/')];

// The main screens, the ten a designer reviews side by side (`pnpm screens`): CI runs them in every language.
const mainScreenStories = [
  'packages/app/src/pages/auth/LoginPage.stories.tsx',
  'packages/app/src/pages/my-aim/dashboard/MyAimDashboardPage.stories.tsx',
  'packages/app/src/pages/people/person-profiles/PersonProfilePage.stories.tsx',
  'packages/app/src/pages/people/person-profiles/PersonProfileEditPage.stories.tsx',
  'packages/app/src/pages/people/families/FamiliesShowPage.stories.tsx',
  'packages/app/src/pages/organisation/OrgDashboardPage.stories.tsx',
  'packages/app/src/pages/organisation/OrgPersonProfilesPage.stories.tsx',
  'packages/app/src/pages/organisation/OrgMembersDirectoryPage.stories.tsx',
  'packages/app/src/pages/opportunities/RequisitionsPage.stories.tsx',
  'packages/app/src/pages/opportunities/RequisitionsShowPage.stories.tsx',
];
const otherScreenStories = screenStories.filter((path) => !mainScreenStories.includes(path));

// The form renderer's stories type into every field type, the heaviest plays of all: in Spanish and
// Portuguese they would only change the engine's few button and message texts, which its node stories and
// the French run already check.
const formRendererStories = ['packages/form-engine/src/react/FormRenderer.stories.tsx'];

/**
 * One run of the stories: each is a test of its play function and axe (a11y: 'error'; a label-in-name or
 * overflow bug that only one language shows fails there), and in the runs with pictures a screenshot
 * compared with its reference (`<story>-<branding>`).
 *
 * Which stories, and with pictures or not: CI has two cores and 30 minutes, and every story in both
 * brandings and four languages would take about twice that.
 * - The default branding in English: every story, with pictures, in two runs side by side
 *   (`storybook-default`: the ui, form-engine and shell stories; `storybook-default-screens`: the screens),
 *   since one browser taking 800 stories in a row was the longest wait of CI.
 * - CX in French, the longest language (the combination designers reported broken): the ui, form-engine
 *   and shell stories (`storybook-cx-fr`). Their pictures are in French. CI compares only the shell's,
 *   where the branding shows on a whole screen (CX_COMPONENT_PICTURES=off): a picture costs about as
 *   much as the rest of a story (PNG encoding in the browser, two PNG decodings in Vitest), and a
 *   component's CX look comes from the tokens the shell's pictures and the token tests already check.
 *   `pnpm test:stories` compares them all. The screens in CX, in English with their own pictures, run
 *   on demand (`storybook-cx-screens`, in `pnpm test:stories`, not in CI).
 * - Spanish and Portuguese in the default branding: the ui and form-engine stories and the main screens,
 *   without pictures; French the main screens the same way (its components run in CX above).
 * - Every screen in CX and French, without pictures, on demand (`storybook-cx-fr-screens`).
 * The other screens' own texts are checked in every language by the translation tests.
 */
const cxComponentPictures = process.env.CX_COMPONENT_PICTURES !== 'off';

const storyRun = (
  name: string,
  {
    brand,
    locale = 'en',
    screenshots,
    leftOut,
  }: { brand: Brand; locale?: Locale; screenshots: Pictures; leftOut: string[] },
) => ({
  browser: 'chromium' as const,
  name,
  provide: { brand, locale, screenshots },
  // The storybook plugin takes the story files from .storybook/main.ts and keeps this exclude.
  exclude: leftOut,
});

/**
 * The story runs are instances of one browser project, so that the runs of one `vitest` process share one
 * Vite server: each story file and its styles are compiled once, not once per branding and language.
 */
const storybookProject = {
  plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
  // Scan every story up front: a dependency found mid-run makes Vite reload and fail the running tests.
  optimizeDeps: { entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx'] },
  // Under NODE_ENV=test react-aria turns virtualisation off unless VIRT_ON is set, reading `process`,
  // which a browser lacks: set it so lists render as users get them.
  define: { 'process.env.VIRT_ON': '"1"' },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      // The size Storybook gives every story without a viewport of its own: a story file starting at another
      // height shrinks the page right after a text field had focus, which makes react-aria believe an on-screen
      // keyboard opened and delay every later overlay of the run (the story files share one page).
      viewport: { width: 1200, height: 900 },
      // The story browsers connect once Vite has scanned and bundled every story's dependencies; on a
      // loaded CI host that took longer than Vitest's minute, failing all the stories at once.
      connectTimeout: 300_000,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
        },
      },
      instances: [
        storyRun('storybook-default', {
          brand: 'default',
          screenshots: 'every story',
          leftOut: screenStories,
        }),
        storyRun('storybook-default-screens', {
          brand: 'default',
          screenshots: 'every story',
          leftOut: [...componentStories, ...shellStories],
        }),
        storyRun('storybook-cx-fr', {
          brand: 'cx',
          locale: 'fr',
          screenshots: cxComponentPictures ? 'every story' : 'shell stories',
          leftOut: screenStories,
        }),
        storyRun('storybook-cx-screens', {
          brand: 'cx',
          screenshots: 'every story',
          leftOut: [...componentStories, ...shellStories],
        }),
        ...(['es', 'pt'] as const).map((locale) =>
          storyRun(`storybook-default-${locale}`, {
            brand: 'default',
            locale,
            screenshots: 'none',
            leftOut: [...otherScreenStories, ...shellStories, ...formRendererStories],
          }),
        ),
        storyRun('storybook-default-fr-screens', {
          brand: 'default',
          locale: 'fr',
          screenshots: 'none',
          leftOut: [...componentStories, ...shellStories, ...otherScreenStories],
        }),
        // Every screen in CX and French without pictures, on demand: the combination designers browse.
        storyRun('storybook-cx-fr-screens', {
          brand: 'cx',
          locale: 'fr',
          screenshots: 'none',
          leftOut: [...componentStories, ...shellStories],
        }),
      ],
    },
    setupFiles: ['.storybook/vitest.setup.ts'],
    // One page runs the story files one after another: a new page per file cost more than the stories
    // themselves (926 s against 377 s for both brandings); .storybook/vitest.setup.ts resets what a story
    // leaves behind. One file at a time: as fast here as two, and only one document ever holds the focus.
    isolate: false,
    fileParallelism: false,
    // The longest plays (a form filled field by field) take 7 s alone; with both story processes' five
    // browsers on CI's two cores one took more than 30 s. A story that hangs still fails, a minute later.
    testTimeout: 60_000,
    // A story that fails is run once more before it counts as failed. On CI's two shared cores each of
    // the last runs had one play that expected, a moment too early, what comes a frame or a call later
    // (each fixed to wait for it); a retry keeps the next such race from failing the whole run, and a
    // story that truly fails, fails twice.
    retry: 1,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tokens/src/**/*.test.ts',
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.*', '**/node_modules/**'],
          globalSetup: ['packages/server/src/test/pglite-snapshot.ts'],
          // A worker keeps the modules it loaded from one test file to the next instead of importing React,
          // Fastify, Kysely and every route again per file: imports were most of the run (174 of 436 s;
          // the app's files alone took 172 s isolated against 47 s). It is safe because every server test
          // file builds its own app on its own database, no file replaces a module, and globals a file
          // stubs are put back after each test.
          isolate: false,
          unstubGlobals: true,
          // A worker per core: Vitest keeps one core for itself by default, which on two cores runs one
          // file at a time, though its main process sits nearly idle (331 s against 223 s on two cores).
          maxWorkers: availableParallelism(),
          // CI runs these beside the e2e journeys, which come first for the CPU: a test that reads every
          // column of the PGlite schema took over 30 s there, against 3 s alone.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      storybookProject,
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/src/**/*.e2e.ts'],
          globalSetup: ['e2e/src/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's first load boots the whole app; on a loaded CI host that took longer than
          // expect.poll's default second, so a poll waits as long as a person would.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // As for the stories: a journey that fails is run once more before it counts, so one wait cut
          // short on a loaded host does not fail the whole run; a journey that truly fails, fails twice.
          // Journeys that create records name them with a suffix from the clock, so a second try makes new ones.
          retry: 1,
        },
      },
    ],
  },
});
