// One claimant's visit in the load case (load-sessions.mjs; issue 33 "a mixed day"): sign in, the claim
// home, the inbox, one errand, sign out, each call on the visit's own keep-alive connection and
// recorded in the run's Tally.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { answerKind } from './load-loop.mjs';

const BOUNDARY = '----portal-load-boundary';
const UPLOAD_BYTES = 100 * 1024;
/** A call not answered within this long counts as an error ("no answer (TimeoutError)"). */
const ANSWER_WITHIN_MS = 10_000;
export const DRAFT_SAVE = 'updatedocumentform (draft save)';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function uploadBody(token, step) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="accessToken"\r\n\r\n${token}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="uploads[]"; filename="load-${step}.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const filler = Buffer.alloc(UPLOAD_BYTES - 9, 0x20);
  return Buffer.concat([head, filler, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
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

/** A JSON call: its name in the report, its path and its body. */
const jsonCall = (name, path, body) => ({
  name,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Per-call figures of the whole run: latencies, errors and load-shedding refusals by call name. */
export class Tally {
  perCall = new Map();
  all = [];
  enquiries = 0;

  record(name, ms, kind, expected = '200') {
    const entry = this.perCall.get(name) ?? { latencies: [], errors: 0, shed: 0, statuses: {} };
    this.perCall.set(name, entry);
    entry.latencies.push(ms);
    this.all.push(ms);
    entry.statuses[kind] = (entry.statuses[kind] ?? 0) + 1;
    if (kind === '503') entry.shed += 1;
    else if (kind !== expected) entry.errors += 1;
  }
}

/**
 * One claimant's visit on a connection of its own: answers when they have signed out, or at the
 * deadline. A call that fails ends the visit (a claimant would start again).
 */
export async function visit(baseUrl, person, password, think, deadline, tally) {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
  const send = async (call, expected = '200') => {
    const started = performance.now();
    let kind;
    let text = '';
    try {
      const from = { ...call, headers: { ...call.headers, 'x-forwarded-for': person.address } };
      const answer = await post(agent, baseUrl + call.path, from, ANSWER_WITHIN_MS);
      text = answer.text;
      kind = answerKind(answer.status, text);
    } catch (failure) {
      // "no answer (TimeoutError)" after ANSWER_WITHIN_MS, or the socket's own code (ECONNRESET, ...).
      kind = `no answer (${failure?.code ?? failure?.name ?? 'unknown'})`;
    }
    tally.record(call.name, performance.now() - started, kind, expected);
    if (kind !== expected) throw new Error(kind);
    return text === '' ? null : JSON.parse(text);
  };
  const pause = async () => {
    await sleep(think());
    if (performance.now() > deadline) throw new Error('time is up');
  };
  try {
    const login = await send(
      jsonCall('login (sign-in)', '/api/account/login', {
        AccessToken: '',
        EmailAddress: person.email,
        Password: password,
        RememberMe: false,
        DeviceType: 0,
      }),
    );
    const token = login.AccessToken;
    const as = (name, path, body = {}) => jsonCall(name, path, { AccessToken: token, ...body });
    await send(as('selectclaim', '/api/claim/selectclaim', { Number: person.claimNumber }));
    // The claim home asks for its parts at once.
    await Promise.all([
      send(as('getunreadmessagecount', '/api/inbox/getunreadmessagecount')),
      send(as('gettasks', '/api/tasks/gettasks')),
      send(as('getpaymentsummary', '/api/payments/getpaymentsummary')),
      send(as('gettimeline', '/api/timeline/gettimeline')),
    ]);
    await pause();
    await send(as('getmessages first page', '/api/inbox/getmessages', { Offset: 0, Amount: 10 }));
    const errand = Math.random();
    if (errand < 0.5) {
      for (let save = 1; save <= 3; save += 1) {
        await pause();
        await send(
          as(DRAFT_SAVE, '/api/documentupload/updatedocumentform', {
            DocumentType: { Id: 1, Item: 'Medical certificate' },
            Description: `Certificate of capacity, part ${save}.`,
          }),
        );
      }
      if (Math.random() < 0.5) {
        await pause();
        await send({
          name: 'uploaddocumentfile (100 KB)',
          path: '/api/documentupload/uploaddocumentfile',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: uploadBody(token, Math.floor(Math.random() * 1e9)),
        });
      }
    } else if (errand < 0.75) {
      await pause();
      const form = await send(
        as('uploadcontactform (enquiry)', '/api/documentupload/uploadcontactform', {
          Category: 1,
          Message: 'When is my next payment?',
        }),
      );
      await pause();
      await send(
        as('submitcontactform (enquiry)', '/api/documentupload/submitcontactform', {
          FormId: form.Identifier,
        }),
      );
      tally.enquiries += 1;
    } else {
      await pause();
      await send(as('getpayments', '/api/payments/getpayments'));
    }
    await pause();
    await send(as('logout', '/api/account/logout'));
  } catch {
    // Recorded by send (or the time is up); the session pauses and visits again.
  } finally {
    agent.destroy();
  }
}
