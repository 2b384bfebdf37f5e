import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const nodeEnvs = ['development', 'production', 'test'] as const;
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  /** Absolute folder for everything the server stores on disk (PGlite's files among them). */
  dataDir: string;
  /** PostgreSQL connection string; without it the server uses PGlite. */
  databaseUrl: string | undefined;
  /** Absolute folder of the built app that the server serves. */
  appDist: string;
  nodeEnv: (typeof nodeEnvs)[number];
  logLevel: (typeof logLevels)[number];
}

/** A setting that cannot be used; the message names the variable and the value it got. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultAppDist = fileURLToPath(new URL('../../app/dist', import.meta.url));

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a whole number from 1 to 65535')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, 'must be a whole number from 1 to 65535')
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  APP_DIST: z.string().optional(),
  NODE_ENV: z.enum(nodeEnvs, `must be one of ${nodeEnvs.join(', ')}`).default('development'),
  LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('warn'),
});

/**
 * Reads the settings from environment variables (an empty one counts as unset); relative folders are
 * resolved against `cwd`. Throws a ConfigError listing every unusable setting.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(setValues);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0]);
      // A connection string may carry a password, so it is never echoed.
      const got = variable === 'DATABASE_URL' ? '' : ` (got ${JSON.stringify(setValues[variable])})`;
      return `${variable} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const { PORT, HOST, DATA_DIR, DATABASE_URL, APP_DIST, NODE_ENV, LOG_LEVEL } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, DATA_DIR),
    databaseUrl: DATABASE_URL,
    appDist: APP_DIST ? resolve(cwd, APP_DIST) : defaultAppDist,
    nodeEnv: NODE_ENV,
    logLevel: LOG_LEVEL,
  };
}
