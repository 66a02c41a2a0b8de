import { defineConfig } from 'vitest/config';

// One Vitest run holds every suite; scripts/test.mjs picks the projects and checks none was skipped.
// The "source" condition lets tests import the contract from its TypeScript source without a build.
const conditions = ['source', 'module', 'node', 'development|production'];
const serverProject = (name: string, db: 'sqlite' | 'postgres') => ({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: {
    name,
    root: 'apps/server',
    environment: 'node' as const,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
