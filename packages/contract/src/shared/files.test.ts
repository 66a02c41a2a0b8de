import { describe, expect, it } from 'vitest';
import { checkFile, fileExtension, fileInfoSchema } from './files.js';

describe('checkFile', () => {
  it('accepts an accepted type below 10MB, whatever the case of its extension', () => {
    expect(checkFile({ name: 'receipt.PDF', size: 10_485_759 })).toEqual({ ok: true, extension: 'pdf' });
    expect(checkFile({ name: 'photo.heic', size: 1 }).ok).toBe(true);
  });

  it('refuses a file of 10MB or more', () => {
    expect(checkFile({ name: 'scan.pdf', size: 10_485_760 })).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: 'Document must be below 10MB',
    });
  });

  it('refuses a type that is not accepted', () => {
    expect(checkFile({ name: 'virus.exe', size: 10 })).toEqual({
      ok: false,
      reason: 'typeNotAccepted',
      message: 'Document type is not accepted',
    });
    expect(checkFile({ name: 'noextension', size: 10 }).ok).toBe(false);
    expect(checkFile({ name: 'report.pdf.zip', size: 10 }).ok).toBe(false);
  });

  it('reads the last extension', () => {
    expect(fileExtension('a.b.DOCX')).toBe('docx');
    expect(fileExtension('README')).toBe('');
  });

  it('offers the same rule as a schema', () => {
    expect(fileInfoSchema.safeParse({ name: 'a.txt', size: 5 }).success).toBe(true);
    expect(fileInfoSchema.safeParse({ name: 'a.txt', size: 20_000_000 }).error?.issues[0]?.message).toBe(
      'Document must be below 10MB',
    );
  });
});
