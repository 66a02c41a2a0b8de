import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import './zod-jitless';

describe('Zod in the browser', () => {
  it('never compiles parsers with new Function, which the CSP refuses', () => {
    const original = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.number() });
      for (let i = 0; i < 5; i++) expect(schema.parse({ a: 'x', b: i })).toEqual({ a: 'x', b: i });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toEqual([]);
  });
});
