// The case group "getmessages, claim with 10 000 messages" of `npm run bench` (issue 5 "Done when"), run
// once per database: the built server starts on a fresh data folder (SQLite) or a throw-away PostgreSQL
// database seeded with the demo data, Alex signs in and selects claim 12/34567, the claim's inbox is
// filled with generated messages (message-fill.mjs), and a bare Fastify route answering a page of the
// same shape is measured with the same load loop as the floor, between interleaved rounds of the
// getmessages cases (bench-rounds.mjs).
// Besides requests/s and latency each row shows the CPU time per request of the answering process and,
// on PostgreSQL, of the database backends: on a busy machine those stay put while latency does not.
// Then the same for getsentitems (issue 15): Alex's sent items on the claim are filled with as many
// generated items (sent-items-fill.mjs) and measured next to a bare route answering the server's own
// first sent-items page.
import { join } from 'node:path';
import { startBareFastify } from './bare-fastify.mjs';
import { createBenchDatabase } from './bench-postgres.mjs';
import { cpuColumns, measureAgainstFloor, ratioColumns } from './bench-measure.mjs';
import { costRatio } from './bench-rounds.mjs';
import { DEMO_CLAIM_NUMBER as CLAIM_NUMBER, signInWithClaim } from './bench-sign-in.mjs';
import { describeStatuses, probe, tableHeader, tableRow } from './load-loop.mjs';
import { fillInbox, SEARCH_WORD } from './message-fill.mjs';
import { pageOf } from './message-page.mjs';
import { fillSentItems } from './sent-items-fill.mjs';
import { BENCH_SERVER_ENV, startServer } from './server-process.mjs';

function messageCases(token, count) {
  const getMessages = (name, query) => ({
    name,
    method: 'POST',
    path: '/api/inbox/getmessages',
    body: { AccessToken: token, Offset: 0, Amount: 10, ...query },
    expectStatus: 200,
  });
  const deep = Math.max(0, count - 1000);
  return [
    getMessages('getmessages first page (0-10)', {}),
    getMessages(`getmessages deep page (${deep}-${deep + 10})`, { Offset: deep, Amount: deep + 10 }),
    getMessages(`getmessages search "${SEARCH_WORD}"`, { Search: SEARCH_WORD }),
    getMessages('getmessages DateRange 30days', { DateRange: '30days' }),
    {
      name: 'getunreadmessagecount',
      method: 'POST',
      path: '/api/inbox/getunreadmessagecount',
      body: { AccessToken: token },
      expectStatus: 200,
    },
  ];
}

function sentItemCases(token, count) {
  const getSentItems = (name, query) => ({
    name,
    method: 'POST',
    path: '/api/documentupload/getsentitems',
    body: { AccessToken: token, Offset: 0, Amount: 10, ...query },
    expectStatus: 200,
  });
  const deep = Math.max(0, count - 1000);
  return [
    getSentItems('getsentitems first page (0-10)', {}),
    getSentItems(`getsentitems deep page (${deep}-${deep + 10})`, { Offset: deep }),
    getSentItems(`getsentitems search "${SEARCH_WORD}"`, { Search: SEARCH_WORD }),
    getSentItems('getsentitems DateRange 30days', { DateRange: '30days' }),
  ];
}

/** What the answer says, in a few words: the Total (or the count) so the reader sees the rows were there. */
function describeAnswer(answer) {
  if (answer.status !== '200') return `answered ${answer.status}`;
  const { body } = answer;
  if (typeof body === 'number') return `= ${body}`;
  if (body && typeof body.Total === 'number') {
    return `Total ${body.Total}, items ${body.Start}-${body.End}, ${(answer.bytes / 1024).toFixed(1)} KiB`;
  }
  return `unexpected answer ${JSON.stringify(body).slice(0, 60)}`;
}

/**
 * Prints the group's table and answers its results.json rows and whether anything failed. `firstPage`
 * names the case whose Total must show the `messageCount` rows inserted; `pageKind` the bare route's page.
 */
