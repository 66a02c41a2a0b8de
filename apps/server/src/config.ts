import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SESSION_ABSOLUTE_HOURS_DEFAULT,
  CONTACT_REPLY_WORKING_DAYS_DEFAULT,
  OPEN_FORMS_MAX_DEFAULT,
  PENDING_UPLOADS_MAX_DEFAULT,
  PENDING_UPLOAD_MB_MAX_DEFAULT,
  SESSION_IDLE_MINUTES_DEFAULT,
  defaultBranding,
} from '@portal/contract';
import { z } from 'zod';
import { type StorageSetting, parseStorageSetting } from './storage/storage-setting.js';
import { ConfigError, emptyToUndefined, integer, optionalText } from './config/env-values.js';
import { type HttpTimeouts, httpTimeoutsEnv, httpTimeoutsOf } from './config/http-timeouts.js';
import { type LoadSheddingSettings, loadSheddingEnv, loadSheddingOf } from './config/load-shedding.js';
import { type MetricsSettings, metricsEnv, metricsSettingsOf } from './config/metrics-settings.js';
import { type TracingSettings, tracingEnv, tracingSettingsOf } from './config/tracing-settings.js';
import {
  NOTICE_SECRET_VARIABLES,
  type NoticeSettings,
  noticeEnv,
  noticeSettingsOf,
} from './config/notice-settings.js';
import { type TrustProxySetting, parseTrustProxy } from './config/trust-proxy-setting.js';

export { ConfigError } from './config/env-values.js';
export type { HttpTimeouts } from './config/http-timeouts.js';
export {
  DEFAULT_SMTP_FROM,
  type DeliverySettings,
  type NotifierSetting,
  type ProviderWebhookSetting,
} from './config/notice-settings.js';

/**
 * Configuration is read from the environment once, at start-up, into a typed object (STYLE.md
 * principle 7). A bad value stops the server with a message naming the variable; nothing else in
 * the server reads process.env.
 */

export type SignInVerification = 'always' | 'new-device' | 'never';
export type SeedDemoSetting = 'auto' | 'yes' | 'no';

/**
 * Issue 29 item 6: what one claimant may keep waiting. Uploads not yet sent with their form (count and
 * total bytes), and forms opened but not sent within the last PENDING_UPLOAD_HOURS.
 */
export interface ClaimantQuotas {
  pendingUploads: number;
  pendingUploadBytes: number;
  openForms: number;
}

export interface Config extends NoticeSettings {
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
  /** SIGNIN_CONCURRENCY and SIGNIN_QUEUE_MAX: sign-ins run at once, and waiting, per server (issue 33). */
  signInAdmission: { concurrency: number; queueMax: number };
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
  httpTimeouts: HttpTimeouts;
  /** SHED_*: when calls are refused with 503 to shed load (issue 33). */
  loadShedding: LoadSheddingSettings;
  /** METRICS_PORT and METRICS_HOST: Prometheus's listener (issue 33). */
  metrics: MetricsSettings;
  /** OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT and friends: where spans go; null: no tracing (issue 33). */
  tracing: TracingSettings | null;
  buildTime: string;
  gitCommit: string;
  /** DEMO=1: this is a demo, so the outbox may be served beyond loopback. */
  isDemo: boolean;
  /** Access codes one account, or one mobile/e-mail destination, may be sent per hour. */
  accessCodeHourlyLimit: number;
  /** PENDING_UPLOAD_HOURS: a claimant upload still pending after this long is swept (modules/files/upload-sweep.ts). */
  pendingUploadHours: number;
  /** STORAGE_URL (+ AWS_REGION, AWS_ENDPOINT_URL): local disk in DATA_DIR/files, or S3 (storage/storage-setting.ts). */
  storage: StorageSetting;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (config/trust-proxy-setting.ts; issue 29 item 2). */
  trustProxy: TrustProxySetting;
  /** PENDING_UPLOADS_MAX, PENDING_UPLOAD_MB_MAX, OPEN_FORMS_MAX (claimant-submissions/claimant-quotas.ts). */
  claimantQuotas: ClaimantQuotas;
}

