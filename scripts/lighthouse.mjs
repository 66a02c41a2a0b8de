// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on /login, /claim, /inbox,
// /reimbursementform and /services of the built server with the demo data, signed in as Alex where a
// route needs it (scripts/lib/lighthouse-runner.mjs), LIGHTHOUSE_RUNS times (3 by default), or only the
// routes LIGHTHOUSE_ROUTES names (e.g. `/login`). Prints
// performance, accessibility, best practices, LCP, TBT and CLS per route, each row the route's median
// run with every run's performance score after it, and the binary audits that failed; above the table,
// Lighthouse's benchmark index and the load average of its runs and the cores (issue 28). Writes
// .bench/lighthouse.json, the machine included.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, repoRoot } from './lib/build-output.mjs';
import { chromiumInstallHint, chromiumPath, isChromiumAvailable } from './lib/chromium.mjs';
import {
  lighthouseRoutesFromEnv,
  lighthouseRunsFromEnv,
  lighthouseTableHeader,
  lighthouseTableRow,
  lighthouseTableTitle,
  runLighthouse,
} from './lib/lighthouse-runner.mjs';
import { startServer } from './lib/server-process.mjs';

if (!isChromiumAvailable()) {
  console.error(`Chromium is not at ${chromiumPath()}. ${chromiumInstallHint}`);
  process.exit(1);
}
const runs = lighthouseRunsFromEnv();
const routes = lighthouseRoutesFromEnv();
await ensureBuilt();
const server = await startServer({ env: { LOG_LEVEL: 'warn', SIGNIN_VERIFICATION: 'never' } });
let result;
try {
  result = await runLighthouse({
    baseUrl: server.baseUrl,
    credentials: { email: 'alex@example.com', password: 'Portal-demo-1' },
    routes,
    runs,
  });
} finally {
  await server.stop();
}
const { rows, machine } = result;
for (const line of lighthouseTableTitle(runs, machine)) console.log(line);
console.log('');
console.log(lighthouseTableHeader());
for (const row of rows) {
  console.log(lighthouseTableRow(row));
  if (row.failedAudits.length > 0) console.log(`${''.padEnd(4)}failed: ${row.failedAudits.join(', ')}`);
  for (const error of row.errors) console.log(`${''.padEnd(4)}error in a run: ${error}`);
  if (row.retriedRuns > 0)
    console.log(`${''.padEnd(4)}runs Lighthouse could not record at first, tried again: ${row.retriedRuns}`);
}
mkdirSync(join(repoRoot, '.bench'), { recursive: true });
writeFileSync(
  join(repoRoot, '.bench/lighthouse.json'),
  JSON.stringify({ date: new Date().toISOString(), machine, rows }, null, 2) + '\n',
);
console.log('\nResults written to .bench/lighthouse.json');
