import {
  type ProviderClaim,
  type ProviderClaimant,
  type PutProviderClaimant,
  formatMessage,
  serverErrors,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toTimestamp } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { maskAccountNumber, recordAudit } from '../audit/audit.service.js';
import { bankNameOf } from '../bank-details/index.js';
import {
  type ClaimantRow,
  createClaimant,
  findAccountSummaryOfClaimant,
  findClaimantByRef,
  storedDateOf,
  updateClaimantRecord,
} from '../claimant/claimant.service.js';
import { changedColumns, claimantColumnsOf } from './claimant-changes.js';
import { toProviderClaimant } from './claimant-record.mapper.js';
import {
  claimantIdsOfClaim,
  claimsOfClaimant,
  findBsbEntry,
  findClaimByNumber,
  insertClaim,
  linkClaim,
  unlinkClaims,
  updateClaim,
} from './claimant-records.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** Who made the change: an API key (its id) or the command-line tool; recorded in the audit trail. */
export interface ProviderActor {
  actorId: string | null;
  requestId?: string | null;
}

export interface SaveClaimantResult {
  created: boolean;
  claimant: ProviderClaimant;
}

/** The stored record of a claimant by the provider's reference (225 notFound when unknown). */
export async function readClaimantRecord(
  db: Kysely<Database>,
  externalRef: string,
): Promise<ProviderClaimant> {
  const claimant = await findClaimantByRef(db, externalRef);
  if (!claimant) throw new AppError('notFound');
  return recordOf(db, claimant);
}

async function recordOf(db: Kysely<Database>, claimant: ClaimantRow): Promise<ProviderClaimant> {
  const [claims, account] = await Promise.all([
    claimsOfClaimant(db, claimant.id),
    findAccountSummaryOfClaimant(db, claimant.id),
  ]);
  return toProviderClaimant({ claimant, claims, account });
}

interface ClaimChanges {
  linked: string[];
  unlinked: string[];
  created: string[];
}

/**
 * Links each listed claim to the claimant, creating it when new and updating its accident date and
 * location. A claim linked to another claimant is refused (210): the provider must unlink it there
 * first. With replace, the claimant's claims that are not listed are unlinked (never deleted: their
 * messages and submissions stay).
 */
async function saveClaims(
  trx: Kysely<Database>,
  claimantId: string,
  claims: readonly ProviderClaim[],
  replace: boolean,
  at: string,
): Promise<ClaimChanges> {
  const changes: ClaimChanges = { linked: [], unlinked: [], created: [] };
  const keep = new Set<string>();
  // Always in claim number order, so two PUTs naming the same claims lock their rows in the same order
  // and wait for each other rather than deadlock.
  const ordered = [...claims].sort((a, b) => (a.Number < b.Number ? -1 : a.Number > b.Number ? 1 : 0));
  for (const claim of ordered) {
    const accidentDate = storedDateOf(claim.DateOfAccident) ?? claim.DateOfAccident;
    const existing = await findClaimByNumber(trx, claim.Number);
    let claimId: string;
    if (existing) {
      // The update comes first: on PostgreSQL it locks the claim's row until commit, so a concurrent
      // PUT linking the same claim waits here and then reads the link this one made (the refusal below
      // undoes the update with the rest of the transaction).
      await updateClaim(trx, existing.id, {
        accident_date: accidentDate,
        ...(claim.Location === undefined ? {} : { location: claim.Location || null }),
      });
      const owners = await claimantIdsOfClaim(trx, existing.id);
      if (owners.some((owner) => owner !== claimantId)) {
        throw new AppError('providerClaimLinkedElsewhere', {
          message: formatMessage(serverErrors.providerClaimLinkedElsewhere.Message, { claim: claim.Number }),
        });
      }
      claimId = existing.id;
      if (!owners.includes(claimantId)) {
        await linkClaim(trx, claimantId, claimId);
        changes.linked.push(claim.Number);
      }
    } else {
      claimId = newId();
      await insertClaim(trx, {
        id: claimId,
        number: claim.Number,
        accident_date: accidentDate,
        location: claim.Location || null,
        created_at: at,
      });
      await linkClaim(trx, claimantId, claimId);
      changes.created.push(claim.Number);
      changes.linked.push(claim.Number);
    }
    keep.add(claimId);
  }
  if (replace) {
    const stale = (await claimsOfClaimant(trx, claimantId)).filter((claim) => !keep.has(claim.id));
    await unlinkClaims(
      trx,
      claimantId,
      stale.map((claim) => claim.id),
    );
    changes.unlinked = stale.map((claim) => claim.number);
  }
  return changes;
}

