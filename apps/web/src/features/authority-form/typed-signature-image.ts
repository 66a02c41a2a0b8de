/**
 * The typed signature as a PNG (issue 13 "Typed signature of equal standing"): the name drawn in a
 * handwriting-like system font on a transparent canvas, so it travels through uploadauthorityform
 * exactly like a drawn one. Fonts come from the system (the CSP loads none from elsewhere).
 */
export const TYPED_SIGNATURE_SIZE = { width: 900, height: 200 } as const;
const FONT_FAMILY = '"Segoe Script", "Brush Script MT", "Apple Chancery", "URW Chancery L", cursive';
const LARGEST_FONT_PX = 64;
const SMALLEST_FONT_PX = 12;
const PADDING_PX = 24;

/** The largest font size, in whole pixels, at which `measure` says the name fits `width`. */
export function fittingFontSize(measure: (fontPx: number) => number, width: number): number {
  let size = LARGEST_FONT_PX;
  while (size > SMALLEST_FONT_PX && measure(size) > width) size -= 2;
  return size;
}

export function typedSignatureFont(fontPx: number): string {
  return `italic ${fontPx}px ${FONT_FAMILY}`;
}

export function renderTypedSignature(name: string, createCanvas = () => document.createElement('canvas')) {
  return new Promise<Blob>((resolve, reject) => {
    const canvas = createCanvas();
    canvas.width = TYPED_SIGNATURE_SIZE.width;
    canvas.height = TYPED_SIGNATURE_SIZE.height;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('This browser cannot draw the typed signature'));
      return;
    }
    const width = TYPED_SIGNATURE_SIZE.width - 2 * PADDING_PX;
    const fontPx = fittingFontSize((size) => {
      context.font = typedSignatureFont(size);
      return context.measureText(name).width;
    }, width);
    context.font = typedSignatureFont(fontPx);
    context.fillStyle = '#000000';
    context.textBaseline = 'middle';
    context.fillText(name, PADDING_PX, TYPED_SIGNATURE_SIZE.height / 2, width);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No signature image'))), 'image/png');
  });
}
