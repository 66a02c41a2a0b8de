// The case group "claim home at scale" of `npm run bench` (issue 32 "Done when": claim home's calls at
// 10 000 timeline events and 500 payments, each within 2x the bare route's cost), run once per database.
// The built server starts on a fresh data folder (SQLite) or a throw-away PostgreSQL database with the
// demo data; a provider API key is made with the provider CLI, and Alex's claim 12/34567 is filled
// through the provider API itself (PUT events, PUT payments), as a claims system would fill it, so the
// rows are exactly what the portal stores. Alex signs in and each of claim home's calls is measured
// next to a bare Fastify route answering that call's own answer (the same bytes), in interleaved rounds.
//   BENCH_TIMELINE_EVENTS (default 10000) and BENCH_PAYMENTS (default 500) set the fill.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startBareFastify } from './bare-fastify.mjs';
import { createBenchDatabase } from './bench-postgres.mjs';
import { cpuColumns, measureAgainstFloor, ratioColumns } from './bench-measure.mjs';
import { DEMO_CLAIM_NUMBER as CLAIM_NUMBER, signInWithClaim } from './bench-sign-in.mjs';
import { repoRoot } from './build-output.mjs';
import { describeStatuses, probe, tableHeader, tableRow } from './load-loop.mjs';
import { BENCH_SERVER_ENV, startServer } from './server-process.mjs';

const run = promisify(execFile);
/** Issue 32's bound: each call within 2x the bare route's cost, i.e. at least half its requests/s. */
const TARGET_RATIO = 0.5;
const FILL_CONCURRENCY = 8;

