import { normaliseForSearch } from '../../db/importers/addresses.js';

/** Shorter queries answer an empty list: two letters match too much to be useful (our choice). */
export const MIN_QUERY_LENGTH = 3;
/** Suggestions in one answer. */
export const MAX_SUGGESTIONS = 10;
/** Matching addresses read per lookup before ranking: bounds the work for a vague query. */
export const CANDIDATE_LIMIT = 200;

/**
 * The importer's Australia Post street-type abbreviations (db/importers/addresses.ts), lower case.
 * The index holds both spellings of a street's type, so "street" and "st" each find "Street"; the
 * ranking treats them as the same word. Read through Maps only: a typed word such as "constructor"
 * must never find a member of Object.prototype (issue 10 item 4).
 */
const streetTypeAbbreviations = {
  street: 'st',
  road: 'rd',
  avenue: 'ave',
  highway: 'hwy',
  parade: 'pde',
  place: 'pl',
  boulevard: 'blvd',
  esplanade: 'esp',
  terrace: 'tce',
  drive: 'dr',
  court: 'ct',
  crescent: 'cres',
  close: 'cl',
  grove: 'gr',
  square: 'sq',
  circuit: 'cct',
};
const streetTypes = new Map(Object.entries(streetTypeAbbreviations));
const fullStreetTypes = new Map([...streetTypes].map(([full, short]) => [short, full]));

export interface QueryWord {
  /** The word as typed, normalised. */
  text: string;
  /** Spellings that count as this word: itself plus a street type's other form. */
  spellings: string[];
  /** The last word is still being typed, so it matches as a prefix; the others match whole. */
  isPrefix: boolean;
}

/** Splits a query into words the way the importer built search_text; [] when it is too short. */
export function parseQuery(query: string): QueryWord[] {
  const normalised = normaliseForSearch(query);
  if (normalised.length < MIN_QUERY_LENGTH) return [];
  const words = [...new Set(normalised.split(' '))];
  return words.map((text, i) => ({
    text,
    spellings: spellingsOf(text),
    isPrefix: i === words.length - 1,
  }));
}

export function spellingsOf(word: string): string[] {
  const other = streetTypes.get(word) ?? fullStreetTypes.get(word);
  return other ? [word, other] : [word];
}

/** True when an address word counts as the query word. */
export function wordMatches(addressWord: string, word: QueryWord): boolean {
  if (word.isPrefix && addressWord.startsWith(word.text)) return true;
  return word.spellings.includes(addressWord);
}

/**
 * The smallest string above every string that starts with `prefix`, for an index range
 * `token >= prefix and token < bound`. Tokens hold only [a-z0-9], which sort the same way in
 * SQLite and in PostgreSQL's C and linguistic collations; null when no bound exists ("zzz").
 */
export function prefixUpperBound(prefix: string): string | null {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  for (let end = prefix.length - 1; end >= 0; end--) {
    const at = alphabet.indexOf(prefix.charAt(end));
    if (at >= 0 && at < alphabet.length - 1) return prefix.slice(0, end) + alphabet.charAt(at + 1);
  }
  return null;
}
