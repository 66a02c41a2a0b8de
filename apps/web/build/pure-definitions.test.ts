import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { markDefinitionsPure } from './pure-definitions';

const PURE = '/* @__PURE__ */ ';

/** The ESTree of a module, as Rollup's parser answers it in the build. */
const parseAst = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

function marked(code: string): string {
  return markDefinitionsPure(code, parseAst(code) as never)?.toString() ?? code;
}

describe('markDefinitionsPure (issue 15: the contract a page uses, not all of it)', () => {
  it('marks each call of a top-level definition, nested ones included, once per place', () => {
    const code = [
      "export const aSchema = z.object({ a: z.string().min(1, 'A') }).strict();",
      "const bSchema = aSchema.extend({ b: z.number() }), c = new Map([['k', f()]]);",
      "export const login = p1.post(s.loginRequestSchema, s.loginResponseSchema, 'login');",
    ].join('\n');
    expect(marked(code)).toBe(
      [
        `export const aSchema = ${PURE}z.object({ a: ${PURE}z.string().min(1, 'A') }).strict();`,
        `const bSchema = ${PURE}aSchema.extend({ b: ${PURE}z.number() }), c = ${PURE}new Map([['k', ${PURE}f()]]);`,
        `export const login = ${PURE}p1.post(s.loginRequestSchema, s.loginResponseSchema, 'login');`,
      ].join('\n'),
    );
  });

  it('leaves calls inside functions, and top-level statements that are not declarations, as they are', () => {
    const code = [
      'export const check = (v) => z.string().parse(v);',
      'export const refined = z.string().refine(function (v) { return g(v); });',
      'register(z.string());',
      'export function build() { return z.object({}); }',
      'let plain = 1;',
    ].join('\n');
    expect(marked(code)).toBe(
      [
        'export const check = (v) => z.string().parse(v);',
        `export const refined = ${PURE}z.string().refine(function (v) { return g(v); });`,
        'register(z.string());',
        'export function build() { return z.object({}); }',
        'let plain = 1;',
      ].join('\n'),
    );
  });

  it('answers null when there is nothing to mark', () => {
    const code = "export const limit = 10;\nexport const names = ['a', 'b'];";
    expect(markDefinitionsPure(code, parseAst(code) as never)).toBeNull();
  });
});
