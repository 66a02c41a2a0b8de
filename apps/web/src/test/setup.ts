import '@testing-library/jest-dom/vitest';
// As in main.tsx: React's behaviour where Preact differs (lib/react-behaviour.ts).
import { keepReactBehaviour } from '../lib/react-behaviour';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { sessionStore } from '../lib/session-store';

// Preact runs effects after the next frame (35 ms where none comes); React runs those of an update
// outside act() in its scheduler's next task, and the tests read them once an update is on the page
// (Testing Library then waits one zero-delay timeout). Effects in the next zero-delay timeout keep
// React's order; before a discrete event they run at once, as in the app (lib/effects-before-events.ts).
keepReactBehaviour((run) => setTimeout(run, 0));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.refresh();
});
