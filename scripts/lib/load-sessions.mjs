// The load case of `npm run bench` (issue 16 "Load"): BENCH_LOAD_SESSIONS (default 200) signed-in
// sessions at once for BENCH_LOAD_SECONDS (default 60) over the calls a claimant's day is made of —
// the inbox's first page, the unread count, a draft save and, every tenth step, a 100 KB upload to the
// Send documents draft — on the embedded SQLite default and on PostgreSQL. Each session is one
// connection (opened before the clock starts) doing one call after another with no pause (a closed
// loop), so the server is never idle.
// Reports errors (target 0: any answer but the expected 200, or none within 10 s), throughput and
// p50/p99 per call and overall. The sessions are Alex's (on both his claims) and Sam's, signed in
// through the real login at a bounded concurrency (argon2id) before the clock starts.
// Every twentieth step sends an enquiry (uploadcontactform, then submitcontactform), so the outbox
// worker delivers while the load runs (issue 29 "Done when"): the server posts each submission to a
// local webhook receiver, and the case fails unless every event arrives (repeats are counted and shown).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createBenchDatabase } from './bench-postgres.mjs';
import { answerKind } from './load-loop.mjs';
import { signInWithClaim } from './bench-sign-in.mjs';
import { startServer } from './server-process.mjs';

const BOUNDARY = '----portal-load-boundary';
const UPLOAD_BYTES = 100 * 1024;
/** A call not answered within this long counts as an error ("no answer (TimeoutError)"). */
const ANSWER_WITHIN_MS = 10_000;
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

/**
 * A receiver that acknowledges every webhook with 204 and counts the events by their webhook-id, in a
 * process of its own: in this one its answers would wait behind the sessions' own work.
 */
const receiverSource = `
const { createServer } = require('node:http');
const deliveries = new Map();
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    const counts = [...deliveries.values()];
    response.end(JSON.stringify({ events: counts.length, repeats: counts.filter((n) => n > 1).length }));
    return;
  }
  request.resume();
  request.on('end', () => {
    const id = String(request.headers['webhook-id'] ?? '');
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    response.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startWebhookReceiver() {
  const child = spawn(process.execPath, ['-e', receiverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(child.stdout, 'data');
  const url = `http://127.0.0.1:${String(port).trim()}/hooks`;
  return {
    url,
    counts: async () => (await fetch(url)).json(),
    close: async () => {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** Waits until `count` distinct events have arrived, or `ms` have passed. */
async function waitForEvents(receiver, count, ms) {
  const deadline = performance.now() + ms;
  let counts = await receiver.counts();
  while (counts.events < count && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    counts = await receiver.counts();
  }
  return counts;
}

const isEnquiryStep = (step) => step % 20 === 4;

/** A JSON call of the session's token: its name in the report, its path and its body's other fields. */
const jsonCall = (token, name, path, body = {}) => ({
  name,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ AccessToken: token, ...body }),
});

/** The call a session makes at `step` of its loop (an enquiry's two calls: see `session` in drive). */
function callAt(token, step, formId) {
  if (isEnquiryStep(step)) {
    return formId
      ? jsonCall(token, 'submitcontactform (enquiry)', '/api/documentupload/submitcontactform', {
          FormId: formId,
        })
      : jsonCall(token, 'uploadcontactform (enquiry)', '/api/documentupload/uploadcontactform', {
          Category: 1,
          Message: `When is my next payment? (step ${step})`,
        });
  }
  if (step % 10 === 9) {
    return {
      name: 'uploaddocumentfile (100 KB)',
      path: '/api/documentupload/uploaddocumentfile',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: uploadBody(token, step),
    };
  }
  switch (step % 3) {
    case 0:
      return jsonCall(token, 'getmessages first page', '/api/inbox/getmessages', { Offset: 0, Amount: 10 });
    case 1:
      return jsonCall(token, 'getunreadmessagecount', '/api/inbox/getunreadmessagecount');
    default:
      return jsonCall(token, 'updatedocumentform (draft save)', '/api/documentupload/updatedocumentform', {
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

/** One POST on the session's own keep-alive connection (an http.Agent of one socket), as a browser has. */
function post(agent, url, call, timeoutMs) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', agent, headers: call.headers });
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      timeoutMs,
    );
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(call.body);
  });
}

/**
 * Opens each session's connection with one call, `concurrency` at a time, before the clock starts.
 * Node's libuv accepts one new connection per turn of the event loop: 200 connections opened at once
 * against a server already busy wait in the kernel's accept queue, one per turn (about 100 ms each here,
 * with the outbox worker delivering), and the last waited more than 10 s before its first byte was read
 * (ADR 0006 "Since"). A signed-in claimant's browser already holds its connection; this case measures
 * the calls, not a flood of new connections (issue 33's load shedding).
 */
