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
  /** smtp:// or smtps:// URL of the mail server; without it mail is printed to the server log. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail. */
  mailFrom: string;
  /** The address users reach the app at, for links in mail (no trailing slash). */
  publicUrl: string;
  /**
   * The max-age, in seconds, of the Strict-Transport-Security header every answer carries; undefined
   * sends none (PUBLIC_URL is http://, or it is turned off).
   */
  hstsMaxAge: number | undefined;
  /** Uploaded files: where their bytes are kept and how large one may be. */
  files: FilesConfig;
  /** The server's own backups on a schedule; undefined when it makes none. */
  backups: BackupsConfig | undefined;
}

export interface BackupsConfig {
  /** Where the archives go (absolute). */
  folder: string;
  /** How many archives are kept: the oldest beyond that are removed. */
  keep: number;
  /** Hours between two backups. */
  everyHours: number;
}

/** Backups kept unless BACKUP_KEEP says otherwise: a week's worth of daily ones. */
export const defaultBackupKeep = 7;
export const defaultBackupEveryHours = 24;

/** Where uploaded files' bytes live: folders under DATA_DIR/files, or an S3-compatible bucket. */
export type FileStoreConfig =
  | { kind: 'filesystem'; folder: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Another S3-compatible service than AWS (MinIO, s3rver, …); AWS's own when undefined. */
      endpoint: string | undefined;
      /** Bucket in the path rather than the host name, as most S3-compatible services want. */
      forcePathStyle: boolean;
      /** Keys of their own; without them the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, a role, …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export interface FilesConfig {
  store: FileStoreConfig;
  /** The largest upload, in KB (1000 bytes, as the app's "Please choose a file no larger than 10MB"). */
  maxSizeKb: number;
}

/** The largest upload unless FILES_MAX_SIZE_KB says otherwise: 10000 KB. */
export const defaultFilesMaxSizeKb = 10000;

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Mobilise <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*)?$/, 'must be an http:// or https:// URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  HSTS_MAX_AGE: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number of seconds (0 turns it off)')
    .transform(Number)
    .optional(),
  FILES_MAX_SIZE_KB: z
    .string()
    .regex(/^[1-9]\d{0,7}$/, 'must be a whole number of KB from 1')
    .transform(Number)
    .default(defaultFilesMaxSizeKb),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'must be true or false').optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number of archives (0 turns the backups off)')
    .transform(Number)
    .default(defaultBackupKeep),
  BACKUP_EVERY: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number of hours from 1')
    .transform(Number)
    .default(defaultBackupEveryHours),
});

/** How long browsers keep to https once told, unless HSTS_MAX_AGE says otherwise: a year. */
export const defaultHstsMaxAge = 365 * 24 * 60 * 60;

/** Settings that may carry a password, so they are never echoed in an error. */
const secretVariables = new Set(['DATABASE_URL', 'SMTP_URL', 'S3_SECRET_ACCESS_KEY']);

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
      const got = secretVariables.has(variable) ? '' : ` (got ${JSON.stringify(setValues[variable])})`;
      return `${variable} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const {
    PORT,
    HOST,
    DATA_DIR,
    DATABASE_URL,
    APP_DIST,
    NODE_ENV,
    LOG_LEVEL,
    SMTP_URL,
    MAIL_FROM,
    PUBLIC_URL,
    HSTS_MAX_AGE,
    FILES_MAX_SIZE_KB,
  } = parsed.data;
  const publicUrl = PUBLIC_URL ?? `http://localhost:${PORT}`;
  // A browser told to use https only would refuse a server reached over plain http for as long as
  // max-age says, so the header goes out only when the public address is https. It is on by default
  // in production; elsewhere (a developer's https proxy) only when HSTS_MAX_AGE asks for it.
  const hstsMaxAge = publicUrl.startsWith('https://')
    ? (HSTS_MAX_AGE ?? (NODE_ENV === 'production' ? defaultHstsMaxAge : 0))
    : 0;
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, DATA_DIR),
    databaseUrl: DATABASE_URL,
    appDist: APP_DIST ? resolve(cwd, APP_DIST) : defaultAppDist,
    nodeEnv: NODE_ENV,
    logLevel: LOG_LEVEL,
    smtpUrl: SMTP_URL,
    mailFrom: MAIL_FROM,
    publicUrl,
    hstsMaxAge: hstsMaxAge > 0 ? hstsMaxAge : undefined,
    files: { store: fileStoreOf(parsed.data, resolve(cwd, DATA_DIR)), maxSizeKb: FILES_MAX_SIZE_KB },
    backups: backupsOf(parsed.data, cwd),
  };
}

/**
 * The embedded database backs itself up into DATA_DIR/backups unless told otherwise, so that one machine
 * running `npm start` is covered without a setting; PostgreSQL, whose operators have their own
 * backups, only when BACKUP_DIR is set. BACKUP_KEEP=0 turns them off.
 */
function backupsOf(env: z.infer<typeof envSchema>, cwd: string): BackupsConfig | undefined {
  const folder = env.BACKUP_DIR ?? (env.DATABASE_URL ? undefined : resolve(cwd, env.DATA_DIR, 'backups'));
  if (folder === undefined || env.BACKUP_KEEP === 0) {
    return undefined;
  }
  return { folder: resolve(cwd, folder), keep: env.BACKUP_KEEP, everyHours: env.BACKUP_EVERY };
}

/** The S3 bucket when S3_BUCKET names one, else folders under the data folder. */
function fileStoreOf(env: z.infer<typeof envSchema>, dataDir: string): FileStoreConfig {
  if (env.S3_BUCKET === undefined) {
    return { kind: 'filesystem', folder: resolve(dataDir, 'files') };
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // An endpoint of one's own is most often a service that knows no bucket host names.
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE === 'true'
      : env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
