import { describe, expect, it } from 'vitest';
import { dropdownListRequestSchema, dropdownListResponseSchema } from './schemas.js';

describe('dropdown', () => {
  it('asks a dropdown list by ListType and answers nested Items', () => {
    expect(dropdownListRequestSchema.safeParse({ AccessToken: '' }).success).toBe(false);
    const items = {
      Items: [
        {
          ElementNumber: 1,
          Id: 10,
          Item: 'Documents',
          ParentId: null,
          Children: [{ ElementNumber: 1, Id: 11, Item: 'Medical', ParentId: 10, Children: [] }],
        },
      ],
    };
    expect(dropdownListResponseSchema.parse(items)).toEqual(items);
    expect(
      dropdownListResponseSchema.safeParse({ Items: [{ ...items.Items[0], Children: [{ Id: '11' }] }] })
        .success,
    ).toBe(false);
  });
});
