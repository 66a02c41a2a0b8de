import { describe, expect, it } from 'vitest';
import { safeFilename, withoutControlCharacters } from './safe-filename.js';

describe('file names as stored and shown', () => {
  it('drops a right-to-left override, so "\u202Egpj.exe.png" reads as what it is', () => {
    expect(safeFilename('\u202Egpj.exe.png', 'png')).toBe('gpj.exe.png');
    expect(safeFilename('invoice\u202Egpj.exe', 'exe')).toBe('invoicegpj.exe');
  });

  it.each([
    ['marks', 'a\u200Eb\u200Fc\u061Cd.pdf'],
    ['embeddings and overrides', 'a\u202Ab\u202Bc\u202Cd\u202De\u202E.pdf'],
    ['isolates', 'a\u2066b\u2067c\u2068d\u2069.pdf'],
    ['C0 controls and DEL', 'a\u0000b\u0007c\u001Bd\u001F\u007F.pdf'],
    ['C1 controls', 'a\u0080b\u0085c\u009B\u009F.pdf'],
  ])('removes %s', (_kind, name) => {
    expect(withoutControlCharacters(name)).toMatch(/^a?b?c?d?e?\.pdf$/);
    expect(safeFilename(name, 'pdf')).toMatch(/^[a-e]+\.pdf$/);
  });

  it('keeps letters of any script, spaces and punctuation a name may hold', () => {
    expect(safeFilename('Relevé de compte – 2026 (1).pdf', 'pdf')).toBe('Relevé de compte – 2026 (1).pdf');
    expect(safeFilename('שלום.pdf', 'pdf')).toBe('שלום.pdf');
  });

  it('keeps only the last path segment, drops reserved characters and leading dots', () => {
    expect(safeFilename('C:\\Users\\alex\\scan<1>.png', 'png')).toBe('scan1.png');
    expect(safeFilename('../../..\u202E/.hidden.txt', 'txt')).toBe('hidden.txt');
  });

  it('names a file with nothing left after cleaning by its extension', () => {
    expect(safeFilename('\u202E\u2066\u0000', 'pdf')).toBe('file.pdf');
  });

  it('cuts a long name to 200 characters keeping the extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}\u202E.docx`, 'docx');
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.docx')).toBe(true);
  });
});
