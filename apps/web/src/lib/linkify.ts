/**
 * Splits a message into plain text and web links (spec part 2 §2: "message text with links made
 * clickable"). Only http://, https:// and www. addresses become links; everything else — HTML,
 * `javascript:` or `data:` addresses — stays text, so a message can never run code.
 */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A web address starts a word: not inside another word, e-mail address or longer host name. */
const URL_PATTERN = /(?<![\w@.\-/])(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Sentence punctuation that usually follows an address rather than belonging to it. */
const TRAILING_PUNCTUATION = /[.,;:!?'"\]}>]+$/;

/** Drops trailing punctuation, and a closing bracket the address did not open. */
function trimAddress(candidate: string): string {
  let text = candidate.replace(TRAILING_PUNCTUATION, '');
  while (text.endsWith(')') && (text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0)) {
    text = text.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return text;
}

/** The address a link opens, or undefined when it is not a well-formed http(s) address. */
export function safeHref(text: string): string | undefined {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export function linkify(message: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let plain = '';
  let cursor = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const text = trimAddress(match[0]);
    const href = safeHref(text);
    // A bare "www." or "https://" with nothing after it stays text.
    if (!href || /^(?:https?:\/\/|www\.)$/i.test(text)) continue;
    plain += message.slice(cursor, match.index);
    if (plain) segments.push({ kind: 'text', text: plain });
    plain = '';
    segments.push({ kind: 'link', text, href });
    cursor = match.index + text.length;
  }
  plain += message.slice(cursor);
  if (plain) segments.push({ kind: 'text', text: plain });
  return segments;
}
