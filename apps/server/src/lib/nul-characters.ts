/**
 * Whether a value parsed from a request holds a NUL character (U+0000) in any string or key. No field
 * of the portal can legitimately hold one, and PostgreSQL refuses it in text ("invalid byte sequence"),
 * which turned a stray byte into an internal fault (number 100) where SQLite would have stored it.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
