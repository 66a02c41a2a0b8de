import { describe, expect, it } from 'vitest';
import { uploadFileResponseSchema } from '../uploads/schemas.js';
import {
  submitContactFormRequestSchema,
  uploadContactFileRequestSchema,
  uploadContactFormRequestSchema,
  uploadContactFormResponseSchema,
} from './schemas.js';

describe('contact us', () => {
  it('records an enquiry and answers its Identifier', () => {
    expect(
      uploadContactFormRequestSchema.parse({ Category: 5, Message: 'Hello', CustomCategory: 'Travel' }),
    ).toMatchObject({ Category: 5 });
    expect(uploadContactFormRequestSchema.safeParse({ Category: 5 }).success).toBe(false);
    expect(uploadContactFormResponseSchema.parse({ Identifier: 'c-1' })).toEqual({ Identifier: 'c-1' });
    expect(submitContactFormRequestSchema.safeParse({ FormId: 'c-1' }).success).toBe(true);
  });

  it('describes upload form fields as text and answers FileId', () => {
    expect(uploadContactFileRequestSchema.parse({ accessToken: 't', FormId: 'c-1' })).toEqual({
      accessToken: 't',
      FormId: 'c-1',
    });
    expect(uploadContactFileRequestSchema.safeParse({ accessToken: 't' }).success).toBe(false);
    expect(uploadFileResponseSchema.parse({ FileId: 'f-1' })).toEqual({ FileId: 'f-1' });
  });
});
