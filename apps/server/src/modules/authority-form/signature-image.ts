import { SIGNATURE_MAX_BYTES, SIGNATURE_MAX_PIXELS } from '@portal/contract';
import { PNG } from 'pngjs';

/**
 * What uploadauthorityform accepts as a signature (issue 13): a real PNG, not too large in bytes or in
 * pixels, with a mark on it. A blank canvas (all transparent, or every pixel one colour) is no signature.
 * The pixel count is read from the header before decoding, so a small file that would unpack to
 * gigabytes (a decompression bomb) is refused without allocating it.
 */
export type SignatureCheck =
  { ok: true; width: number; height: number } | { ok: false; reason: 'notPng' | 'tooLarge' | 'blank' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG always has first. */
function headerSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function isBlank(png: PNG): boolean {
  const data = png.data;
  let allTransparent = true;
  let oneColour = true;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] !== 0) allTransparent = false;
    if (
      data[i] !== data[0] ||
      data[i + 1] !== data[1] ||
      data[i + 2] !== data[2] ||
      data[i + 3] !== data[3]
    ) {
      oneColour = false;
    }
    if (!allTransparent && !oneColour) return false;
  }
  return true;
}

export function checkSignature(bytes: Buffer): SignatureCheck {
  if (bytes.length > SIGNATURE_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  const size = headerSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: 'notPng' };
  if (size.width * size.height > SIGNATURE_MAX_PIXELS) return { ok: false, reason: 'tooLarge' };
  let png: PNG;
  try {
    png = PNG.sync.read(bytes);
  } catch {
    return { ok: false, reason: 'notPng' };
  }
  if (isBlank(png)) return { ok: false, reason: 'blank' };
  return { ok: true, width: png.width, height: png.height };
}
