import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const cwd = '/srv/portal';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/portal/data',
      databaseUrl: '/srv/portal/data/portal.sqlite',
      isEmbeddedDatabase: true,
      publicOrigin: 'http://localhost:3000',
      publicUrl: null,
      seedDemo: 'auto',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      signInVerification: 'new-device',
      providerName: 'TAC',
      providerPhone: '1300 654 329',
      bodyLimitBytes: 1_048_576,
      isProduction: false,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('reads every setting it is given', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/portal',
        DATABASE_URL: 'postgres://portal@db:5432/portal',
        PUBLIC_ORIGIN: 'https://portal.example.org/',
        PUBLIC_URL: 'https://portal.example.gov.au/',
        SEED_DEMO: '1',
        SIGNIN_VERIFICATION: 'always',
        SESSION_IDLE_MINUTES: '15',
        WEB_DIST_DIR: 'web',
        NODE_ENV: 'production',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://portal@db:5432/portal',
      isEmbeddedDatabase: false,
      publicOrigin: 'https://portal.example.org',
      publicUrl: 'https://portal.example.gov.au',
      seedDemo: 'yes',
      signInVerification: 'always',
      sessionIdleMinutes: 15,
      webDistDir: '/srv/portal/web',
      isProduction: true,
    });
  });

  it('derives the public origin from PORT when it is not set', () => {
    expect(loadConfig({ PORT: '4000' }, cwd).publicOrigin).toBe('http://localhost:4000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({
      port: 3000,
      isEmbeddedDatabase: true,
    });
  });

  it('refuses a bad value with a readable message naming the variable', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^Invalid configuration: PORT must be a whole number \(got "eighty"\)$/],
      [{ PORT: '70000' }, /PORT must be at most 65535/],
      [{ SEED_DEMO: 'yes' }, /SEED_DEMO must be 0 or 1/],
      [{ SIGNIN_VERIFICATION: 'sometimes' }, /SIGNIN_VERIFICATION must be one of always, new-device, never/],
      [{ PUBLIC_ORIGIN: 'portal.example.org' }, /PUBLIC_ORIGIN must be an http:\/\/ or https:\/\/ address/],
      [
        { PUBLIC_URL: 'ftp://portal.example.gov.au' },
        /PUBLIC_URL must be an http:\/\/ or https:\/\/ address/,
      ],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
      [{ SESSION_IDLE_MINUTES: '0' }, /SESSION_IDLE_MINUTES must be at least 1/],
      [{ CONTACT_REPLY_WORKING_DAYS: '0' }, /CONTACT_REPLY_WORKING_DAYS must be at least 1/],
      [{ CONTACT_REPLY_WORKING_DAYS: '61' }, /CONTACT_REPLY_WORKING_DAYS must be at most 60/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
      expect(() => loadConfig(env, cwd)).toThrow(message);
    }
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', SEED_DEMO: '2' }, cwd)).toThrow(/PORT .*; SEED_DEMO /);
  });

  describe('STORAGE_URL', () => {
    it('keeps files on local disk in DATA_DIR when unset or file:, or in the folder a file URL names', () => {
      const local = { kind: 'local', dir: '/srv/portal/data/files' };
      expect(loadConfig({}, cwd).storage).toEqual(local);
      expect(loadConfig({ STORAGE_URL: 'file:' }, cwd).storage).toEqual(local);
      expect(loadConfig({ STORAGE_URL: 'file:///mnt/shared/portal' }, cwd).storage).toEqual({
        kind: 'local',
        dir: '/mnt/shared/portal',
      });
    });

    it('puts files in an S3 bucket under a prefix, in the region AWS_REGION names', () => {
      expect(
        loadConfig({ STORAGE_URL: 's3://portal-files/claimants/uploads/', AWS_REGION: 'ap-southeast-2' }, cwd)
          .storage,
      ).toEqual({
        kind: 's3',
        bucket: 'portal-files',
        prefix: 'claimants/uploads',
        region: 'ap-southeast-2',
        endpoint: null,
      });
      expect(
        loadConfig({ STORAGE_URL: 's3://portal-files', AWS_REGION: 'ap-southeast-2' }, cwd).storage,
      ).toMatchObject({
        prefix: '',
      });
    });

    it('takes an S3-compatible endpoint, with us-east-1 when no region is given', () => {
      expect(
        loadConfig({ STORAGE_URL: 's3://files/portal', AWS_ENDPOINT_URL: 'http://minio:9000/' }, cwd).storage,
      ).toEqual({
        kind: 's3',
        bucket: 'files',
        prefix: 'portal',
        region: 'us-east-1',
        endpoint: 'http://minio:9000',
      });
    });

    it('refuses a value it cannot use, naming the variable', () => {
      const cases: [Record<string, string>, RegExp][] = [
        [
          { STORAGE_URL: 'ftp://files' },
          /STORAGE_URL must be file: or s3:\/\/bucket\/prefix \(got "ftp:\/\/files"\)/,
        ],
        [{ STORAGE_URL: '/var/files' }, /STORAGE_URL must be file: or s3:/],
        [{ STORAGE_URL: 'file:relative/folder' }, /STORAGE_URL must be file: or file:\/\/\/absolute\/folder/],
        [
          { STORAGE_URL: 's3://', AWS_REGION: 'x' },
          /STORAGE_URL must be s3:\/\/bucket\/prefix with a valid bucket name/,
        ],
        [{ STORAGE_URL: 's3://Portal_Files/x', AWS_REGION: 'x' }, /valid bucket name/],
        [{ STORAGE_URL: 's3://files/x?versionId=1', AWS_REGION: 'x' }, /no query/],
        [{ STORAGE_URL: 's3://files/a/../b', AWS_REGION: 'x' }, /STORAGE_URL prefix may hold only/],
        [{ STORAGE_URL: 's3://files/a b', AWS_REGION: 'x' }, /STORAGE_URL prefix may hold only/],
        [{ STORAGE_URL: 's3://files/portal' }, /STORAGE_URL=s3:\/\/\.\.\. needs AWS_REGION/],
        [
          { STORAGE_URL: 's3://files/portal', AWS_ENDPOINT_URL: 'minio:9000' },
          /AWS_ENDPOINT_URL must be an http:\/\/ or https:\/\/ address/,
        ],
      ];
      for (const [env, message] of cases) {
        expect(() => loadConfig(env, cwd), JSON.stringify(env)).toThrow(ConfigError);
        expect(() => loadConfig(env, cwd), JSON.stringify(env)).toThrow(message);
      }
    });
  });
});
