import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './apps/server/test/support/isolated-test-files.js';

// One Vitest run holds every suite; scripts/test.mjs picks the projects and checks none was skipped.
// The "source" condition lets tests import the contract from its TypeScript source without a build.
const conditions = ['source', 'module', 'node', 'development|production'];
// The server's tests run its dependencies as Node does: without "module", which would pick the AWS SDK's
// dist-es build (extensionless ESM imports Node cannot load) instead of the dist-cjs one Node uses.
const serverConditions = conditions.filter((condition) => condition !== 'module');
// test/scale starts two servers on one PostgreSQL database: the SQLite project leaves it out, so it
// runs in server-postgres only (and a SQLite run does not count it as skipped).
// Each database's suite is two projects: most files share one module graph per worker (isolate: false,
// so the server is imported once per worker rather than once per file), and the files that mock modules
// or change the environment keep a graph of their own (test/support/isolated-test-files.ts says why).
const serverProject = (name: string, db: 'sqlite' | 'postgres', isolated: boolean) => {
  const excluded = [...configDefaults.exclude, ...(db === 'sqlite' ? ['test/scale/**'] : [])];
  return {
    resolve: { conditions: serverConditions },
    ssr: { resolve: { conditions: serverConditions, externalConditions: ['source'] } },
    test: {
      name: isolated ? `${name}-isolated` : name,
      root: 'apps/server',
      environment: 'node' as const,
      include: isolated ? isolatedTestFiles : ['src/**/*.test.ts', 'test/**/*.test.ts'],
      exclude: isolated ? excluded : [...excluded, ...isolatedTestFiles],
      isolate: isolated,
      env: { TEST_DB: db },
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
};

// Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one, so every file ran
// after the other and the e2e files' waits on Chromium and the server (over a third of the run) held the
// rest up. One more worker overlaps them with the other suites' files (the e2e files still run one at a
// time, fileParallelism below). The server tests each use a schema or database of their own.
const maxWorkers = Math.max(availableParallelism() - 1, 2);

export default defineConfig({
  test: {
    maxWorkers,
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
      serverProject('server-sqlite', 'sqlite', false),
      serverProject('server-sqlite', 'sqlite', true),
      serverProject('server-postgres', 'postgres', false),
      serverProject('server-postgres', 'postgres', true),
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
