import { describe, expect, it } from 'vitest';
import { updatePersonalDetailsRequestSchema } from './schemas.js';

describe('personal details', () => {
  it('parses a personal-details change with FormId and a reason id', () => {
    const request = {
      FormId: '',
      Title: 'Ms',
      FirstName: 'Alex',
      Surname: 'Citizen',
      DateOfBirth: '14/02/1985',
      Reason: 3,
      OtherReason: '',
    };
    expect(updatePersonalDetailsRequestSchema.parse(request)).toEqual(request);
    expect(updatePersonalDetailsRequestSchema.safeParse({ ...request, Reason: '3' }).success).toBe(false);
  });
});
