import { endpoints } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AnswerMismatch, answerWriterOf, writeAnswer } from '../../src/http/answer-serializer.js';

// ADR 0046: answers are written by fast-json-stringify compiled from the contract's response schema;
// outside production they are also parsed by the schema and compared.
const page = {
  Start: 0,
  End: 1,
  Total: 1,
  Items: [
    {
      messageId: 'm1',
      Subject: 'Your claim "12/34567" – a line\nbreak',
      Message: '<p>Ünïcode ✓ \u2028 and a \\ backslash</p>',
      ReceivedTime: '9:05 am',
      ReceivedDate: '29/11/2026',
      SentTime: '9:04 am',
      SentDate: '29/11/2026',
      Read: false,
      Attachments: [{ Filename: 'letter.pdf', FileID: 'f1', storage_key: 'claims/secret' }],
      claimant_id: 'someone else',
    },
  ],
  password_hash: 'never on the wire',
};
const schema = endpoints.getMessages.response;

describe('the answer writer', () => {
  it('writes only what the contract names, as the contract reads it', () => {
    const text = writeAnswer('getmessages', schema, page, false);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('claimant_id');
    expect(text).not.toContain('storage_key');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(z.parse(schema, page))));
  });

  it('compiles one writer per schema and keeps it', () => {
    expect(answerWriterOf(schema)).toBe(answerWriterOf(schema));
  });

  it('outside production refuses an answer that strays from the contract', () => {
    const wrong = { ...page, Total: 'one' };
    expect(() => writeAnswer('getmessages', schema, wrong, true)).toThrow(AnswerMismatch);
    expect(() => writeAnswer('getmessages', schema, page, true)).not.toThrow();
  });

  it('outside production refuses a writer that would write another value than the contract reads', () => {
    // A transform has no JSON Schema: the writer would write what the handler gave, not its output.
    const measured = z.object({
      Length: z.pipe(
        z.string(),
        z.transform((text) => text.length),
      ),
    });
    expect(() => writeAnswer('measure', measured, { Length: 'four' }, true)).toThrow(
      /written as \{"Length":"four"\} where the contract reads \{"Length":4\}/,
    );
  });
});

describe('the answer writer on nullable parts', () => {
  const nullable = z.object({
    Remittance: z.nullable(z.object({ FileID: z.string(), Filename: z.string() })),
    Account: z.nullable(z.string()),
    Either: z.union([z.string(), z.number()]),
  });

  it('writes null and a value alike, and strips what a nullable object does not name', () => {
    expect(writeAnswer('n', nullable, { Remittance: null, Account: null, Either: 1 }, true)).toBe(
      '{"Remittance":null,"Account":null,"Either":1}',
    );
    const text = writeAnswer(
      'n',
      nullable,
      { Remittance: { FileID: 'f', Filename: 'a.pdf', storage_key: 'x' }, Account: '****1234', Either: 'a' },
      true,
    );
    expect(JSON.parse(text)).toEqual({
      Remittance: { FileID: 'f', Filename: 'a.pdf' },
      Account: '****1234',
      Either: 'a',
    });
  });
});
