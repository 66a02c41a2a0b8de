/**
 * The server test files that run with a module graph of their own (projects server-sqlite-isolated and
 * server-postgres-isolated in vitest.config.ts); every other server test file shares one graph per
 * worker (isolate: false), which saves importing the server afresh for each file.
 *
 * A file belongs here when it swaps or changes what other files would import or read:
 * - vi.mock: Vitest resets the mock registry and the module cache only between isolated files, so in a
 *   shared worker the mock would reach later files, or miss modules an earlier file already loaded;
 * - vi.stubEnv or assignments to process.env: the environment is one per worker;
 * - vi.stubGlobal, vi.useFakeTimers, vi.resetModules, vi.doMock: the same, for globals and the graph.
 * test/test-isolation.test.ts fails when a file doing any of these is missing from this list, or when
 * an entry no longer needs to be here. Paths are relative to apps/server.
 */
export const isolatedTestFiles = [
  // vi.mock of @node-rs/argon2: counts hashes and verifications to prove one wins a race.
  'test/account/update-password-races.test.ts',
  'test/account-recovery/recovery-races.test.ts',
  'test/sign-in/throttle-races.test.ts',
  'test/sign-in/sign-in-admission.test.ts',
  // vi.mock of the access code secret: counts comparisons.
  'test/access-code/access-code-races.test.ts',
  'test/access-code/access-code-lockout.test.ts',
  // vi.mock of the audit service: a failing audit write rolls back the transaction.
  'test/files/audit-in-transaction.test.ts',
  'test/provider-messages/audit-in-transaction.test.ts',
  // vi.mock of the provider messages repository: a lookup that misses once.
  'test/provider-messages/provider-message-reference.test.ts',
  // vi.mock of node:fs/promises and the submissions service: orders the export's steps.
  'test/provider-submissions/submission-export.test.ts',
  // Sets TEST_DB and TEST_DATABASE_URL to reach an unreachable PostgreSQL.
  'test/db/connect.test.ts',
  // Starts the process's tracer provider (OpenTelemetry's global): every later file would be traced.
  'test/observability/tracing.test.ts',
  // vi.stubEnv of the S3 credentials (PostgreSQL only).
  'test/scale/two-servers.test.ts',
];
