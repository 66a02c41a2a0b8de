// Runs the real entry point (src/server.ts) in a process of its own, from TypeScript source, for tests
// that kill a server with SIGKILL and start it again (issue 29 "kill -9 between the change and the
// delivery"). Vite's module runner (the same one Vitest uses) transforms the TypeScript; @portal/contract
// is read from its source as in the tests, every other package is loaded by Node as in production.
// Configuration comes from the environment exactly as for `npm start`.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
await runnerImport(entry, {
  logLevel: 'silent',
  environments: {
    inline: { resolve: { noExternal: ['@portal/contract'], conditions: ['source'] } },
  },
});
