// React's behaviour where Preact, which runs the app through preact/compat (docs/decisions.md §57),
// differs. Installed before the first render by main.tsx and by the web tests' setup, from this one
// place, so the tests run what ships. The order matters: each module wraps the hooks installed before it.
import './change-events';
import './controlled-fields';
import { runEffectsBeforeEvents } from './effects-before-events';

/** Installs the event timing; `later` as runEffectsBeforeEvents takes it (the tests' zero-delay timeout). */
export function keepReactBehaviour(later?: (run: () => void) => void): void {
  runEffectsBeforeEvents(later);
}
