import { describe, expect, it } from 'vitest';
import { generateAccessCode, hashAccessCode, isAccessCodeMatch } from './access-code-secret.js';

describe('access code secrets', () => {
  it('generates four digits, keeping leading zeros, across the whole range', () => {
    const codes = Array.from({ length: 2000 }, () => generateAccessCode());
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('hashes with a fresh salt each time and matches only the same code', () => {
    const first = hashAccessCode('0420');
    const second = hashAccessCode('0420');
    expect(first).not.toBe(second);
    // Stored as version, salt and digest only; a substring check on random hex would fail now and then.
    expect(first).toMatch(/^v1\$[0-9a-f]+\$[0-9a-f]{64}$/);
    expect(first.split('$')).not.toContain('0420');
    expect(isAccessCodeMatch('0420', first)).toBe(true);
    expect(isAccessCodeMatch('0420', second)).toBe(true);
    expect(isAccessCodeMatch('420', first)).toBe(false);
    expect(isAccessCodeMatch('0421', first)).toBe(false);
  });

  it('refuses a stored value it does not recognise', () => {
    expect(isAccessCodeMatch('0420', 'plain-0420')).toBe(false);
    expect(isAccessCodeMatch('0420', 'v1$00$')).toBe(false);
  });
});
