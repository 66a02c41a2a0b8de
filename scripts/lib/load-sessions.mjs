// The load case of `npm run bench` (issue 33 "Load": a mixed day). BENCH_LOAD_SESSIONS (default 500)
// claimants at once for BENCH_LOAD_SECONDS (default 120), each a different person (load-claimants.mjs),
// on the embedded SQLite default with one server, and on PostgreSQL with two servers behind a local
// balancer (load-balancer.mjs) sharing the database. Each session makes visits as a claimant does, with
// a pause to read between calls (BENCH_THINK_MS, default 1000-4000, uniform): sign in (argon2id) and
// pick the claim; the claim home's calls at once (unread count, things to do, payments summary, what's
// happening); the inbox's first page; then one errand: half Send documents (three draft saves, one
// 100 KB upload every other time), a quarter an enquiry (its form, then its submit), a quarter the
// payments list; then sign out. Each visit opens a new connection (the balancer may send it to the
// other server), as a browser does the next time.
// Reports requests/s and p50/p95/p99 per call, errors (target 0: any answer but the expected one, or
// none within 10 s; a 503 from load shedding is counted apart), the draft save's p99 (target 500 ms),
// each process's share of the CPU, the most calls waiting for a PostgreSQL connection and the most
// statements waiting for a lock, so what limits throughput is named from measurements.
// Every submitted enquiry is announced to a local webhook receiver by the outbox worker, and the case
// fails unless every event arrives (issue 29; repeats are counted and shown).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createBenchDatabase } from './bench-postgres.mjs';
import { startBalancer } from './load-balancer.mjs';
import { loadPerson, seedLoadClaimants } from './load-claimants.mjs';
import { percentile } from './load-loop.mjs';
import { cpuSampler, limitOf, waitSampler } from './load-measure.mjs';
import { DRAFT_SAVE, Tally, visit } from './load-visit.mjs';
import { startWebhookReceiver, waitForEvents } from './load-webhook-receiver.mjs';
import { BENCH_SERVER_ENV, freePort, startServer } from './server-process.mjs';

