import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run holds every suite; scripts/test.mjs picks the projects and checks none was skipped.
// The "source" condition lets tests import the contract from its TypeScript source without a build.
const conditions = ['source', 'module', 'node', 'development|production'];
// The server's tests run its dependencies as Node does: without "module", which would pick the AWS SDK's
// dist-es build (extensionless ESM imports Node cannot load) instead of the dist-cjs one Node uses.
const serverConditions = conditions.filter((condition) => condition !== 'module');
// test/scale starts two servers on one PostgreSQL database: the SQLite project leaves it out, so it
// runs in server-postgres only (and a SQLite run does not count it as skipped).
const serverProject = (name: string, db: 'sqlite' | 'postgres') => ({
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
  test: {
    name,
    root: 'apps/server',
    environment: 'node' as const,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: db === 'sqlite' ? [...configDefaults.exclude, 'test/scale/**'] : configDefaults.exclude,
    env: { TEST_DB: db },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server-sqlite', 'sqlite'),
      serverProject('server-postgres', 'postgres'),
      'apps/web/vite.config.ts',
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'e2e',
          root: 'tests/e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
