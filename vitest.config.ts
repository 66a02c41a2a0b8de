import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { isolatedTestFiles } from './apps/server/test/support/isolated-test-files.js';
import { isolatedWebTestFiles } from './apps/web/src/test/isolated-test-files.js';

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

// The web suite is two projects in the same way (src/test/isolated-test-files.ts says which files need
// a graph and a jsdom of their own); both take the rest of their configuration from the web app's.
const webTestFiles = ['src/**/*.test.{ts,tsx}'];
const webProject = (isolated: boolean) => ({
  extends: './apps/web/vite.config.ts',
  root: 'apps/web',
  test: {
    name: isolated ? 'web-isolated' : 'web',
    include: isolated ? isolatedWebTestFiles : webTestFiles,
    exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...isolatedWebTestFiles],
    isolate: isolated,
  },
});

// Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one, so every file ran
// after the other. Two workers at least; the server tests each use a schema or database of their own.
const maxWorkers = Math.max(availableParallelism() - 1, 2);
// The e2e files run after the other suites (sequence.groupOrder), in E2E_LANES lanes at once (1 unless
// set), each lane with a server and database of its own (support/lane.ts), so two journeys never share
// demo data. Two lanes took the suite from about 580 to 450 s, but three of four gates on the 2-core
// machine then failed a journey's timing (a layout shift, a 10 s wait, the idle warning), so the gate
// runs one; one lane too when DATABASE_URL points every server at one database.
const requestedLanes = Math.min(Math.max(Number(process.env.E2E_LANES ?? 1) || 1, 1), 4);
const e2eLanes = process.env.DATABASE_URL?.trim() ? 1 : requestedLanes;

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
      webProject(false),
      webProject(true),
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'e2e',
          root: 'tests/e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          maxWorkers: e2eLanes,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['./support/global-setup.ts'],
        },
      },
    ],
  },
});
