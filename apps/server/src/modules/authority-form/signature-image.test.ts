import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkSignature } from './signature-image.js';

/** A PNG of `width` x `height` filled with one RGBA colour, with optional marked pixels. */
function png(width: number, height: number, fill: number[], marks: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set(fill, i * 4);
  for (const [x, y] of marks) image.data.set([0, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe('a signature image', () => {
  it('is accepted when it has a mark on it', () => {
    expect(checkSignature(png(40, 20, [0, 0, 0, 0], [[3, 4]]))).toEqual({ ok: true, width: 40, height: 20 });
    expect(checkSignature(png(40, 20, [255, 255, 255, 255], [[10, 10]])).ok).toBe(true);
  });

  it('is blank when all transparent or all one colour', () => {
    expect(checkSignature(png(40, 20, [0, 0, 0, 0]))).toEqual({ ok: false, reason: 'blank' });
    expect(checkSignature(png(40, 20, [255, 255, 255, 255]))).toEqual({ ok: false, reason: 'blank' });
    // Transparent pixels whose hidden colour differs are still an empty canvas.
    const image = new PNG({ width: 2, height: 1 });
    image.data.set([255, 0, 0, 0, 0, 255, 0, 0]);
    expect(checkSignature(PNG.sync.write(image))).toEqual({ ok: false, reason: 'blank' });
  });

  it('is not a PNG when its bytes say otherwise or it is cut short', () => {
    expect(checkSignature(Buffer.from('%PDF-1.7 not an image'))).toEqual({ ok: false, reason: 'notPng' });
    const whole = png(40, 20, [0, 0, 0, 0], [[1, 1]]);
    expect(checkSignature(whole.subarray(0, whole.length - 30))).toEqual({ ok: false, reason: 'notPng' });
  });

  it('is too large over the byte limit, or when its header declares too many pixels', () => {
    expect(checkSignature(Buffer.alloc(1_048_577))).toEqual({ ok: false, reason: 'tooLarge' });
    const bomb = png(4, 4, [0, 0, 0, 0], [[1, 1]]);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    expect(checkSignature(bomb)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
