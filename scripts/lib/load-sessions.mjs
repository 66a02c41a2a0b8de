// The load case of `npm run bench` (issue 16 "Load"): BENCH_LOAD_SESSIONS (default 200) signed-in
// sessions at once for BENCH_LOAD_SECONDS (default 60) over the calls a claimant's day is made of —
// the inbox's first page, the unread count, a draft save and, every tenth step, a 100 KB upload to the
// Send documents draft — on the embedded SQLite default and on PostgreSQL. Each session is one
// connection doing one call after another with no pause (a closed loop), so the server is never idle.
// Reports errors (target 0: any answer but the expected 200, or none within 10 s), throughput and
// p50/p99 per call and overall. The sessions are Alex's (on both his claims) and Sam's, signed in
// through the real login at a bounded concurrency (argon2id) before the clock starts.
import { performance } from 'node:perf_hooks';
import { createBenchDatabase } from './bench-postgres.mjs';
import { answerKind } from './load-loop.mjs';
import { signInWithClaim } from './bench-sign-in.mjs';
import { startServer } from './server-process.mjs';

const BOUNDARY = '----portal-load-boundary';
const UPLOAD_BYTES = 100 * 1024;
const people = [
  { email: 'alex@example.com', claimNumber: '12/34567' },
  { email: 'alex@example.com', claimNumber: '12/34568' },
  { email: 'sam@example.com', claimNumber: '23/45678' },
];

/** Signs `count` sessions in, `concurrency` at a time. */
async function signInSessions(baseUrl, count, password, concurrency = 4) {
  const tokens = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      tokens[index] = await signInWithClaim(baseUrl, password, people[index % people.length]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

function uploadBody(token, step) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${token}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="uploads[]"; filename="load-${step}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const filler = Buffer.alloc(UPLOAD_BYTES - 9, 0x20);
  return Buffer.concat([head, filler, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** The call a session makes at `step` of its loop. */
function callAt(token, step) {
  if (step % 10 === 9) {
    return {
      name: 'uploaddocumentfile (100 KB)',
      path: '/api/documentupload/uploaddocumentfile',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: uploadBody(token, step),
    };
  }
  const json = (name, path, body) => ({
    name,
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ AccessToken: token, ...body }),
  });
  switch (step % 3) {
    case 0:
      return json('getmessages first page', '/api/inbox/getmessages', { Offset: 0, Amount: 10 });
    case 1:
      return json('getunreadmessagecount', '/api/inbox/getunreadmessagecount', {});
    default:
      return json('updatedocumentform (draft save)', '/api/documentupload/updatedocumentform', {
        DocumentType: { Id: 1, Item: 'Medical certificate' },
        Description: `Certificate of capacity, step ${step}.`,
      });
  }
}

function summarise(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** Runs every session's loop until the time is up; answers per-call and overall figures. */
async function drive(baseUrl, tokens, seconds) {
  const perCall = new Map();
  const all = [];
  const deadline = performance.now() + seconds * 1000;
  const session = async (token, offset) => {
    for (let step = offset; performance.now() < deadline; step += 1) {
      const call = callAt(token, step);
      const entry = perCall.get(call.name) ?? { latencies: [], errors: 0, statuses: {} };
      perCall.set(call.name, entry);
      const started = performance.now();
      let kind;
      try {
        const response = await fetch(baseUrl + call.path, {
          method: 'POST',
          headers: call.headers,
          body: call.body,
          signal: AbortSignal.timeout(10_000),
        });
        kind = answerKind(response.status, await response.text());
      } catch {
        kind = 'no answer';
      }
      const ms = performance.now() - started;
      entry.latencies.push(ms);
      all.push(ms);
      entry.statuses[kind] = (entry.statuses[kind] ?? 0) + 1;
      if (kind !== '200') entry.errors += 1;
    }
  };
  const started = performance.now();
  // Sessions start at different steps, so uploads are spread over the run rather than all at once.
  await Promise.all(tokens.map((token, index) => session(token, index % 10)));
  const elapsed = (performance.now() - started) / 1000;
  const rows = [...perCall].map(([name, entry]) => ({
    name,
    errors: entry.errors,
    statuses: entry.statuses,
    ...summarise(entry.latencies, elapsed),
  }));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return { rows, total: { name: 'all calls', errors, ...summarise(all, elapsed) }, seconds: elapsed };
}

const row = (r) =>
  `  ${r.name.padEnd(34)} ${String(r.requests).padStart(7)} ${String(r.errors).padStart(6)} ` +
  `${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;

/** Runs the load case on `database` and prints its table; answers { results, failed }. */
export async function runLoadGroup(database, settings) {
  let postgres = null;
  let server = null;
  try {
    let env = {};
    let label = 'SQLite (embedded default)';
    if (database === 'postgres') {
      postgres = await createBenchDatabase(settings.postgresUrl);
      env = { DATABASE_URL: postgres.url, SEED_DEMO: '1' };
      label = `PostgreSQL ${postgres.version}`;
    }
    // The sessions upload thousands of files to three drafts and never send them, far past a claimant's
    // quota of waiting uploads (issue 29 item 6): this case measures throughput, so the caps are lifted.
    const quotas = { PENDING_UPLOADS_MAX: '100000', PENDING_UPLOAD_MB_MAX: '1000000' };
    server = await startServer({
      env: { LOG_LEVEL: 'warn', SIGNIN_VERIFICATION: 'never', ...quotas, ...env },
    });
    const tokens = await signInSessions(server.baseUrl, settings.sessions, settings.password);
    const { rows, total, seconds } = await drive(server.baseUrl, tokens, settings.seconds);
    console.log(`\nLoad: ${tokens.length} signed-in sessions for ${seconds.toFixed(0)} s — ${label}`);
    console.log(
      `  ${'call'.padEnd(34)} ${'calls'.padStart(7)} ${'errors'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    );
    for (const r of [...rows, total]) {
      console.log(row(r));
      if (r.errors > 0 && r.statuses) console.log(`    answers: ${JSON.stringify(r.statuses)}`);
    }
    console.log(
      `  errors ${total.errors} against the target of 0: ${total.errors === 0 ? 'met' : 'NOT met'}`,
    );
    const results = [...rows, total].map((r) => ({
      case: `load ${r.name} [${database}]`,
      database,
      sessions: tokens.length,
      seconds,
      ...r,
    }));
    return { results, failed: total.errors > 0 };
  } finally {
    try {
      if (server) await server.stop();
    } finally {
      if (postgres) await postgres.drop();
    }
  }
}
