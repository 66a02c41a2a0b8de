import { describe, expect, it } from 'vitest';
import { getFileContentResponseSchema } from './schemas.js';

describe('stored files', () => {
  it('answers a stored file as base64 data with its type and name', () => {
    const file = { Data: 'aGk=', MimeType: 'text/plain', Filename: 'hi.txt' };
    expect(getFileContentResponseSchema.parse(file)).toEqual(file);
  });
});
