import { SIGNATURE_CANVAS_HEIGHT_PX, messages } from '@portal/contract';
import type { RefObject } from 'react';

/** Page copy. */
const copy = {
  legend: 'Draw your signature',
  hint: 'Use your mouse, finger or pen in the box below.',
  canvas: 'Signature drawing area',
  clear: `${messages.authorityForm.clear} drawn signature`,
};

export interface DrawnSignatureProps {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  isSigned: boolean;
  onClear: () => void;
  disabled: boolean;
}

/** The signature canvas, 200 px high (spec part 2 §9), with Clear (part 2 §2, §4 "back to unsigned"). */
export function DrawnSignature({ canvasRef, isSigned, onClear, disabled }: DrawnSignatureProps) {
  return (
    <fieldset className="authority-form__method">
      <legend className="authority-form__legend">{copy.legend}</legend>
      <p className="field__hint" id="authority-form-draw-hint">
        {copy.hint}
      </p>
      <canvas
        ref={canvasRef}
        className="authority-form__canvas"
        style={{ height: SIGNATURE_CANVAS_HEIGHT_PX }}
        role="img"
        aria-label={copy.canvas}
        aria-describedby="authority-form-draw-hint"
      />
      <button
        type="button"
        className="button button--secondary"
        aria-label={copy.clear}
        disabled={disabled || !isSigned}
        onClick={onClear}
      >
        {messages.authorityForm.clear}
      </button>
    </fieldset>
  );
}
