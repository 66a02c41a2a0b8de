// What the load case measures besides latencies (issue 33: "what limits throughput named"): each
// process's share of the CPU, the calls waiting for a PostgreSQL connection and statements waiting for a
// lock, sampled while the day runs, and from them the name of what limits throughput.
import pg from 'pg';
import { processCpuMs } from './load-loop.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time of the processes that share the machine, sampled at the start and end of the run. */
export async function cpuSampler(processes, postgres) {
  const read = async () => {
    const sample = {};
    for (const [name, pid] of Object.entries(processes)) sample[name] = processCpuMs(pid) ?? 0;
    sample['load driver (this process)'] = process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000;
    if (postgres) {
      let total = 0;
      for (const pid of await postgres.backendPids()) total += processCpuMs(pid) ?? 0;
      sample['PostgreSQL backends'] = total;
    }
    return sample;
  };
  const first = await read();
  return async (seconds) => {
    const last = await read();
    return Object.fromEntries(
      Object.keys(last).map((name) => [name, (last[name] - (first[name] ?? 0)) / 1000 / seconds]),
    );
  };
}

/** The pool's waiting calls (every server's /metrics) and lock waits (PostgreSQL), sampled each second. */
export function waitSampler(metricsPorts, postgresUrl) {
  const client = postgresUrl ? new pg.Client({ connectionString: postgresUrl }) : null;
  const most = { poolWaiting: 0, lockWaits: 0, eventLoopP99Ms: 0 };
  let stopped = false;
  const loop = (async () => {
    if (client) await client.connect();
    while (!stopped) {
      for (const port of metricsPorts) {
        try {
          const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
          const waiting = Number(/^db_client_connection_pending_requests (\S+)$/m.exec(text)?.[1] ?? 0);
          const lag = Number(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(text)?.[1] ?? 0) * 1000;
          most.poolWaiting = Math.max(most.poolWaiting, waiting);
          most.eventLoopP99Ms = Math.max(most.eventLoopP99Ms, lag);
        } catch {
          // A scrape that fails under load is skipped.
        }
      }
      if (client) {
        const { rows } = await client.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'",
        );
        most.lockWaits = Math.max(most.lockWaits, rows[0].n);
      }
      await sleep(1000);
    }
    await client?.end();
  })();
  return async () => {
    stopped = true;
    await loop;
    return most;
  };
}

/** Calls waiting for a connection past this many count as the pool limiting (a few are noise). */
const POOL_WAITING_LIMIT = 5;

/**
 * What limits throughput, from the measurements: the cores, the pool, locks, or sign-in's hashing
 * (argon2id, taken in turns: SIGNIN_CONCURRENCY per server) when sign-ins wait while the rest do not.
 */
export function limitOf(cpu, waits, cores, rows) {
  const used = Object.values(cpu).reduce((sum, share) => sum + share, 0);
  const parts = [];
  if (used >= 0.85 * cores) parts.push(`CPU (${used.toFixed(2)} of ${cores} cores busy)`);
  if (waits.poolWaiting > POOL_WAITING_LIMIT) {
    parts.push(`the database pool (up to ${waits.poolWaiting} calls waiting)`);
  }
  if (waits.lockWaits > 0) parts.push(`locks (up to ${waits.lockWaits} statements waiting)`);
  const signIn = rows.find((r) => r.name === 'login (sign-in)');
  const others = rows.filter((r) => r.name !== 'login (sign-in)');
  if (signIn && signIn.p95 > 1000 && others.every((r) => r.p95 < signIn.p95 / 4)) {
    parts.push(
      `sign-in's hashing while claimants arrive at once (sign-in p95 ${signIn.p95.toFixed(0)} ms; ` +
        'sign-ins take turns, SIGNIN_CONCURRENCY per server, so the other calls do not wait)',
    );
  }
  return parts.length > 0
    ? parts.join('; ')
    : `nothing saturated (${used.toFixed(2)} of ${cores} cores busy)`;
}
