import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { wireDateTimeOf } from '../../lib/melbourne-time.js';

/**
 * The signed record the provider receives for an authority form (issue 13 "A signed record for the
 * provider"): one PDF with the consent text exactly as the claimant was shown it, their details, the
 * signature image, how it was made (drawn, or typed with the typed name), when, and a SHA-256 of what
 * was signed (text, details, method and image bytes), so a later change to any of them shows. The
 * SHA-256 of the PDF file itself is recorded beside the file (stored_files.sha256) and in the API.
 */
export interface AuthorityRecordInput {
  /** The consent and privacy text as plain paragraphs, exactly as shown on the form. */
  consentParagraphs: readonly string[];
  details: readonly (readonly [label: string, value: string])[];
  signaturePng: Uint8Array;
  method: 'drawn' | 'typed';
  typedName: string | null;
  signedAt: Date;
}

export interface AuthorityRecord {
  pdf: Uint8Array;
  /** SHA-256 (hex) of the signed content, printed in the PDF. */
  contentSha256: string;
  /** SHA-256 (hex) of the PDF's bytes. */
  fileSha256: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 }; // A4 in points
const BODY_SIZE = 10.5;
const LINE = BODY_SIZE * 1.45;

/** Helvetica draws only WinAnsi; anything else (emoji, most non-Latin scripts) prints as "?". */
function printable(font: PDFFont, text: string): string {
  return [...text.replace(/\s+/g, ' ')]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function contentHash(input: AuthorityRecordInput): string {
  const hash = createHash('sha256');
  const field = (text: string) => hash.update(`${Buffer.byteLength(text)}:${text}\n`);
  input.consentParagraphs.forEach(field);
  for (const [label, value] of input.details) field(`${label}=${value}`);
  field(input.method);
  field(input.typedName ?? '');
  field(input.signedAt.toISOString());
  hash.update(input.signaturePng);
  return hash.digest('hex');
}

export async function buildAuthorityRecord(input: AuthorityRecordInput): Promise<AuthorityRecord> {
  const document = await PDFDocument.create();
  document.setTitle('Authority to release information');
  document.setCreationDate(input.signedAt);
  document.setModificationDate(input.signedAt);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      page = document.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const text = (content: string, options: { size?: number; face?: PDFFont; gap?: number } = {}) => {
    const size = options.size ?? BODY_SIZE;
    const face = options.face ?? font;
    for (const line of wrap(face, content, size, width)) {
      ensure(size * 1.45);
      page.drawText(line, { x: PAGE.margin, y: y - size, size, font: face, color: rgb(0, 0, 0) });
      y -= size * 1.45;
    }
    y -= options.gap ?? LINE / 2;
  };

  text('Authority to release information', { size: 16, face: bold, gap: LINE });
  for (const paragraph of input.consentParagraphs) text(paragraph);
  y -= LINE / 2;
  text('Claimant', { size: 12, face: bold });
  for (const [label, value] of input.details) text(`${label}: ${value}`, { gap: 0 });
  y -= LINE;

  const image = await document.embedPng(input.signaturePng);
  const scale = Math.min(1, width / image.width, 120 / image.height);
  ensure(image.height * scale + 4 * LINE);
  text('Signature', { size: 12, face: bold });
  page.drawImage(image, {
    x: PAGE.margin,
    y: y - image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  });
  y -= image.height * scale + LINE;
  const how =
    input.method === 'typed'
      ? `Typed by the claimant as "${input.typedName ?? ''}", with the declaration ticked`
      : 'Drawn by the claimant on the form';
  text(how, { gap: 0 });
  const signed = wireDateTimeOf(input.signedAt.toISOString());
  text(`Signed on ${signed.date} at ${signed.time}, Melbourne time (${input.signedAt.toISOString()})`, {
    gap: 0,
  });
  const contentSha256 = contentHash(input);
  text(`SHA-256 of the signed content: ${contentSha256}`, { size: 8 });

  const pdf = await document.save({ useObjectStreams: false });
  return { pdf, contentSha256, fileSha256: createHash('sha256').update(pdf).digest('hex') };
}
