import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SESSION_ABSOLUTE_HOURS_DEFAULT,
  CONTACT_REPLY_WORKING_DAYS_DEFAULT,
  SESSION_IDLE_MINUTES_DEFAULT,
  defaultBranding,
} from '@portal/contract';
import { z } from 'zod';
import { type StorageSetting, parseStorageSetting } from './storage/storage-setting.js';

/**
 * Configuration is read from the environment once, at start-up, into a typed object (STYLE.md
 * principle 7). A bad value stops the server with a message naming the variable; nothing else in
 * the server reads process.env.
 */

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type SignInVerification = 'always' | 'new-device' | 'never';
/** Where messages go when no real transport is configured for a channel (notifier/). */
export type NotifierSetting = 'outbox' | 'smtp';
export type SeedDemoSetting = 'auto' | 'yes' | 'no';

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and uploaded files. */
  dataDir: string;
  databaseUrl: string;
  /** True when DATABASE_URL was not set and the embedded SQLite file in DATA_DIR is used. */
  isEmbeddedDatabase: boolean;
  publicOrigin: string;
  /**
   * PUBLIC_URL: the portal's canonical address, null when unset. Unlike publicOrigin it has no default:
   * the sign-in page warns visitors who reached the portal on another address (part 1 §2), so it must
   * stay silent until the provider names one.
   */
  publicUrl: string | null;
  /** SEED_DEMO unset: seed only the embedded default when empty; 1: seed any empty database; 0: never. */
  seedDemo: SeedDemoSetting;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  isProduction: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  signInVerification: SignInVerification;
  providerName: string;
  providerPhone: string;
  /** The working days a contact-us reply takes, shown on its thank-you page (part 2 §9). */
  contactReplyWorkingDays: number;
  /** Issue 16: days after a bank change in which payments to the claimant are flagged (0: never). */
  bankCoolingOffDays: number;
  /** Issue 16: reimbursements per claim per day before the next ones are flagged for review. */
  reimbursementDailyLimit: number;
  webDistDir: string;
  bodyLimitBytes: number;
  /** PROVIDER_BODY_LIMIT_BYTES: the most any provider API call may send (base64 attachments). */
  providerBodyLimitBytes: number;
  buildTime: string;
  gitCommit: string;
  /** NOTIFIER: `outbox` lets unconfigured channels land in the outbox (demo/dev); `smtp` requires real transports. */
  notifier: NotifierSetting;
  /** SMTP_URL (smtp:// or smtps://), null when e-mail is not sent by SMTP. */
  smtpUrl: string | null;
  smtpFrom: string;
  /** SMS_WEBHOOK_URL of the HTTP SMS gateway, null when text messages go to the outbox. */
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  /** DEMO=1: this is a demo, so the outbox may be served beyond loopback. */
  isDemo: boolean;
  /** Access codes one account, or one mobile/e-mail destination, may be sent per hour. */
  accessCodeHourlyLimit: number;
  /** PENDING_UPLOAD_HOURS: a claimant upload still pending after this long is swept (modules/files/upload-sweep.ts). */
  pendingUploadHours: number;
  /** STORAGE_URL (+ AWS_REGION, AWS_ENDPOINT_URL): local disk in DATA_DIR/files, or S3 (storage/storage-setting.ts). */
  storage: StorageSetting;
}

export type Env = Record<string, string | undefined>;

export const DEFAULT_SMTP_FROM = 'Claimant Portal <no-reply@localhost>';

const serverDir = dirname(fileURLToPath(import.meta.url));
/** `apps/server/src` (tests, tsx) and `apps/server/dist` (production) both sit two levels below apps/. */
const defaultWebDistDir = resolve(serverDir, '../../web/dist');

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(min, { error: `must be at least ${min}` })
          .max(max, { error: `must be at most ${max}` }),
      )
      .optional()
      .default(fallback),
  );

const url = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
);

