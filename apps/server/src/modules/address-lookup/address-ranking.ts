import { normaliseForSearch } from '../../db/importers/addresses.js';
import type { AddressRow } from './address-lookup.repository.js';
import { wordMatches, type QueryWord } from './address-query.js';

export interface RankedAddress {
  address: AddressRow;
  /** 1-100, higher is better; follows the ranking order. */
  score: number;
}

interface RankKeys {
  postalLast: number;
  numberAndStreet: number;
  inexactNumbers: number;
  earliness: number;
  length: number;
}

const isNumberWord = (text: string) => /^\d+[a-z]?$/.test(text);

/**
 * Orders matching addresses (our reading of "ranked" in issue 3):
 * 1. for a home address, street addresses before delivery-only ones (still listed, flagged, so the
 *    form can give its informational warning — part 1 §5);
 * 2. the typed house number followed by the typed street ("14 pakington") before other matches,
 *    then a typed number matched exactly before one matched as a prefix ("14" before "140");
 * 3. how early in the address the words match (a street name before a locality of the same name);
 * 4. shorter addresses, then alphabetical, so the order is stable.
 */
export function rankAddresses(
  addresses: readonly AddressRow[],
  words: readonly QueryWord[],
  isHomeAddress: boolean,
): RankedAddress[] {
  const keyed = addresses.map((address) => ({ address, keys: rankKeys(address, words, isHomeAddress) }));
  keyed.sort(
    (x, y) =>
      x.keys.postalLast - y.keys.postalLast ||
      x.keys.numberAndStreet - y.keys.numberAndStreet ||
      x.keys.inexactNumbers - y.keys.inexactNumbers ||
      x.keys.earliness - y.keys.earliness ||
      x.keys.length - y.keys.length ||
      x.address.single_line.localeCompare(y.address.single_line),
  );
  return keyed.map(({ address, keys }) => ({ address, score: scoreOf(keys, words.length) }));
}

function rankKeys(address: AddressRow, words: readonly QueryWord[], isHomeAddress: boolean): RankKeys {
  const addressWords = normaliseForSearch(address.single_line).split(' ');
  const positions = words.map((word) => {
    const at = addressWords.findIndex((candidate) => wordMatches(candidate, word));
    // Matched through the other spelling held only in search_text: count it as late.
    return at < 0 ? addressWords.length : at;
  });
  return {
    postalLast: isHomeAddress && address.is_postal_only === 1 ? 1 : 0,
    numberAndStreet: hasNumberThenStreet(addressWords, words) ? 0 : 1,
    inexactNumbers: words.filter((w) => isNumberWord(w.text) && !addressWords.includes(w.text)).length,
    earliness: positions.reduce((sum, at) => sum + at, 0),
    length: address.single_line.length,
  };
}

/** A typed number that is the address's number, followed by the typed next word (the street). */
function hasNumberThenStreet(addressWords: readonly string[], words: readonly QueryWord[]): boolean {
  return words.some((word, i) => {
    const next = words[i + 1];
    if (!next || !isNumberWord(word.text)) return false;
    return addressWords.some(
      (candidate, at) => candidate === word.text && wordMatches(addressWords[at + 1] ?? '', next),
    );
  });
}

function scoreOf(keys: RankKeys, wordCount: number): number {
  // Earliness 0 means every word matched from the start in order, e.g. a typed prefix of the address.
  const ideal = (wordCount * (wordCount - 1)) / 2;
  const spread = Math.max(0, keys.earliness - ideal);
  const base = keys.numberAndStreet === 0 ? 100 : 80;
  return Math.max(1, base - Math.min(spread, 40) - keys.inexactNumbers * 5 - keys.postalLast * 20);
}
