// The case "draft save" of `npm run bench` (issue 11 "Tests and numbers"): updatedocumentform, the call
// a claimant's browser makes on every change of the Send documents form, at BENCH_DRAFT_CONCURRENCY
// (default 10) connections, on the embedded SQLite default and on PostgreSQL, next to a bare Fastify
// route answering `true` measured in the same run before and after (the floor). Target: p99 ≤ 30 ms on
// SQLite. Each save writes the same draft row (one per claimant, claim and kind), as typing does. The
// reimbursement form's save (updateform/receipts, issue 12) is measured the same way.
import { BARE_PATH, startBareFastify } from './bare-fastify.mjs';
import { createBenchDatabase } from './bench-postgres.mjs';
import { describeStatuses, probe, tableHeader, tableRow } from './load-loop.mjs';
import { cpuColumns, measure, ratios } from './bench-measure.mjs';
import { signInWithClaim } from './bench-sign-in.mjs';
import { BENCH_SERVER_ENV, startServer } from './server-process.mjs';

export const DRAFT_SAVE_P99_TARGET_MS = 30;

/** The reimbursement form's save, one second after the last change (issue 12 "npm run bench"). */
function receiptsSaveCase(token) {
  return {
    name: 'updateform/receipts (draft save)',
    method: 'POST',
    path: '/api/documentupload/updateform/receipts',
    body: {
      AccessToken: token,
      DocumentType: { Id: 2, Item: 'Pharmacy' },
      Description:
        'Date of purchase_KEY_03/11/2026_SECTION_Pharmacy_KEY_Chemist on Pako_SECTION_Cost_KEY_$18.95',
      PayOther: 0,
    },
    expectStatus: 200,
  };
}

function draftSaveCase(token) {
  return {
    name: 'updatedocumentform (draft save)',
    method: 'POST',
    path: '/api/documentupload/updatedocumentform',
    body: {
      AccessToken: token,
      DocumentType: { Id: 1, Item: 'Medical certificate' },
      Description: 'Certificate of capacity from Dr Nguyen for the fortnight starting 3 November.',
      Documents: [],
    },
    expectStatus: 200,
  };
}

/** Runs the case on `database` and prints its rows; answers { results, failed }. */
export async function runDraftsGroup(database, settings) {
  let postgres = null;
  let server = null;
  let bare = null;
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
    const benchCase = draftSaveCase(token);
    const receiptsCase = receiptsSaveCase(token);
    const answers = [await probe(server.baseUrl, benchCase), await probe(server.baseUrl, receiptsCase)];
    bare = await startBareFastify(true);
    const bareCase = { method: 'POST', path: BARE_PATH, body: benchCase.body, expectStatus: 200 };
    const target = { baseUrl: server.baseUrl, pid: server.pid, databasePids: postgres?.backendPids };
    const run = { ...settings, concurrency: settings.draftConcurrency };
    const before = await measure(bare, bareCase, run);
    const result = await measure(target, benchCase, run);
    const receipts = await measure(target, receiptsCase, run);
    const after = await measure(bare, bareCase, run);
    const floor = { rps: (before.rps + after.rps) / 2, p99: (before.p99 + after.p99) / 2 };
    console.log(`\nDraft save, ${settings.draftConcurrency} connections — ${label}`);
    console.log(
      tableHeader(
        `  ${'req/s÷bare'.padStart(10)} ${'p99×bare'.padStart(8)} ${'cpu ms'.padStart(7)} ${'db cpu'.padStart(6)}`,
      ),
    );
    const results = [];
    for (const [name, row] of [
      ['bare Fastify route answering true (before)', before],
      [benchCase.name, result],
      [receiptsCase.name, receipts],
      ['bare Fastify route answering true (after)', after],
    ]) {
      console.log(tableRow(name, row, `${ratios(row, floor)} ${cpuColumns(row)}`));
      results.push({
        case: `${name} [${database}]`,
        database,
        ...row,
        vsBare: { rps: row.rps / floor.rps, p99: row.p99 / floor.p99 },
      });
    }
    let failed = before.errors + result.errors + receipts.errors + after.errors > 0;
    for (const [answer, row] of [
      [answers[0], result],
      [answers[1], receipts],
    ]) {
      if (answer.status !== '200') {
        console.log(`    answers: ${describeStatuses(row.statuses)} (expected 200)`);
        failed = true;
      }
    }
    if (database === 'sqlite') {
      const met = result.p99 <= DRAFT_SAVE_P99_TARGET_MS;
      console.log(
        `  p99 ${result.p99.toFixed(1)} ms against the target of ${DRAFT_SAVE_P99_TARGET_MS} ms: ${met ? 'met' : 'NOT met'}`,
      );
    }
    return { results, failed };
  } finally {
    try {
      if (bare) await bare.stop();
      if (server) await server.stop();
    } finally {
      if (postgres) await postgres.drop();
    }
  }
}
