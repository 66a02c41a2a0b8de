import type { TestApp } from '../support/test-app.js';
import { accountOf, signedInSession } from '../access-code/access-code-fixtures.js';

/** Shared by the contact- and bank-details API tests: sessions, secure tokens and rows of a demo person. */

export interface SignedIn {
  token: string;
  sessionId: string;
  accountId: string;
  claimantId: string;
}

export async function signedInAs(t: TestApp, username: string): Promise<SignedIn> {
  const account = await accountOf(t, username);
  const session = await signedInSession(t, username);
  return { ...session, accountId: account.id, claimantId: account.claimant_id };
}

/** A secure-update token as validatesecuritycodewhileloggedin makes it (purpose = String(CodeType)). */
export async function secureTokenFor(t: TestApp, parent: SignedIn, codeType: 0 | 1 | 2): Promise<string> {
  const secure = await t.createSession({
    kind: 'secureUpdate',
    accountId: parent.accountId,
    claimantId: parent.claimantId,
    parentSessionId: parent.sessionId,
    purpose: String(codeType),
    lifetimeMinutes: 30,
  });
  return secure.token;
}

export async function claimantRow(t: TestApp, claimantId: string) {
  return t.database.db
    .selectFrom('claimants')
    .selectAll()
    .where('id', '=', claimantId)
    .executeTakeFirstOrThrow();
}

export async function latestAudit(t: TestApp, claimantId: string, action: string) {
  const row = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('claimant_id', '=', claimantId)
    .where('action', '=', action)
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row && (JSON.parse(row.details ?? 'null') as Record<string, Record<string, unknown>>);
}

/** Everything the outbox holds for this address or number. */
export async function outboxFor(t: TestApp, to: string) {
  // Notices are delivered after the call (issue 29): what is due is delivered before reading.
  await t.app.deliveryWorker.flush();
  return t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', to).execute();
}
