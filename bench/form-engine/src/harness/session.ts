import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../e2e/src/chromium.ts';
import type { Random } from '../spec/random.ts';
import type { StaticServer } from './server.ts';
import type { Variant } from './variants.ts';

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadedPage {
  page: Page;
  firstRenderMs: number;
  domNodes: number;
  scriptGzip: number;
  close(): Promise<void>;
}

/**
 * Opens a variant's page in a fresh context. First render = navigation start to two animation frames
 * after the last question of page 1 is in the DOM (a MutationObserver watches for it).
 */
export async function openPage(
  browser: Browser,
  server: StaticServer,
  variant: Variant,
  { counted = false, lastQuestion }: { counted?: boolean; lastQuestion: string },
): Promise<LoadedPage> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[${variant.id}] page error: ${error.message}`));
  await page.addInitScript((selector: string) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          (window as unknown as { firstRender: number }).firstRender = performance.now();
        }),
      );
    });
    observer.observe(document, { subtree: true, childList: true });
  }, variant.question(lastQuestion));
  server.takeScriptGzip();
  const folder = variant.engine === 'bare' ? 'bare' : `${variant.engine}${counted ? '-counted' : ''}`;
  await page.goto(`${server.origin}/${folder}/${variant.query}`);
  await page.waitForFunction(
    () => (window as unknown as { firstRender?: number }).firstRender !== undefined,
    null,
    {
      timeout: 60_000,
    },
  );
  const firstRenderMs = await page.evaluate(() => (window as unknown as { firstRender: number }).firstRender);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await sleep(500);
  return { page, firstRenderMs, domNodes, scriptGzip: server.takeScriptGzip(), close: () => context.close() };
}

/** Presses keys at 100 ms + 0-17 ms uniform jitter (plan D.4: never in phase with vsync). */
export async function pressAtCadence(
  page: Page,
  keys: readonly string[],
  random: Random,
  after?: () => Promise<void>,
) {
  let next = performance.now();
  for (const key of keys) {
    await page.keyboard.press(key);
    await after?.();
    next += 100 + random() * 17;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
  }
}

const sentence = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor ';
export const typingKeys = (count: number, offset = 0): string[] =>
  Array.from({ length: count }, (_, index) => {
    const char = sentence[(index + offset) % sentence.length] as string;
    return char === ' ' ? 'Space' : char;
  });

export async function focusInput(page: Page, variant: Variant, field: string) {
  const input = page.locator(variant.input(field)).first();
  await input.click();
}

/** Types the measured keystrokes under a trace; returns the trace. */
async function typingTrace(
  browser: Browser,
  page: Page,
  keys: readonly string[],
  random: Random,
): Promise<Buffer> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  await pressAtCadence(page, keys, random);
  await sleep(200);
  return browser.stopTracing();
}

/**
 * One measured run of typing: opens the variant's page in a fresh context (with `css` added, to try a style
 * change), types the warm-up keys into `field`, then the measured ones under a trace. Returns the trace and
 * the page's load figures.
 */
export async function typeUnderTrace(
  browser: Browser,
  server: StaticServer,
  variant: Variant,
  typing: {
    field: string;
    lastQuestion: string;
    random: Random;
    warmUpKeys: number;
    measuredKeys: number;
    css?: string;
  },
): Promise<{ trace: Buffer; loaded: Omit<LoadedPage, 'page' | 'close'> }> {
  const { page, close, ...loaded } = await openPage(browser, server, variant, {
    lastQuestion: typing.lastQuestion,
  });
  if (typing.css !== undefined) await page.addStyleTag({ content: typing.css });
  await focusInput(page, variant, typing.field);
  await pressAtCadence(page, typingKeys(typing.warmUpKeys), typing.random);
  const keys = typingKeys(typing.measuredKeys, typing.warmUpKeys);
  const trace = await typingTrace(browser, page, keys, typing.random);
  await close();
  return { trace, loaded };
}

export interface RenderSample {
  composites: number;
  roots: number;
  names: Record<string, number>;
  rootNames: Record<string, number>;
}

/** Presses each key alone and counts the React components that rendered for it (counted builds only). */
export async function countRenders(page: Page, keys: readonly string[]): Promise<RenderSample[]> {
  const samples: RenderSample[] = [];
  for (const key of keys) {
    await page.evaluate(() => window.resetRenderCount());
    await page.keyboard.press(key);
    await sleep(150);
    samples.push(await page.evaluate(() => window.renderCount));
  }
  return samples;
}

/** Which of the questions are displayed on the page. */
export const displayedQuestions = (
  page: Page,
  variant: Variant,
  names: readonly string[],
): Promise<string[]> =>
  page.evaluate(
    (selectors: [string, string][]) =>
      selectors
        .filter(([, selector]) =>
          [...document.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0),
        )
        .map(([name]) => name),
    names.map((name): [string, string] => [name, variant.question(name)]),
  );
