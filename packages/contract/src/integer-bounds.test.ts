import { describe, expect, it } from 'vitest';
import { DB_INTEGER_MAX, DB_INTEGER_MIN } from './shared/limits.js';
import { listSubmissionsQuerySchema } from './provider/submissions/schemas.js';
import { updatePersonalDetailsRequestSchema } from './personal-details/schemas.js';
import { idItemSchema } from './shared/common-schemas.js';
import { uploadContactFormRequestSchema } from './contact-us/schemas.js';
import { getMessagesRequestSchema } from './inbox/schemas.js';
import { getSentItemsRequestSchema } from './sent-items/schemas.js';

/** Numbers that reach an integer column stay inside it, so the server answers 415, not a SQL fault. */
describe('integer fields bounded to the database integer range', () => {
  const page = { Offset: 0, Amount: 10 };

  it('takes RequestType 0..2147483647 and refuses anything beyond', () => {
    for (const RequestType of [0, 7, DB_INTEGER_MAX, null, undefined]) {
      expect(getSentItemsRequestSchema.safeParse({ ...page, RequestType }).success, String(RequestType)).toBe(
        true,
      );
    }
    for (const RequestType of [3_000_000_000, DB_INTEGER_MAX + 1, -1]) {
      expect(getSentItemsRequestSchema.safeParse({ ...page, RequestType }).success, String(RequestType)).toBe(
        false,
      );
    }
  });

  it('bounds Offset and Amount of the inbox and sent items', () => {
    for (const schema of [getMessagesRequestSchema, getSentItemsRequestSchema]) {
      expect(schema.safeParse({ Offset: DB_INTEGER_MAX, Amount: DB_INTEGER_MAX }).success).toBe(true);
      expect(schema.safeParse({ Offset: DB_INTEGER_MAX + 1, Amount: 10 }).success).toBe(false);
      expect(schema.safeParse({ Offset: 0, Amount: 3_000_000_000 }).success).toBe(false);
    }
  });

  it('bounds the list ids of forms (Reason, Category, DocumentType Id) to the signed range', () => {
    const details = {
      Title: 'Ms',
      FirstName: 'A',
      Surname: 'B',
      DateOfBirth: '01/01/1990',
    };
    expect(updatePersonalDetailsRequestSchema.safeParse({ ...details, Reason: DB_INTEGER_MAX }).success).toBe(
      true,
    );
    expect(updatePersonalDetailsRequestSchema.safeParse({ ...details, Reason: 3_000_000_000 }).success).toBe(
      false,
    );
    expect(
      uploadContactFormRequestSchema.safeParse({ Category: DB_INTEGER_MIN - 1, Message: 'x' }).success,
    ).toBe(false);
    expect(idItemSchema.safeParse({ Id: DB_INTEGER_MIN, Item: 'x' }).success).toBe(true);
    expect(idItemSchema.safeParse({ Id: DB_INTEGER_MAX + 1, Item: 'x' }).success).toBe(false);
  });

  it("bounds the provider's submission Offset", () => {
    expect(listSubmissionsQuerySchema.safeParse({ Offset: String(DB_INTEGER_MAX) }).success).toBe(true);
    expect(listSubmissionsQuerySchema.safeParse({ Offset: '3000000000' }).success).toBe(false);
  });
});
