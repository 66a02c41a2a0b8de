// Before any schema parses: Zod's English issue texts (lib/zod-english.ts).
import './lib/zod-english.js';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { lazyChildLogger } from './http/lazy-child-logger.js';
import { loggerOptions } from './http/logger-options.js';
import { fastifyTrustProxy } from './config/trust-proxy-setting.js';
import { notImplementedRoutes } from './http/not-implemented.js';
import { providerApiPlugin } from './provider-api/provider-api.plugin.js';
import { type Clock, systemClock } from './lib/clock.js';
import { newRequestId } from './lib/request-ids.js';
import { accessCodeRoutes } from './modules/access-code/access-code.routes.js';
import { bankDetailsRoutes } from './modules/bank-details/bank-details.routes.js';
import { contactDetailsRoutes } from './modules/contact-details/contact-details.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { addressLookupRoutes } from './modules/address-lookup/address-lookup.routes.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { dropdownRoutes } from './modules/dropdown/dropdown.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { informationRoutes } from './modules/information/information.routes.js';
import { getInformation } from './modules/information/information.service.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { accountRecoveryRoutes } from './modules/account-recovery/account-recovery.routes.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { sessionPlugin } from './modules/session/session.plugin.js';
import { signInRoutes } from './modules/sign-in/sign-in.routes.js';
import { claimantSubmissionsRoutes } from './modules/claimant-submissions/claimant-submissions.routes.js';
import { reimbursementKindOf, reimbursementRoutes } from './modules/reimbursement/index.js';
import { contactUsRoutes } from './modules/contact-us/contact-us.routes.js';
import { authorityFormRoutes } from './modules/authority-form/authority-form.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { personalDetailsRoutes } from './modules/personal-details/personal-details.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { sentItemsRoutes } from './modules/sent-items/sent-items.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { timelineRoutes } from './modules/timeline/timeline.routes.js';
import { servicesRoutes } from './modules/services/services.routes.js';
import { surveyRoutes } from './modules/survey/survey.routes.js';
import type { Notifier } from './notifier/notifier.js';
import { DEV_OUTBOX_PATH, devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes.js';
import { notifierPlugin } from './notifier/notifier-plugin.js';
import { deliveriesPlugin } from './modules/deliveries/deliveries.plugin.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin, frameworkErrorOptions } from './plugins/errors.js';
import { loadSheddingPlugin } from './plugins/load-shedding.js';
import { metricsPlugin } from './plugins/metrics.js';
import { multipartPlugin } from './plugins/multipart.js';
import { nulGuardPlugin } from './plugins/nul-guard.js';
import { requestTimeoutsPlugin, serverTimeoutOptions } from './plugins/request-timeouts.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { storagePlugin } from './plugins/storage.js';
import { tracingPlugin } from './plugins/tracing.js';
import { webAppPlugin } from './plugins/web-app.js';
import type { FileStorage } from './storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; every rule that depends on time reads it here so tests can move it. */
    now: Clock;
  }
}

export interface AppOverrides {
  /** A database made by the caller (tests); it is migrated but not closed by the app. */
  database?: DatabaseHandle;
  now?: Clock;
  storage?: FileStorage;
  /** Replaces the configured notifier transports (tests read the messages it was given). */
  notifier?: Notifier;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** false: no delivery worker in this app (the provider CLI; the servers deliver). Issue 29. */
  deliveryWorker?: boolean;
}

/**
 * Builds the whole server without listening (tests call it through app.inject). Later modules add a
 * `<domain>.routes.ts` plugin to the list below; contract endpoints without one answer
 * "not available yet" (http/not-implemented.ts).
 */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logStream
      ? { ...loggerOptions(config), stream: overrides.logStream }
      : loggerOptions(config),
    // Request ids are ours and random; a client cannot choose the id its errors are logged under.
    genReqId: newRequestId,
    requestIdHeader: false,
    // A request's logger is made when it first logs (http/lazy-child-logger.ts).
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimitBytes,
    // request.ip is the client's address behind the configured proxies, the socket's otherwise (issue 29 item 2).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeoutOptions(config.httpTimeouts),
    ...frameworkErrorOptions,
  });

  // Only JSON (and multipart for uploads) are accepted; a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('now', overrides.now ?? systemClock);
  app.decorate('endpointRegistry', new Set<string>());

  // First: every hook and route after it is seen by the request's span (while tracing runs).
  await app.register(tracingPlugin);
  await app.register(securityHeadersPlugin, { isHttps: config.publicOrigin.startsWith('https://') });
  await app.register(errorsPlugin);
  // Before load shedding, so a refused call is counted too (its 503).
  await app.register(metricsPlugin, config.metrics);
  await app.register(loadSheddingPlugin, config.loadShedding);
  await app.register(requestTimeoutsPlugin, {
    timeouts: config.httpTimeouts,
    bodyLimitBytes: config.bodyLimitBytes,
  });
  await app.register(compressionPlugin);
  await app.register(nulGuardPlugin);
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, database: overrides.database });
  await app.register(sessionPlugin, {
    settings: { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours },
    clock: app.now,
  });
  await app.register(authPlugin, { clock: app.now });
  await app.register(storagePlugin, { setting: config.storage, storage: overrides.storage });
  await app.register(multipartPlugin);
  await app.register(notifierPlugin, {
    notifier: overrides.notifier,
    outbox: { path: DEV_OUTBOX_PATH, routes: devOutboxRoutes },
  });
  await app.register(deliveriesPlugin, { worker: overrides.deliveryWorker });

  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(maintenanceRoutes);
  await app.register(dropdownRoutes);
  await app.register(informationRoutes);
  await app.register(contentRoutes);
  await app.register(addressLookupRoutes);
  await app.register(signInRoutes);
  await app.register(registrationRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(accessCodeRoutes);
  await app.register(claimsRoutes);
  await app.register(accountRoutes);
  await app.register(personalDetailsRoutes);
  await app.register(filesRoutes);
  // Reimbursement plugs its receipts kind into the submission pipeline (issue 31).
  const receipts = reimbursementKindOf(config);
  await app.register(claimantSubmissionsRoutes, { kinds: { receipts } });
  await app.register(reimbursementRoutes, { receipts });
  await app.register(contactUsRoutes);
  await app.register(authorityFormRoutes);
  await app.register(contactDetailsRoutes);
  await app.register(bankDetailsRoutes);
  await app.register(inboxRoutes);
  await app.register(sentItemsRoutes);
  await app.register(tasksRoutes);
  await app.register(paymentsRoutes);
  await app.register(timelineRoutes);
  await app.register(surveyRoutes);
  await app.register(servicesRoutes);
  await app.register(providerApiPlugin);
  // Last among the API routes: fills in every contract endpoint no module has registered.
  await app.register(notImplementedRoutes);

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    information: getInformation(config),
  });
  return app;
}
