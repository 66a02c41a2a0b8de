import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type AuthorityRecordInput, buildAuthorityRecord, contentHash } from './authority-record.js';

/** Every deflated stream of a PDF, inflated and joined. */
function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (an image or the like).
    }
  }
  return out.join('\n');
}

function signaturePng(): Buffer {
  const image = new PNG({ width: 60, height: 20 });
  for (let x = 5; x < 55; x++) image.data.set([0, 0, 0, 255], (10 * 60 + x) * 4);
  return PNG.sync.write(image);
}

const input: AuthorityRecordInput = {
  consentParagraphs: [
    'I authorise the release of information about my injury to the TAC.',
    'A long paragraph '.repeat(80),
    'Emoji and other scripts still print: 😀 名前',
  ],
  details: [
    ['Name', 'Alex Citizen'],
    ['Claim number', '12/34567'],
  ],
  signaturePng: signaturePng(),
  method: 'typed',
  typedName: 'Alex James Citizen',
  signedAt: new Date('2026-11-24T08:21:00Z'),
};

describe('the signed authority record', () => {
  it('is a PDF whose file hash is reported and whose content hash covers what was signed', async () => {
    const record = await buildAuthorityRecord(input);
    expect(Buffer.from(record.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(record.fileSha256).toBe(createHash('sha256').update(record.pdf).digest('hex'));
    expect(record.contentSha256).toBe(contentHash(input));
    const loaded = await PDFDocument.load(record.pdf);
    expect(loaded.getTitle()).toBe('Authority to release information');
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('changes its content hash when the text, a detail, the method or the image changes', () => {
    const base = contentHash(input);
    expect(contentHash({ ...input, consentParagraphs: ['I authorise nothing.'] })).not.toBe(base);
    expect(contentHash({ ...input, details: [['Name', 'Sam Taylor']] })).not.toBe(base);
    expect(contentHash({ ...input, method: 'drawn', typedName: null })).not.toBe(base);
    expect(
      contentHash({ ...input, signaturePng: Buffer.concat([input.signaturePng, Buffer.from([0])]) }),
    ).not.toBe(base);
  });

  it('prints the typed name, the method and the Melbourne time in the PDF', async () => {
    const record = await buildAuthorityRecord({ ...input, consentParagraphs: ['Short consent.'] });
    // pdf-lib deflates page content and writes drawn text as hex strings.
    const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();
    const body = contentStreams(Buffer.from(record.pdf));
    expect(body).toContain(hex('Typed by the claimant as "Alex James Citizen"'));
    expect(body).toContain(hex('Signed on 24/11/2026 at 7:21 pm, Melbourne time'));
  });
});
