import { describe, expect, it } from 'vitest';
import { submitDocumentFormRequestSchema } from './schemas.js';

const documents = [{ Filename: 'receipt.pdf', FileID: 'f-1' }];

describe('send documents drafts', () => {
  it('submits documents with a type and files, the message being optional', () => {
    expect(
      submitDocumentFormRequestSchema.safeParse({
        DocumentType: { Id: 7, Item: 'Tax File Declaration Form' },
        Documents: documents,
      }).success,
    ).toBe(true);
    expect(submitDocumentFormRequestSchema.safeParse({ Documents: documents }).success).toBe(false);
  });
});
