import type { Address, AddressLookupResponse, AddressSuggestion } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findAddressById, findAddressesWithWords, type AddressRow } from './address-lookup.repository.js';
import { CANDIDATE_LIMIT, MAX_SUGGESTIONS, parseQuery } from './address-query.js';
import { rankAddresses } from './address-ranking.js';

/**
 * Address suggestions for GET /api/addresslookup/AddressLookup (part 1 §7). Every word of the query
 * must match (the last as a prefix); queries under three characters answer an empty list. Delivery-
 * only addresses (PO boxes, locked bags, RMBs) are always flagged IsPostalOnly; for a home address
 * they are kept but listed last, so the form can show part 1 §5's informational warning when one is
 * picked rather than silently hiding the address the person typed.
 */
export async function lookupAddresses(
  db: Kysely<Database>,
  query: string,
  isHomeAddress: boolean,
): Promise<AddressLookupResponse> {
  const words = parseQuery(query);
  if (words.length === 0) return { results: [] };
  const candidates = await findAddressesWithWords(db, words, CANDIDATE_LIMIT);
  const ranked = rankAddresses(candidates, words, isHomeAddress).slice(0, MAX_SUGGESTIONS);
  return { results: ranked.map(({ address, score }) => toSuggestion(address, score)) };
}

export interface ResolvedAddress {
  address: Address;
  isPostalOnly: boolean;
}

/**
 * The full address behind a suggestion's Moniker (the address id), in the contract's address shape:
 * registration and contact-details updates resolve a picked address with it and refuse a
 * delivery-only one as a home address. Undefined for an unknown moniker.
 */
export async function resolveAddressByMoniker(
  db: Kysely<Database>,
  moniker: string,
): Promise<ResolvedAddress | undefined> {
  const row = await findAddressById(db, moniker);
  return row && { address: toAddress(row), isPostalOnly: row.is_postal_only === 1 };
}

function toSuggestion(row: AddressRow, score: number): AddressSuggestion {
  return {
    Moniker: row.id,
    PartialAddress: row.single_line,
    Picklist: [...streetLines(row), `${row.locality} ${row.state}`].join(', '),
    Postcode: row.postcode,
    Score: score,
    IsPostalOnly: row.is_postal_only === 1,
  };
}

/** Like the demo's stored addresses: street lines in 1 and 2, "LOCALITY STATE POSTCODE" in 3. */
function toAddress(row: AddressRow): Address {
  const lines = streetLines(row);
  const [first = '', second = ''] = lines.length > 2 ? [lines.slice(0, -1).join(', '), lines.at(-1)] : lines;
  return {
    ExperianSingleSelectedLine: row.single_line,
    AddressLine1: first,
    AddressLine2: second,
    AddressLine3: `${row.locality.toUpperCase()} ${row.state} ${row.postcode}`,
    Postcode: row.postcode,
    Moniker: row.id,
    Country: 'Australia',
  };
}

function streetLines(row: AddressRow): string[] {
  return [row.line1, row.line2, row.line3].filter((line): line is string => Boolean(line));
}
