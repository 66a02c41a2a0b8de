import type { AcceptedFileType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { FileSignatureCheck } from './file-signature.js';

/** Feeds the bytes in chunks of `size` so signatures split across chunks are exercised. */
function matches(extension: AcceptedFileType, bytes: Buffer, size = 3): boolean {
  const check = new FileSignatureCheck(extension);
  for (let i = 0; i < bytes.length; i += size) check.update(bytes.subarray(i, i + size));
  return check.matches();
}

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');
const zip = (names: string) =>
  Buffer.concat([hex('504b0304 1400 0000'), Buffer.alloc(22), Buffer.from(names), Buffer.alloc(40)]);

describe('file signature check', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.4\n')],
    ['png', hex('89504e470d0a1a0a 0000000d')],
    ['jpg', hex('ffd8ffe000104a464946')],
    ['jpeg', hex('ffd8ffdb0043')],
    ['tif', hex('49492a0008000000')],
    ['tiff', hex('4d4d002a00000008')],
    ['heic', Buffer.concat([hex('00000018'), Buffer.from('ftypheic0000mif1heic')])],
    ['doc', hex('d0cf11e0a1b11ae1 0000')],
    ['xls', hex('d0cf11e0a1b11ae1 0000')],
    ['docx', zip('[Content_Types].xml')],
    ['xlsx', zip('xl/workbook.xml [Content_Types].xml')],
    ['txt', Buffer.from('Café au lait, 12 €\n')],
  ] as const)('accepts %s bytes under their own extension', (extension, bytes) => {
    expect(matches(extension, bytes)).toBe(true);
  });

  it('refuses a Windows or Linux executable under a document extension', () => {
    const mz = Buffer.concat([Buffer.from('MZ'), hex('90000300'), Buffer.alloc(60)]);
    const elf = Buffer.concat([hex('7f454c46020101'), Buffer.alloc(60)]);
    for (const extension of ['pdf', 'png', 'jpg', 'docx', 'doc', 'txt'] as const) {
      expect(matches(extension, mz)).toBe(false);
      expect(matches(extension, elf)).toBe(false);
    }
  });

  it('refuses a plain zip named .docx (no [Content_Types].xml)', () => {
    expect(matches('docx', zip('payload/readme.md'))).toBe(false);
  });

  it('refuses text with a NUL byte, invalid UTF-8 or a cut multi-byte character', () => {
    expect(matches('txt', Buffer.from('abc\u0000def'))).toBe(false);
    expect(matches('txt', hex('48656cc3'))).toBe(false);
    expect(matches('txt', hex('48ff6c6c6f'))).toBe(false);
  });

  it('refuses an empty file and a PDF named .png', () => {
    expect(matches('pdf', Buffer.alloc(0))).toBe(false);
    expect(matches('png', Buffer.from('%PDF-1.4\n'))).toBe(false);
  });
});
