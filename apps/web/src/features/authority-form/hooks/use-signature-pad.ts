import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

/**
 * signature_pad on a canvas that stays right on every device (issue 13; signature_pad's README
 * "Handling high DPI screens" and "resizing"):
 * - the bitmap is the element's CSS size times devicePixelRatio, with the context scaled to match, so
 *   strokes are sharp on high-density screens;
 * - resizing a canvas wipes it, so the strokes are kept as data (toData) and redrawn (fromData) each
 *   time the element's size changes (window resize, rotation, zoom);
 * - signature_pad follows pointer events, so mouse, touch and pen all draw (CSS touch-action: none
 *   stops a finger from scrolling the page instead).
 */
export function useSignaturePad(onChange: (isSigned: boolean) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isSigned, setIsSigned] = useState(false);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#000000' });
    padRef.current = pad;
    const report = () => {
      const signed = !pad.isEmpty();
      setIsSigned(signed);
      latestOnChange.current(signed);
    };
    pad.addEventListener('endStroke', report);

    let size = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const next = `${canvas.offsetWidth}x${canvas.offsetHeight}@${ratio}`;
      // A resize that changes nothing would still wipe the bitmap; skip it.
      if (next === size) return;
      size = next;
      const strokes = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    // A zoom changes devicePixelRatio without always resizing the element.
    window.addEventListener('resize', fit);
    window.addEventListener('orientationchange', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      window.removeEventListener('orientationchange', fit);
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setIsSigned(false);
    latestOnChange.current(false);
  }, []);

  /** The drawn signature as a PNG (transparent background, as signature_pad draws it). */
  const toPng = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        const canvas = canvasRef.current;
        if (!canvas) {
          reject(new Error('The signature canvas is gone'));
          return;
        }
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('No signature image'))),
          'image/png',
        );
      }),
    [],
  );

  return { canvasRef, isSigned, clear, toPng };
}