/** A provider API key for the bench's server, made by the provider CLI on the same database. */
async function createProviderKey(server, databaseUrl) {
  const cli = join(repoRoot, 'apps/server/dist/cli/provider.js');
  const env = {
    ...process.env,
    DATA_DIR: server.dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const { stdout } = await run(process.execPath, [cli, 'create-api-key', 'bench'], { env, cwd: repoRoot });
  const key = stdout.match(/pk_[A-Za-z0-9_-]+/)?.[0];
  if (!key) throw new Error(`create-api-key printed no key: ${stdout.slice(0, 200)}`);
  return key;
}

/** PUTs `count` bodies to `pathOf(i)` with a few in flight; throws on the first refusal. */
async function putAll(baseUrl, key, count, pathOf, bodyOf) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(baseUrl + pathOf(i), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(bodyOf(i)),
        signal: AbortSignal.timeout(30_000),
      });
      if (!response.ok)
        throw new Error(`PUT ${pathOf(i)} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: FILL_CONCURRENCY }, worker));
}

const DAY_MS = 86_400_000;
/** dd/mm/yyyy of the Melbourne day `daysAgo` days before now (near enough: whole days back from noon UTC). */
function ddmmyyyy(daysAgo) {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Melbourne',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() - daysAgo * DAY_MS));
  const part = (type) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

const eventTitles = [
  'Treatment approved',
  'Certificate of capacity received',
  'Decision made',
  'Claim reviewed',
];

/** Fills the claim's timeline and payments through the provider API; answers the seconds it took. */
async function fillClaim(baseUrl, key, { events, payments }) {
  const started = performance.now();
  // Events over ten years, a few a day, so the newest pages and the deep ones both hold real rows.
  await putAll(
    baseUrl,
    key,
    events,
    (i) => `/provider/v1/events/bench-event-${i}`,
    (i) => ({
      ClaimNumber: CLAIM_NUMBER,
      Date: new Date(Date.now() - Math.floor((i * 3650 * DAY_MS) / events) - 60_000).toISOString(),
      Title: eventTitles[i % eventTitles.length],
      Body: `Generated event ${i} for the benchmark: what happened, in a sentence or two of plain words.`,
    }),
  );
  // Payments a week apart going back ~10 years, the newest two still scheduled.
  await putAll(
    baseUrl,
    key,
    payments,
    (i) => `/provider/v1/payments/bench-payment-${i}`,
    (i) => ({
      ClaimNumber: CLAIM_NUMBER,
      Kind: i % 5 === 0 ? 'other' : 'incomeSupport',
      Description: i % 5 === 0 ? 'Travel allowance' : 'Weekly income support',
      Amount: 45_000 + (i % 7) * 1_250,
      Status: i < 2 ? 'scheduled' : 'paid',
      PaymentDate: ddmmyyyy(i < 2 ? -7 * (i + 1) : 7 * i),
    }),
  );
  return (performance.now() - started) / 1000;
}

function claimHomeCases(token, timelineCursor) {
  const call = (name, path, extra = {}) => ({
    name,
    method: 'POST',
    path,
    body: { AccessToken: token, ...extra },
    expectStatus: 200,
  });
  return [
    call('gettasks', '/api/tasks/gettasks'),
    call('gettaskcount', '/api/tasks/gettaskcount'),
    call('getpaymentsummary', '/api/payments/getpaymentsummary'),
    call('getpayments (this financial year)', '/api/payments/getpayments'),
    call('gettimeline first page (10)', '/api/timeline/gettimeline'),
    call('gettimeline page 100 (events 991-1000)', '/api/timeline/gettimeline', { Before: timelineCursor }),
  ];
}

/** Follows the timeline's cursors `pages - 1` times; answers the cursor of page `pages`. */
async function cursorOfPage(baseUrl, token, pages) {
  let before = undefined;
  for (let page = 1; page < pages; page += 1) {
    const answer = await probe(baseUrl, {
      method: 'POST',
      path: '/api/timeline/gettimeline',
      body: { AccessToken: token, ...(before ? { Before: before } : {}) },
      expectStatus: 200,
    });
    before = answer.body?.Next;
    if (answer.status !== '200' || !before) throw new Error(`gettimeline page ${page} had no next cursor`);
  }
  return before;
}

/** Measures each case against a bare route answering that case's own answer. */
async function measureCases(target, cases, settings) {
  const rows = [];
  for (const benchCase of cases) {
    const answer = await probe(target.baseUrl, benchCase);
    if (answer.status !== '200') throw new Error(`${benchCase.name} answered ${answer.status}`);
    const bare = await startBareFastify(answer.body);
    try {
      const run = await measureAgainstFloor(target, bare, [benchCase], settings);
      rows.push({ benchCase, answerBytes: answer.bytes, bare: run.bare, ...run.measured[0] });
    } finally {
      await bare.stop();
    }
  }
  return rows;
}

function report(database, rows) {
  const results = [];
  let failed = false;
  console.log(
    tableHeader(
      `  ${'req/s÷bare'.padStart(10)} ${'p99×bare'.padStart(8)} ${'cpu ms'.padStart(7)} ${'db cpu'.padStart(6)}  target`,
    ),
  );
  for (const { benchCase, answerBytes, bare, result, vsBare } of rows) {
    const met = vsBare.rps >= TARGET_RATIO;
    if (!met || result.errors > 0) failed = true;
    const note = `${met ? 'met' : 'NOT met'} (≥ ${TARGET_RATIO}), ${(answerBytes / 1024).toFixed(1)} KiB`;
    console.log(
      tableRow(
        benchCase.name,
        result,
        `${ratioColumns(vsBare.rps, vsBare.p99)} ${cpuColumns(result)}  ${note}`,
      ),
    );
    if (result.errors > 0) {
      console.log(`    answers: ${describeStatuses(result.statuses)} (expected ${benchCase.expectStatus})`);
    }
    results.push({
      case: `${benchCase.name} [${database}]`,
      database,
      expectStatus: benchCase.expectStatus,
      answerBytes,
      bareRps: bare.rps,
      vsBare: { rps: vsBare.rps, p99: vsBare.p99, rpsByRound: vsBare.rounds },
      target: `req/s ≥ ${TARGET_RATIO}× bare`,
      met,
      ...result,
    });
  }
  return { results, failed };
}

/**
 * Runs the group on `database` ('sqlite' or 'postgres') and prints its table; answers { results,
 * failed }. settings: { requests, concurrency, warmup, rounds, events, payments, password, postgresUrl }.
 */
export async function runClaimHomeGroup(database, settings) {
  let postgres = null;
  let server = null;
  try {
    let env = {};
    let label = 'SQLite (embedded default)';
    if (database === 'postgres') {
      postgres = await createBenchDatabase(settings.postgresUrl);
      env = { DATABASE_URL: postgres.url, SEED_DEMO: '1' };
      label = `PostgreSQL ${postgres.version} (database ${postgres.name})`;
    }
    server = await startServer({ env: { ...BENCH_SERVER_ENV, ...env } });
    const key = await createProviderKey(server, postgres?.url);
    const seconds = await fillClaim(server.baseUrl, key, settings);
    const token = await signInWithClaim(server.baseUrl, settings.password);
    console.log(
      `\nClaim home at scale, claim ${CLAIM_NUMBER} — ${label}\n` +
        `  ${settings.events} timeline events and ${settings.payments} payments PUT through the provider API ` +
        `in ${seconds.toFixed(1)} s, on top of the demo data; each call next to a bare route answering ` +
        `its own answer, ${settings.rounds} rounds`,
    );
    const cursor = await cursorOfPage(server.baseUrl, token, 100);
    const target = { baseUrl: server.baseUrl, pid: server.pid, databasePids: postgres?.backendPids };
    const rows = await measureCases(target, claimHomeCases(token, cursor), settings);
    return report(database, rows);
  } finally {
    try {
      if (server) await server.stop();
    } finally {
      if (postgres) await postgres.drop();
    }
  }
}