function report(database, { bare, bareSlices, measured }, messageCount, firstPage, pageKind) {
  const results = [];
  let failed = false;
  const rounds = bareSlices.length - 1;
  const floors = bareSlices.map((slice) => slice.requests / slice.seconds);
  console.log(
    `  ${rounds} rounds; the bare route ran before the first and after each: ` +
      `${floors.map((rps) => rps.toFixed(0)).join(', ')} req/s\n`,
  );
  console.log(
    tableHeader(
      `  ${'req/s÷bare'.padStart(10)} ${'p99×bare'.padStart(8)} ${'cpu ms'.padStart(7)} ${'db cpu'.padStart(6)}  answer`,
    ),
  );
  const bareName = `bare Fastify route, 10-item ${pageKind} (every round)`;
  console.log(tableRow(bareName, bare, `${ratioColumns(1, 1)} ${cpuColumns(bare)}`));
  results.push({ case: `${bareName} [${database}]`, database, expectStatus: 200, rounds, ...bare });
  if (bare.errors > 0) failed = true;
  for (const { benchCase, answer, result, vsBare } of measured) {
    const summary = describeAnswer(answer);
    results.push({
      case: `${benchCase.name} [${database}]`,
      database,
      expectStatus: benchCase.expectStatus,
      answer: summary,
      total: answer.body?.Total ?? (typeof answer.body === 'number' ? answer.body : null),
      rounds,
      vsBare: { rps: vsBare.rps, p99: vsBare.p99, rpsByRound: vsBare.rounds },
      ...result,
    });
    if (result.errors > 0) failed = true;
    console.log(
      tableRow(
        benchCase.name,
        result,
        `${ratioColumns(vsBare.rps, vsBare.p99)} ${cpuColumns(result)}  ${summary}`,
      ),
    );
    if (result.errors > 0) {
      console.log(`    answers: ${describeStatuses(result.statuses)} (expected ${benchCase.expectStatus})`);
    }
  }
  printTargets(measured);
  const total = results.find((r) => r.case.startsWith(firstPage))?.total;
  if (typeof total !== 'number' || total < messageCount) {
    console.log(
      `  FAILED: the first page's Total (${total ?? 'none'}) is not the ${messageCount}+ rows inserted`,
    );
    failed = true;
  }
  return { results, failed };
}

/** CPU ms a request cost: the server's and, on PostgreSQL, the database backends' (null when unread). */
const costOf = (result) =>
  result.cpuMsPerRequest === null ? null : result.cpuMsPerRequest + (result.databaseCpuMsPerRequest ?? 0);

/**
 * Issue 15's targets for the group, one line each: a first and a deep page at least 0.5x the bare
 * route's requests/s (the median of the rounds' ratios), and a search within 3x the cost of a first
 * page, as requests/s (the median over the rounds of the two measured in one round) and as CPU per
 * request (server and database, summed over the rounds), which a busy machine moves less.
 */
function printTargets(measured) {
  const find = (prefix) => measured.find(({ benchCase }) => benchCase.name.startsWith(prefix));
  const [list] = measured[0].benchCase.name.split(' ');
  const first = find(`${list} first page`);
  const deep = find(`${list} deep page`);
  const search = find(`${list} search`);
  if (!first || !deep || !search) return;
  const mark = (met) => (met ? 'met' : 'NOT met');
  const lines = [
    ['first page ÷ bare (req/s)', first.vsBare.rps, (v) => v >= 0.5, '≥ 0.5'],
    ['deep page ÷ bare (req/s)', deep.vsBare.rps, (v) => v >= 0.5, '≥ 0.5'],
    ['search cost ÷ first page (req/s)', costRatio(search.slices, first.slices), (v) => v <= 3, '≤ 3'],
  ];
  const searchCpu = costOf(search.result);
  const firstCpu = costOf(first.result);
  if (searchCpu !== null && firstCpu !== null && firstCpu > 0) {
    lines.push(['search cost ÷ first page (CPU)', searchCpu / firstCpu, (v) => v <= 3, '≤ 3']);
  }
  console.log(`  targets (issue 15):`);
  for (const [name, value, met, target] of lines) {
    console.log(
      `    ${name.padEnd(34)} ${value.toFixed(2).padStart(6)}  target ${target}: ${mark(met(value))}`,
    );
  }
}

