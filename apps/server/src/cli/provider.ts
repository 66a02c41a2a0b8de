import { createProcessContext } from './cli-context.js';
import { runProvider } from './run-provider.js';

/**
 * The provider's command-line tool: `npm run provider -- <command>` (root package.json). Reads the
 * server's configuration (DATABASE_URL, DATA_DIR), migrates the database, runs one command from
 * ./commands and exits with its code.
 */
const context = createProcessContext(process.env, process.cwd());
try {
  process.exitCode = await runProvider(process.argv.slice(2), context);
} finally {
  await context.close();
}