const envSchema = z.object({
  PORT: integer(0, 65_535, 3000),
  HOST: optionalText.default('127.0.0.1'),
  DATA_DIR: optionalText.default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_ORIGIN: url,
  PUBLIC_URL: url,
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  NODE_ENV: optionalText.default('development'),
  SESSION_IDLE_MINUTES: integer(1, 24 * 60, SESSION_IDLE_MINUTES_DEFAULT),
  SESSION_ABSOLUTE_HOURS: integer(1, 24 * 30, SESSION_ABSOLUTE_HOURS_DEFAULT),
  CONTACT_REPLY_WORKING_DAYS: integer(1, 60, CONTACT_REPLY_WORKING_DAYS_DEFAULT),
  BANK_COOLING_OFF_DAYS: integer(0, 90, 7),
  REIMBURSEMENT_DAILY_LIMIT: integer(1, 100, 3),
  SIGNIN_VERIFICATION: z.preprocess(
    emptyToUndefined,
    z
      .enum(['always', 'new-device', 'never'], { error: 'must be one of always, new-device, never' })
      // Secure default (RESOLUTIONS.md "Sign-in").
      .default('new-device'),
  ),
  PROVIDER_NAME: optionalText.default(defaultBranding.providerName),
  PROVIDER_PHONE: optionalText.default(defaultBranding.providerPhone),
  WEB_DIST_DIR: optionalText,
  BODY_LIMIT_BYTES: integer(1024, 64 * 1024 * 1024, 1024 * 1024),
  PROVIDER_BODY_LIMIT_BYTES: integer(1024, 512 * 1024 * 1024, 64 * 1024 * 1024),
  BUILD_TIME: optionalText.default('unknown'),
  GIT_COMMIT: optionalText.default('unknown'),
  NOTIFIER: z.preprocess(
    emptyToUndefined,
    z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  SMTP_FROM: optionalText.default(DEFAULT_SMTP_FROM),
  SMS_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  SMS_WEBHOOK_TOKEN: optionalText,
  DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  ACCESS_CODE_HOURLY_LIMIT: integer(1, 1000, 5),
  PENDING_UPLOAD_HOURS: integer(1, 24 * 365, 24),
  STORAGE_URL: optionalText,
  AWS_REGION: optionalText,
  AWS_ENDPOINT_URL: optionalText,
});

type ParsedEnv = z.infer<typeof envSchema>;

/** Values that may carry credentials are never repeated in an error message (it reaches the console). */
const SECRET_VARIABLES = new Set(['SMTP_URL', 'SMS_WEBHOOK_URL', 'SMS_WEBHOOK_TOKEN']);

/**
 * The notifier's transports (issue 3 "Notifier"): e-mail goes by SMTP when SMTP_URL is set, SMS by
 * the gateway when SMS_WEBHOOK_URL is set; any other channel may only fall back to the outbox when
 * NOTIFIER=outbox, so a production server never silently keeps access codes in a table.
 */
function notifierSettings(e: ParsedEnv) {
  const notifier: NotifierSetting = e.NOTIFIER ?? (e.SMTP_URL === undefined ? 'outbox' : 'smtp');
  if (notifier === 'smtp') {
    if (e.SMTP_URL === undefined) {
      throw new ConfigError(
        'Invalid configuration: NOTIFIER=smtp needs SMTP_URL (e.g. smtp://user:pass@mail.example.org:587), or set NOTIFIER=outbox',
      );
    }
    if (e.SMS_WEBHOOK_URL === undefined) {
      throw new ConfigError(
        'Invalid configuration: SMS_WEBHOOK_URL is not set, so text messages cannot be sent with NOTIFIER=smtp; set SMS_WEBHOOK_URL, or NOTIFIER=outbox to keep them in the outbox',
      );
    }
  }
  return {
    notifier,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL ?? null,
    smsWebhookToken: e.SMS_WEBHOOK_TOKEN ?? null,
  };
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(cwd, e.DATA_DIR);
  const storage = parseStorageSetting(e, dataDir);
  if ('problem' in storage) throw new ConfigError(`Invalid configuration: ${storage.problem}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? resolve(dataDir, 'portal.sqlite'),
    isEmbeddedDatabase: e.DATABASE_URL === undefined,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    publicUrl: e.PUBLIC_URL ?? null,
    seedDemo: e.SEED_DEMO === '1' ? 'yes' : e.SEED_DEMO === '0' ? 'no' : 'auto',
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    signInVerification: e.SIGNIN_VERIFICATION,
    providerName: e.PROVIDER_NAME,
    providerPhone: e.PROVIDER_PHONE,
    contactReplyWorkingDays: e.CONTACT_REPLY_WORKING_DAYS,
    bankCoolingOffDays: e.BANK_COOLING_OFF_DAYS,
    reimbursementDailyLimit: e.REIMBURSEMENT_DAILY_LIMIT,
    webDistDir: e.WEB_DIST_DIR === undefined ? defaultWebDistDir : resolve(cwd, e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    providerBodyLimitBytes: e.PROVIDER_BODY_LIMIT_BYTES,
    buildTime: e.BUILD_TIME,
    gitCommit: e.GIT_COMMIT,
    ...notifierSettings(e),
    isDemo: e.DEMO === '1',
    accessCodeHourlyLimit: e.ACCESS_CODE_HOURLY_LIMIT,
    pendingUploadHours: e.PENDING_UPLOAD_HOURS,
    storage: storage.setting,
  };
}