/** A save refused by a unique index is run again this many times in all before the fault stands. */
const SAVE_ATTEMPTS = 3;

/**
 * Two first PUTs of the same reference, or of the same new claim, at once: on PostgreSQL both
 * transactions find nothing and insert, and the later one meets the unique index (SQLite runs one
 * transaction at a time). The refused transaction is rolled back and run again from the start, when it
 * finds the committed row: the claimant is updated, a claim linked elsewhere is refused with 210.
 */
async function retryOnUniqueViolation<T>(save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save();
    } catch (error) {
      if (attempt >= SAVE_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * PUT /provider/v1/claimants/:externalRef and the CSV import: creates or updates the claimant with the
 * provider's reference and their claims in one transaction, audits the change in that transaction
 * (actor 'provider', bank numbers masked) and answers the stored record.
 */
export async function saveClaimantRecord(
  db: Kysely<Database>,
  externalRef: string,
  body: PutProviderClaimant,
  actor: ProviderActor,
  now: Date,
): Promise<SaveClaimantResult> {
  const at = toTimestamp(now);
  const bsbEntry = body.BSB ? await findBsbEntry(db, body.BSB) : undefined;
  const bankName = bsbEntry ? bankNameOf(bsbEntry) : null;

  const outcome = await retryOnUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      const before = await findClaimantByRef(trx, externalRef);
      const columns = claimantColumnsOf(body, before, bankName);
      const id = before?.id ?? newId();
      if (before) {
        await updateClaimantRecord(trx, id, columns, at);
      } else {
        await createClaimant(trx, {
          id,
          external_ref: externalRef,
          title: null,
          middle_names: null,
          email: null,
          mobile: null,
          phone_area_code: null,
          phone_number: null,
          home_address: null,
          postal_address: null,
          addresses_same: 1,
          bank_name: null,
          bank_account_name: null,
          bank_bsb: null,
          bank_account_number: null,
          bank_details_verified: 0,
          bank_edit_allowed: 1,
          is_state_trustee: 0,
          mobile_edit_disabled: 0,
          email_edit_disabled: 0,
          pref_sms: 0,
          pref_email: 0,
          first_name: body.FirstName,
          surname: body.Surname,
          date_of_birth: body.DateOfBirth,
          ...columns,
          created_at: at,
          updated_at: at,
        });
      }
      const claims = await saveClaims(trx, id, body.Claims ?? [], body.ReplaceClaims === true, at);
      const after = await findClaimantByRef(trx, externalRef);
      if (!after) throw new Error(`claimant ${externalRef} vanished inside its own transaction`);
      const changed = changedColumns(columns, before);
      // In the same transaction: a change is never left unaudited, and a failed audit undoes it.
      await recordAudit(
        trx,
        {
          action: before ? 'provider.claimant.updated' : 'provider.claimant.created',
          actorKind: 'provider',
          actorId: actor.actorId,
          claimantId: after.id,
          requestId: actor.requestId ?? null,
          details: {
            externalRef,
            changed,
            ...(changed.includes('bank_account_number')
              ? {
                  accountNumber: {
                    before: maskAccountNumber(before?.bank_account_number ?? null),
                    after: maskAccountNumber(after.bank_account_number),
                  },
                }
              : {}),
            claims,
          },
        },
        now,
      );
      return { before, after };
    }),
  );

  return { created: outcome.before === undefined, claimant: await recordOf(db, outcome.after) };
}
