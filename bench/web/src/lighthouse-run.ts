import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

/** Lighthouse's two presets: its default (a mid-range phone on slow 4G) and its desktop config. */
export const presets = ['mobile', 'desktop'] as const;
export type Preset = (typeof presets)[number];

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** E.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)" (the headless user agent hides the build). */
export const chromiumVersion = () =>
  execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

export interface LighthouseRun {
  lhr: Result;
  /** The self-contained HTML report, for looking into a figure. */
  html: string;
}

/** One Lighthouse navigation of `url` in a Chromium of its own, sending `cookie` with every request. */
export async function runLighthouse(url: string, preset: Preset, cookie?: string): Promise<LighthouseRun> {
  const chromium = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: cookie ? { Cookie: cookie } : null,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    }
    const html = Array.isArray(result.report) ? result.report.join('') : result.report;
    return { lhr: result.lhr, html };
  } finally {
    chromium.kill();
  }
}

/** A category score on Lighthouse's 0–100 scale. */
export function categoryScore(lhr: Result, category: 'performance' | 'accessibility'): number {
  const score = lhr.categories[category]?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  }
  return Math.round(score * 100);
}
