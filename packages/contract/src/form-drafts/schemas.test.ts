import { describe, expect, it } from 'vitest';
import { updateDocumentFormRequestSchema } from '../send-documents/schemas.js';
import { draftPathParamsSchema, updateFormRequestSchema } from './schemas.js';

describe('drafts', () => {
  it('saves a partial draft', () => {
    expect(updateDocumentFormRequestSchema.parse({ AccessToken: 't', Description: 'half written' })).toEqual({
      AccessToken: 't',
      Description: 'half written',
    });
    expect(updateFormRequestSchema.parse({ PayOther: 2 })).toEqual({ PayOther: 2 });
  });

  it('refuses a draft whose who-to-pay is not 0, 1 or 2', () => {
    expect(updateFormRequestSchema.safeParse({ PayOther: 3 }).success).toBe(false);
    expect(updateFormRequestSchema.safeParse({ PayOther: '1' }).success).toBe(false);
  });

  it('knows the two draft types of the generic calls', () => {
    expect(draftPathParamsSchema.parse({ type: 'receipts' })).toEqual({ type: 'receipts' });
    expect(draftPathParamsSchema.safeParse({ type: 'contact' }).success).toBe(false);
  });
});
