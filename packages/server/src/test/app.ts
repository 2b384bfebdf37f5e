import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { memoryTransport } from '../mail/transport.ts';
import { TestClock } from './clock.ts';

export interface TestApp {
  app: App;
  clock: TestClock;
  mail: ReturnType<typeof memoryTransport>;
}

/** The real app on a test database, with a test clock and a mail port that keeps what it sends. */
export async function buildTestApp(
  database: DatabaseHandle,
  options: Partial<BuildAppOptions> & { env?: NodeJS.ProcessEnv } = {},
): Promise<TestApp> {
  const { env = {}, ...overrides } = options;
  const clock = new TestClock();
  const mail = memoryTransport();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    database,
    logger: false,
    clock,
    mailTransport: mail,
    mailPollIntervalMs: 0,
    ...overrides,
  });
  return { app, clock, mail };
}
