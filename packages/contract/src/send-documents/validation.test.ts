import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { isReimbursementItem, isTaxFileDeclaration, sendDocumentsFormSchema } from './validation.js';

const issues = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const file = { Filename: 'a.pdf', FileID: '1' };

describe('sendDocumentsFormSchema', () => {
  const valid = {
    DocumentType: { Id: 2, Item: 'Medical report' },
    Description: 'Report',
    Documents: [file],
    Authorised: true,
  };

  it('accepts a typed, described, authorised upload', () => {
    expect(sendDocumentsFormSchema.safeParse(valid).success).toBe(true);
  });

  it('lists every missing part', () => {
    expect(issues(sendDocumentsFormSchema, { DocumentType: null })).toEqual([
      ['DocumentType', 'Please select a document type'],
      ['Description', 'Please provide a message'],
      ['Documents', 'Please attach at least one document'],
      ['Authorised', 'Please confirm that you are authorised to send these documents'],
    ]);
    expect(issues(sendDocumentsFormSchema, { ...valid, Description: 'x'.repeat(1001) })).toEqual([
      ['Description', 'Message must be 1000 characters or fewer'],
    ]);
  });

  it('needs no message for the tax file declaration', () => {
    const tfd = { Id: 7, Item: 'Tax File Declaration Form' };
    expect(isTaxFileDeclaration(tfd)).toBe(true);
    expect(sendDocumentsFormSchema.safeParse({ ...valid, DocumentType: tfd, Description: '' }).success).toBe(
      true,
    );
  });

  it('recognises the Reimbursement type', () => {
    expect(isReimbursementItem({ Item: 'Reimbursement' })).toBe(true);
    expect(isReimbursementItem({ Item: 'Medical report' })).toBe(false);
  });
});