/** The draft save's p99 target (issue 33). */
const DRAFT_SAVE_P99_MS = 500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function summarise(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** Runs every session's visits until the time is up; answers per-call and overall figures. */
async function drive(baseUrl, settings, tally) {
  const [low, high] = settings.thinkMs;
  const think = () => low + Math.random() * (high - low);
  const deadline = performance.now() + settings.seconds * 1000;
  const started = performance.now();
  const session = async (index) => {
    const person = loadPerson(index);
    // Arrivals are spread over the first pauses, not all at the first millisecond.
    await sleep(Math.random() * high);
    while (performance.now() < deadline) {
      await visit(baseUrl, person, settings.password, think, deadline, tally);
      await sleep(think());
    }
  };
  await Promise.all(Array.from({ length: settings.sessions }, (_, index) => session(index)));
  return (performance.now() - started) / 1000;
}

const row = (r) =>
  `  ${r.name.padEnd(34)} ${String(r.requests).padStart(7)} ${String(r.errors).padStart(6)} ` +
  `${String(r.shed).padStart(5)} ${r.rps.toFixed(1).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ` +
  `${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;

/**
 * Starts the servers of the case: one on SQLite (the embedded default is one server's), two sharing
 * PostgreSQL behind the balancer. The first seeds the demo data; the load claimants are added before
 * the second starts. Each has a metrics listener of its own.
 */
async function startServers(database, settings, env, postgres) {
  const count = database === 'postgres' ? 2 : 1;
  const servers = [];
  const metricsPorts = [];
  for (let i = 0; i < count; i += 1) {
    const metricsPort = await freePort();
    metricsPorts.push(metricsPort);
    servers.push(
      await startServer({
        env: { ...env, METRICS_PORT: String(metricsPort), ...(i > 0 ? { SEED_DEMO: '0' } : {}) },
      }),
    );
    if (i === 0) {
      const url = postgres ? postgres.url : join(servers[0].dataDir, 'portal.sqlite');
      await seedLoadClaimants(url, settings.sessions);
    }
  }
  return { servers, metricsPorts };
}

/** Runs the load case on `database` and prints its table; answers { results, failed }. */
export async function runLoadGroup(database, settings) {
  let postgres = null;
  let servers = [];
  let balancer = null;
  const receiver = await startWebhookReceiver();
  try {
    let env = {};
    let label = 'SQLite (embedded default), one server';
    if (database === 'postgres') {
      postgres = await createBenchDatabase(settings.postgresUrl);
      env = { DATABASE_URL: postgres.url, SEED_DEMO: '1' };
      label = `PostgreSQL ${postgres.version}, two servers behind a local balancer`;
    }
    const webhook = {
      PROVIDER_WEBHOOK_URL: receiver.url,
      PROVIDER_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    };
    const started = await startServers(
      database,
      settings,
      // The balancer (and the driver, on SQLite) connects from loopback: trusted to name the client.
      { ...BENCH_SERVER_ENV, TRUST_PROXY: 'loopback', ...webhook, ...env },
      postgres,
    );
    servers = started.servers;
    let baseUrl = servers[0].baseUrl;
    const processes = Object.fromEntries(servers.map((server, i) => [`server ${i + 1}`, server.pid]));
    if (servers.length > 1) {
      balancer = await startBalancer(servers.map((server) => ({ host: '127.0.0.1', port: server.port })));
      baseUrl = balancer.baseUrl;
      processes.balancer = balancer.pid;
    }
    const tally = new Tally();
    const cpu = await cpuSampler(processes, postgres);
    const waits = waitSampler(started.metricsPorts, postgres?.url ?? null);
    const seconds = await drive(baseUrl, settings, tally);
    const cpuShares = await cpu(seconds);
    const most = await waits();
    // Each submitted enquiry is one submission.created event; the worker may still be sending the last.
    const counts = await waitForEvents(receiver, tally.enquiries, 60_000);
    const outbox = {
      enquiries: tally.enquiries,
      eventsDelivered: counts.events,
      duplicates: counts.repeats,
      // A submit whose answer was lost may still have been made: its event counts too.
      met: counts.events >= tally.enquiries,
    };
    const rows = [...tally.perCall].map(([name, entry]) => ({
      name,
      errors: entry.errors,
      shed: entry.shed,
      statuses: entry.statuses,
      ...summarise(entry.latencies, seconds),
    }));
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    const shed = rows.reduce((sum, r) => sum + r.shed, 0);
    const total = { name: 'all calls', errors, shed, ...summarise(tally.all, seconds) };
    const draftSave = rows.find((r) => r.name === DRAFT_SAVE);
    const draftMet = draftSave !== undefined && draftSave.p99 <= DRAFT_SAVE_P99_MS;
    const limit = limitOf(cpuShares, most, settings.cores, rows);

    console.log(
      `\nLoad: a mixed day of ${settings.sessions} claimants for ${seconds.toFixed(0)} s — ${label}`,
    );
    console.log(
      `  pauses ${settings.thinkMs[0]}-${settings.thinkMs[1]} ms between calls; every visit signs in and out`,
    );
    console.log(
      `  ${'call'.padEnd(34)} ${'calls'.padStart(7)} ${'errors'.padStart(6)} ${'503s'.padStart(5)} ` +
        `${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    );
    for (const r of [...rows.sort((a, b) => b.requests - a.requests), total]) {
      console.log(row(r));
      if (r.errors > 0 && r.statuses) console.log(`    answers: ${JSON.stringify(r.statuses)}`);
    }
    console.log(
      `  errors other than load shedding's 503s: ${errors} against the target of 0: ${errors === 0 ? 'met' : 'NOT met'}` +
        ` (${shed} calls shed)`,
    );
    console.log(
      `  draft save p99 ${draftSave?.p99.toFixed(0) ?? '-'} ms against the target of ${DRAFT_SAVE_P99_MS}: ` +
        `${draftMet ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  CPU by process (cores): ${Object.entries(cpuShares)
        .map(([name, share]) => `${name} ${share.toFixed(2)}`)
        .join(', ')}`,
    );
    console.log(
      `  most waiting: ${most.poolWaiting} calls for a database connection, ${most.lockWaits} statements ` +
        `for a lock; event-loop delay p99 up to ${most.eventLoopP99Ms.toFixed(0)} ms`,
    );
    console.log(`  what limits throughput: ${limit}`);
    console.log(
      `  outbox worker: ${outbox.eventsDelivered} of ${outbox.enquiries} enquiries' webhook events delivered ` +
        `(${outbox.duplicates} delivered more than once, at least once is the contract): ${outbox.met ? 'met' : 'NOT met'}`,
    );
    const results = [...rows, total].map((r) => ({
      case: `load ${r.name} [${database}]`,
      database,
      sessions: settings.sessions,
      servers: servers.length,
      seconds,
      ...r,
    }));
    results.push({
      case: `load summary [${database}]`,
      database,
      draftSaveP99Met: draftMet,
      cpuShares,
      most,
      limit,
    });
    results.push({ case: `load outbox webhook events [${database}]`, database, ...outbox });
    return { results, failed: errors > 0 || !outbox.met };
  } finally {
    try {
      await balancer?.stop();
      for (const server of servers) await server.stop();
    } finally {
      try {
        if (postgres) await postgres.drop();
      } finally {
        await receiver.close();
      }
    }
  }
}
