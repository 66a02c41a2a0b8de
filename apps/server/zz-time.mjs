import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from './dist/db/connect.js';
import * as repo from './dist/modules/payments/payments.repository.js';
import { sentItemsOfSubmissions } from './dist/modules/sent-items/index.js';
import { getPayments } from './dist/modules/payments/claimant-payments.service.js';
const file = process.argv[2];
const sqlite = new Database(file);
const db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
const claim = await db.selectFrom('claims').select('id').where('number', '=', '12/34567').executeTakeFirstOrThrow();
const link = await db.selectFrom('claimant_claims').select('claimant_id').where('claim_id', '=', claim.id).executeTakeFirstOrThrow();
const scope = { claimId: claim.id, claimantId: link.claimant_id };
const year = (await getPayments(db, scope, {}, new Date(), { providerName: 'X' })).FinancialYear; console.log('year', year);
const time = async (name, f, n = 2000) => { for (let i = 0; i < 200; i++) await f(); const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) await f(); console.log(name.padEnd(30), (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs'); };
const rows = await repo.findPaymentsOfYear(db, scope, year, 1000);
console.log('rows', rows.length, 'with submission', rows.filter(r => r.submission_id).length);
await time('paymentsOfYear', () => repo.findPaymentsOfYear(db, scope, year, 1000));
await time('yearsOfClaim', () => repo.findYearsOfClaim(db, scope));
const ids = [...new Set(rows.flatMap(r => r.submission_id ? [r.submission_id] : []))];
if (ids.length) await time('sentItemsOfSubmissions', () => sentItemsOfSubmissions(db, scope, ids, { providerName: 'X' }));
await time('getPayments whole', () => getPayments(db, scope, {}, new Date(), { providerName: 'X' }));
await time('nextAndLast', () => repo.findNextAndLast(db, scope));

const explain = (q) => { const c = q.compile(); console.log(c.sql); console.log(sqlite.prepare('explain query plan ' + c.sql).all(...c.parameters).map(r => '  '.repeat(r.parent ? 1 : 0) + r.detail).join('\n')); };
const r = await getPayments(db, scope, {}, new Date(), { providerName: 'X' }); console.log('items', r.Items.length, JSON.stringify(r).length, r.Years);
const t0 = process.hrtime.bigint(); for (let i = 0; i < 2000; i++) sqlite.prepare('select count(*) from payments').get(); 
console.log(sqlite.prepare("select count(*) n, min(payment_date), max(payment_date) from payments").get());
console.log(sqlite.prepare("select financial_year, count(*) from payments group by 1").all());
const { compiledQuery } = await import('./dist/db/compiled-query.js');
for (const q of [
  db.selectFrom('payments').leftJoin('stored_files', 'stored_files.id', 'payments.remittance_file_id').selectAll('payments').select('stored_files.filename as remittance_filename').where('payments.claim_id', '=', scope.claimId).where(({exists, selectFrom}) => exists(selectFrom('claimant_claims').select('claim_id').where('claimant_id','=',scope.claimantId).where('claim_id','=',scope.claimId))).where('payments.financial_year', '=', year).where('payments.status', 'in', ['scheduled','paid']).orderBy('payments.payment_date', 'desc').orderBy('payments.id', 'desc').limit(1000),
  db.selectFrom('payments').select('financial_year').where('claim_id', '=', scope.claimId).where('status', 'in', ['scheduled','paid']).groupBy('financial_year').orderBy('financial_year', 'desc'),
]) explain(q);
console.log(sqlite.prepare("select sql from sqlite_master where tbl_name='payments' and type='index'").all());
