import type { AcceptedFileType } from '@portal/contract';

/**
 * Checks that a file's bytes are what its extension claims (issue 4: uploads are checked by their
 * magic numbers as well as their name), so a renamed executable is refused. Fed chunk by chunk: it
 * keeps the first bytes and a short tail, never the whole file.
 */
const HEAD_BYTES = 16;
const ZIP_CONTENT_TYPES = Buffer.from('[Content_Types].xml', 'latin1');

type Family = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'heic' | 'ole' | 'ooxml' | 'text';

const familyOf: Record<AcceptedFileType, Family> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  heic: 'heic',
  doc: 'ole',
  xls: 'ole',
  docx: 'ooxml',
  xlsx: 'ooxml',
  txt: 'text',
};

/** The MIME type recorded for a file whose bytes matched its extension. */
export const mimeTypeOf: Record<AcceptedFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
};

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);

const ascii = (text: string): number[] => [...Buffer.from(text, 'latin1')];
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1'];

/** Whether the first bytes carry the signature of the family (ooxml and text need the whole stream too). */
function headMatches(family: Family, head: Buffer): boolean {
  switch (family) {
    case 'pdf':
      return startsWith(head, ascii('%PDF-'));
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'tiff':
      return startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'heic':
      return (
        startsWith(head, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(head, ascii(brand), 8))
      );
    case 'ole':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'ooxml':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'text':
      return true;
  }
}

export class FileSignatureCheck {
  private readonly family: Family;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private foundContentTypes = false;
  private textValid = true;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(extension: AcceptedFileType) {
    this.family = familyOf[extension];
  }

  update(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    if (this.family === 'ooxml' && !this.foundContentTypes) this.searchContentTypes(chunk);
    if (this.family === 'text' && this.textValid) this.checkText(chunk);
  }

  /** True when the bytes seen match the extension; call after the last chunk. */
  matches(): boolean {
    if (this.head.length === 0) return false;
    if (!headMatches(this.family, this.head)) return false;
    if (this.family === 'ooxml') return this.foundContentTypes;
    if (this.family === 'text') return this.finishText();
    return true;
  }

  /** An Office Open XML package names [Content_Types].xml (in its first entry and its directory). */
  private searchContentTypes(chunk: Buffer): void {
    const edge = Buffer.concat([this.tail, chunk.subarray(0, ZIP_CONTENT_TYPES.length - 1)]);
    if (edge.includes(ZIP_CONTENT_TYPES) || chunk.includes(ZIP_CONTENT_TYPES)) {
      this.foundContentTypes = true;
      return;
    }
    const keep = ZIP_CONTENT_TYPES.length - 1;
    this.tail = Buffer.from(
      chunk.length >= keep
        ? chunk.subarray(chunk.length - keep)
        : Buffer.concat([this.tail, chunk]).subarray(-keep),
    );
  }

  /** Text files are UTF-8 without NUL bytes (binary data almost always holds one). */
  private checkText(chunk: Buffer): void {
    if (chunk.includes(0)) {
      this.textValid = false;
      return;
    }
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.textValid = false;
    }
  }

  private finishText(): boolean {
    if (!this.textValid) return false;
    try {
      this.decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}