export type Env = Record<string, string | undefined>;

const serverDir = dirname(fileURLToPath(import.meta.url));
/** `apps/server/src` (tests, tsx) and `apps/server/dist` (production) both sit two levels below apps/. */
const defaultWebDistDir = resolve(serverDir, '../../web/dist');

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
  SIGNIN_CONCURRENCY: integer(1, 64, 2),
  SIGNIN_QUEUE_MAX: integer(0, 100_000, 100),
  PROVIDER_NAME: optionalText.default(defaultBranding.providerName),
  PROVIDER_PHONE: optionalText.default(defaultBranding.providerPhone),
  WEB_DIST_DIR: optionalText,
  BODY_LIMIT_BYTES: integer(1024, 64 * 1024 * 1024, 1024 * 1024),
  PROVIDER_BODY_LIMIT_BYTES: integer(1024, 512 * 1024 * 1024, 64 * 1024 * 1024),
  BUILD_TIME: optionalText.default('unknown'),
  GIT_COMMIT: optionalText.default('unknown'),
  DEMO: z.preprocess(emptyToUndefined, z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional()),
  ACCESS_CODE_HOURLY_LIMIT: integer(1, 1000, 5),
  PENDING_UPLOAD_HOURS: integer(1, 24 * 365, 24),
  STORAGE_URL: optionalText,
  AWS_REGION: optionalText,
  AWS_ENDPOINT_URL: optionalText,
  TRUST_PROXY: optionalText,
  PENDING_UPLOADS_MAX: integer(1, 100_000, PENDING_UPLOADS_MAX_DEFAULT),
  PENDING_UPLOAD_MB_MAX: integer(1, 1_000_000, PENDING_UPLOAD_MB_MAX_DEFAULT),
  OPEN_FORMS_MAX: integer(1, 100_000, OPEN_FORMS_MAX_DEFAULT),
  ...httpTimeoutsEnv,
  ...loadSheddingEnv,
  ...metricsEnv,
  ...tracingEnv,
  ...noticeEnv,
});

/** Values that may carry credentials are never repeated in an error message (it reaches the console). */
const SECRET_VARIABLES = new Set<string>(NOTICE_SECRET_VARIABLES);

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
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if ('problem' in trustProxy) throw new ConfigError(`Invalid configuration: ${trustProxy.problem}`);
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
    signInAdmission: { concurrency: e.SIGNIN_CONCURRENCY, queueMax: e.SIGNIN_QUEUE_MAX },
    providerName: e.PROVIDER_NAME,
    providerPhone: e.PROVIDER_PHONE,
    contactReplyWorkingDays: e.CONTACT_REPLY_WORKING_DAYS,
    bankCoolingOffDays: e.BANK_COOLING_OFF_DAYS,
    reimbursementDailyLimit: e.REIMBURSEMENT_DAILY_LIMIT,
    webDistDir: e.WEB_DIST_DIR === undefined ? defaultWebDistDir : resolve(cwd, e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    providerBodyLimitBytes: e.PROVIDER_BODY_LIMIT_BYTES,
    httpTimeouts: httpTimeoutsOf(e),
    loadShedding: loadSheddingOf(e),
    metrics: metricsSettingsOf(e),
    tracing: tracingSettingsOf(e),
    buildTime: e.BUILD_TIME,
    gitCommit: e.GIT_COMMIT,
    ...noticeSettingsOf(e),
    isDemo: e.DEMO === '1',
    accessCodeHourlyLimit: e.ACCESS_CODE_HOURLY_LIMIT,
    pendingUploadHours: e.PENDING_UPLOAD_HOURS,
    storage: storage.setting,
    trustProxy: trustProxy.setting,
    claimantQuotas: {
      pendingUploads: e.PENDING_UPLOADS_MAX,
      pendingUploadBytes: e.PENDING_UPLOAD_MB_MAX * 1024 * 1024,
      openForms: e.OPEN_FORMS_MAX,
    },
  };
}
