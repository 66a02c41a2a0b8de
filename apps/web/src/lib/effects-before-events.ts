// preact/compat (the `react` alias, vite.config.ts) installs Preact's hooks first.
import 'react';
import { options } from 'preact';

/*
 * React runs the effects of an update before it handles the next discrete event (a key, a click, a
 * focus change); Preact runs them after the next frame. A handler that reads what an effect keeps (a ref
 * synced in useEffect, as `latest` in use-reimbursement.ts) would then read the values from before the
 * last keystroke: Tab straight after typing an amount left it without its "$" and ".00" (found by the
 * e2e suite). So Preact's pending effects run at the start of every such event, before the page's own
 * handlers (a capture listener on the window sees every event first, focus and blur included); else
 * when Preact would have run them, after the next frame, or as the caller says (the web tests' setup:
 * in the next zero-delay timeout). Running them twice is harmless: Preact's flush empties its queue.
 */

const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'focus',
  'blur',
  'focusin',
  'focusout',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
  'submit',
] as const;

/** Preact's own timing (preact/hooks afterNextFrame): after a frame, or 35 ms where none comes. */
function afterNextFrame(run: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(run);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
}

let pending: (() => void) | null = null;

function runPending(): void {
  const flush = pending;
  pending = null;
  flush?.();
}

/** Installs the timing once, before the first render (lib/react-behaviour.ts). */
export function runEffectsBeforeEvents(later: (run: () => void) => void = afterNextFrame): void {
  options.requestAnimationFrame = (flush) => {
    pending = flush;
    later(runPending);
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, runPending, { capture: true });
}
