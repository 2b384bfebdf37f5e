import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults that run the server on PGlite under ./data', () => {
    const config = loadConfig({}, '/srv/mobilise');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/mobilise/data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'warn',
    });
    expect(config.appDist).toMatch(/packages\/app\/dist$/);
  });

  it('reads every variable, resolving folders against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://mobilise@db:5432/mobilise',
        APP_DIST: '/opt/app',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
        MAIL_FROM: 'Mobilise <mobilise@example.org>',
        PUBLIC_URL: 'https://mobilise.example.org/',
      },
      '/srv/mobilise',
    );
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/mobilise/var/data',
      databaseUrl: 'postgres://mobilise@db:5432/mobilise',
      appDist: '/opt/app',
      nodeEnv: 'production',
      logLevel: 'info',
      smtpUrl: 'smtp://mailer:secret@mail.example.org:587',
      mailFrom: 'Mobilise <mobilise@example.org>',
      publicUrl: 'https://mobilise.example.org',
      hstsMaxAge: 31_536_000,
      files: { store: { kind: 'filesystem', folder: '/srv/mobilise/var/data/files' }, maxSizeKb: 10000 },
    });
  });

  it('keeps uploaded files in an S3-compatible bucket when S3_BUCKET names one, with its own limit', () => {
    const config = loadConfig(
      {
        S3_BUCKET: 'mobilise-files',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        FILES_MAX_SIZE_KB: '20000',
      },
      '/srv/mobilise',
    );
    expect(config.files).toEqual({
      store: {
        kind: 's3',
        bucket: 'mobilise-files',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:4569',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      maxSizeKb: 20000,
    });
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'hunter2' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ FILES_MAX_SIZE_KB: '0' })).toThrow(/FILES_MAX_SIZE_KB must be a whole number/);
  });

  it('hostile pass: Strict-Transport-Security is on in production behind https, HSTS_MAX_AGE long, and never for http', () => {
    const https = 'https://mobilise.example.org';
    const cases = [
      ['production over https: a year by default', { NODE_ENV: 'production', PUBLIC_URL: https }, 31_536_000],
      [
        'as long as HSTS_MAX_AGE says',
        { NODE_ENV: 'production', PUBLIC_URL: https, HSTS_MAX_AGE: '600' },
        600,
      ],
      [
        'HSTS_MAX_AGE=0 turns it off',
        { NODE_ENV: 'production', PUBLIC_URL: https, HSTS_MAX_AGE: '0' },
        undefined,
      ],
      [
        'never for a plain http address',
        { NODE_ENV: 'production', PUBLIC_URL: 'http://intranet' },
        undefined,
      ],
      ['nor for http with HSTS_MAX_AGE', { PUBLIC_URL: 'http://intranet', HSTS_MAX_AGE: '600' }, undefined],
      ['nor for the default address', { NODE_ENV: 'production' }, undefined],
      ['off outside production by default', { PUBLIC_URL: https }, undefined],
      ['on outside production when asked for', { PUBLIC_URL: https, HSTS_MAX_AGE: '60' }, 60],
    ] as const;
    for (const [label, env, hstsMaxAge] of cases) {
      expect(loadConfig(env).hstsMaxAge, label).toBe(hstsMaxAge);
    }
    expect(() => loadConfig({ HSTS_MAX_AGE: 'a year' })).toThrow(
      'Invalid configuration: HSTS_MAX_AGE must be a whole number of seconds (0 turns it off) (got "a year")',
    );
  });

  it('backs the embedded database up daily into DATA_DIR/backups, keeping 7, unless told otherwise (issue 36)', () => {
    expect(loadConfig({}, '/srv/mobilise').backups).toEqual({
      folder: '/srv/mobilise/data/backups',
      keep: 7,
      everyHours: 24,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/usb/mobilise', BACKUP_KEEP: '30', BACKUP_EVERY: '6' }, '/srv/mobilise')
        .backups,
    ).toEqual({ folder: '/mnt/usb/mobilise', keep: 30, everyHours: 6 });
    expect(loadConfig({ BACKUP_DIR: 'backups' }, '/srv/mobilise').backups?.folder).toBe(
      '/srv/mobilise/backups',
    );
    expect(loadConfig({ BACKUP_KEEP: '0' }).backups).toBeUndefined();
    // PostgreSQL only when asked: its operators have backups of their own.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/mobilise' }).backups).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/mobilise', BACKUP_DIR: '/backups' }).backups?.folder,
    ).toBe('/backups');
  });

  it('rejects a BACKUP_KEEP or BACKUP_EVERY that is not a whole number, naming it', () => {
    expect(() => loadConfig({ BACKUP_KEEP: 'many' })).toThrow(
      'Invalid configuration: BACKUP_KEEP must be a whole number of archives (0 turns the backups off) (got "many")',
    );
    expect(() => loadConfig({ BACKUP_EVERY: '0' })).toThrow(
      'Invalid configuration: BACKUP_EVERY must be a whole number of hours from 1 (got "0")',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('rejects PORT=abc with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
  });

  it('lists every unusable setting at once, without echoing a connection string', () => {
    expect(() =>
      loadConfig({ PORT: '70000', NODE_ENV: 'staging', DATABASE_URL: 'mysql://root:secret@db/app' }),
    ).toThrow(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000"); ' +
        'DATABASE_URL must be a postgres:// or postgresql:// URL; ' +
        'NODE_ENV must be one of development, production, test (got "staging")',
    );
  });

  it('rejects an SMTP_URL that is not smtp:// without echoing it, and defaults PUBLIC_URL to the port', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).toThrow(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail' })).not.toThrow(/secret/);
    expect(loadConfig({ PORT: '9000' })).toMatchObject({
      smtpUrl: undefined,
      publicUrl: 'http://localhost:9000',
    });
  });
});