/**
 * Runs the group on `database` ('sqlite' or 'postgres') and prints its table; answers { results,
 * failed, expected }. settings: { requests, concurrency, warmup, rounds, messageCount, password,
 * postgresUrl }.
 */
export async function runMessagesGroup(database, settings) {
  let postgres = null;
  let server = null;
  let bare = null;
  let bareSent = null;
  try {
    let env = {};
    let label = 'SQLite (embedded default)';
    if (database === 'postgres') {
      postgres = await createBenchDatabase(settings.postgresUrl);
      env = { DATABASE_URL: postgres.url, SEED_DEMO: '1' };
      label = `PostgreSQL ${postgres.version} (database ${postgres.name})`;
    }
    server = await startServer({ env: { ...BENCH_SERVER_ENV, ...env } });
    const token = await signInWithClaim(server.baseUrl, settings.password);
    const fill = await fillInbox({
      databaseUrl: postgres ? postgres.url : join(server.dataDir, 'portal.sqlite'),
      claimNumber: CLAIM_NUMBER,
      count: settings.messageCount,
    });
    const { expected } = fill;
    console.log(
      `\ngetmessages, claim ${CLAIM_NUMBER} with ${settings.messageCount} messages — ${label}\n` +
        `  ${fill.rows.length} messages (${fill.attachments} with an attachment) inserted in ` +
        `${fill.insertSeconds.toFixed(2)} s, on top of the demo messages; generated: ${expected.unread} unread, ` +
        `${expected.search} containing "${SEARCH_WORD}", ${expected.last31Days} in the last 31 days`,
    );
    const cases = messageCases(token, settings.messageCount);
    const firstPage = await probe(server.baseUrl, cases[0]);
    const realPage = firstPage.status === '200' && Array.isArray(firstPage.body?.Items);
    bare = await startBareFastify(realPage ? firstPage.body : pageOf(fill.rows, fill.rows.length));
    const target = { baseUrl: server.baseUrl, pid: server.pid, databasePids: postgres?.backendPids };
    const run = await measureAgainstFloor(target, bare, cases, settings);
    const pageNote = realPage ? "the server's own first page" : 'a generated page (no real page yet)';
    console.log(`  bare route answers ${pageNote}, ${(run.bareBytes / 1024).toFixed(1)} KiB\n`);
    const inbox = report(database, run, settings.messageCount, 'getmessages first page', 'page');

    const sentFill = await fillSentItems({
      databaseUrl: postgres ? postgres.url : join(server.dataDir, 'portal.sqlite'),
      claimNumber: CLAIM_NUMBER,
      email: 'alex@example.com',
      count: settings.messageCount,
    });
    console.log(
      `\ngetsentitems, Alex on claim ${CLAIM_NUMBER} with ${settings.messageCount} sent items — ${label}\n` +
        `  ${sentFill.items.length} sent items (${sentFill.files} with a file) inserted in ` +
        `${sentFill.insertSeconds.toFixed(2)} s, on top of the demo items; generated: ` +
        `${sentFill.expected.search} containing "${SEARCH_WORD}"`,
    );
    const sentCases = sentItemCases(token, settings.messageCount);
    const firstSent = await probe(server.baseUrl, sentCases[0]);
    if (firstSent.status !== '200') throw new Error(`getsentitems answered ${firstSent.status}`);
    bareSent = await startBareFastify(firstSent.body);
    const sentRun = await measureAgainstFloor(target, bareSent, sentCases, settings);
    console.log(
      `  bare route answers the server's own first page, ${(sentRun.bareBytes / 1024).toFixed(1)} KiB\n`,
    );
    const sent = report(database, sentRun, settings.messageCount, 'getsentitems first page', 'sent page');
    return {
      results: [...inbox.results, ...sent.results],
      failed: inbox.failed || sent.failed,
      expected,
    };
  } finally {
    try {
      if (bareSent) await bareSent.stop();
      if (bare) await bare.stop();
      if (server) await server.stop();
    } finally {
      // Also when stopping failed: the throw-away database never outlives the run.
      if (postgres) await postgres.drop();
    }
  }
}