async function openConnections(baseUrl, tokens, concurrency = 8) {
  const agents = tokens.map(() => new HttpAgent({ keepAlive: true, maxSockets: 1 }));
  let next = 0;
  const opener = async () => {
    while (next < tokens.length) {
      const index = next++;
      const call = jsonCall(tokens[index], 'open', '/api/inbox/getunreadmessagecount');
      const { status } = await post(agents[index], baseUrl + call.path, call, ANSWER_WITHIN_MS);
      if (status !== 200) throw new Error(`opening session ${index}'s connection answered ${status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, opener));
  return agents;
}

/** Runs every session's loop until the time is up; answers per-call and overall figures. */
async function drive(baseUrl, tokens, seconds) {
  const agents = await openConnections(baseUrl, tokens);
  const perCall = new Map();
  const all = [];
  const deadline = performance.now() + seconds * 1000;
  let enquiries = 0;
  const session = async (token, offset, agent) => {
    let formId = null;
    for (let step = offset; performance.now() < deadline; step += formId ? 0 : 1) {
      const call = callAt(token, step, formId);
      const entry = perCall.get(call.name) ?? { latencies: [], errors: 0, statuses: {} };
      perCall.set(call.name, entry);
      const started = performance.now();
      let kind;
      try {
        const { status, text } = await post(agent, baseUrl + call.path, call, ANSWER_WITHIN_MS);
        kind = answerKind(status, text);
        if (kind === '200' && isEnquiryStep(step)) {
          if (formId) enquiries += 1;
          formId = formId ? null : JSON.parse(text).Identifier;
        } else {
          formId = null;
        }
      } catch (failure) {
        // "no answer (TimeoutError)" after ANSWER_WITHIN_MS, or the socket's own code (ECONNRESET, ...).
        kind = `no answer (${failure?.code ?? failure?.name ?? 'unknown'})`;
        formId = null;
      }
      const ms = performance.now() - started;
      entry.latencies.push(ms);
      all.push(ms);
      entry.statuses[kind] = (entry.statuses[kind] ?? 0) + 1;
      if (kind !== '200') entry.errors += 1;
    }
    agent.destroy();
  };
  const started = performance.now();
  // Sessions start at different steps, so uploads are spread over the run rather than all at once.
  await Promise.all(tokens.map((token, index) => session(token, index % 10, agents[index])));
  const elapsed = (performance.now() - started) / 1000;
  const rows = [...perCall].map(([name, entry]) => ({
    name,
    errors: entry.errors,
    statuses: entry.statuses,
    ...summarise(entry.latencies, elapsed),
  }));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return {
    rows,
    total: { name: 'all calls', errors, ...summarise(all, elapsed) },
    seconds: elapsed,
    enquiries,
  };
}

const row = (r) =>
  `  ${r.name.padEnd(34)} ${String(r.requests).padStart(7)} ${String(r.errors).padStart(6)} ` +
  `${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;

/** Runs the load case on `database` and prints its table; answers { results, failed }. */
export async function runLoadGroup(database, settings) {
  let postgres = null;
  let server = null;
  const receiver = await startWebhookReceiver();
  try {
    let env = {};
    let label = 'SQLite (embedded default)';
    if (database === 'postgres') {
      postgres = await createBenchDatabase(settings.postgresUrl);
      env = { DATABASE_URL: postgres.url, SEED_DEMO: '1' };
      label = `PostgreSQL ${postgres.version}`;
    }
    // The sessions upload thousands of files to three drafts and never send them, far past a claimant's
    // quota of waiting uploads (issue 29 item 6), and some 70 sessions of one claimant open enquiries at
    // once, past the cap on open forms: this case measures throughput, so the caps are lifted.
    const quotas = {
      PENDING_UPLOADS_MAX: '100000',
      PENDING_UPLOAD_MB_MAX: '1000000',
      OPEN_FORMS_MAX: '100000',
    };
    const webhook = {
      PROVIDER_WEBHOOK_URL: receiver.url,
      PROVIDER_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    };
    server = await startServer({
      env: { LOG_LEVEL: 'warn', SIGNIN_VERIFICATION: 'never', ...quotas, ...webhook, ...env },
    });
    const tokens = await signInSessions(server.baseUrl, settings.sessions, settings.password);
    const { rows, total, seconds, enquiries } = await drive(server.baseUrl, tokens, settings.seconds);
    // Each submitted enquiry is one submission.created event; the worker may still be sending the last.
    const counts = await waitForEvents(receiver, enquiries, 60_000);
    const duplicates = counts.repeats;
    const outbox = {
      enquiries,
      eventsDelivered: counts.events,
      duplicates,
      // A submit whose answer was lost may still have been made: its event counts too.
      met: counts.events >= enquiries,
    };
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
    console.log(
      `  outbox worker: ${outbox.eventsDelivered} of ${enquiries} enquiries' webhook events delivered ` +
        `(${duplicates} delivered more than once, at least once is the contract): ${outbox.met ? 'met' : 'NOT met'}`,
    );
    const results = [...rows, total].map((r) => ({
      case: `load ${r.name} [${database}]`,
      database,
      sessions: tokens.length,
      seconds,
      ...r,
    }));
    results.push({ case: `load outbox webhook events [${database}]`, database, ...outbox });
    return { results, failed: total.errors > 0 || !outbox.met };
  } finally {
    try {
      if (server) await server.stop();
    } finally {
      try {
        if (postgres) await postgres.drop();
      } finally {
        await receiver.close();
      }
    }
  }
}
