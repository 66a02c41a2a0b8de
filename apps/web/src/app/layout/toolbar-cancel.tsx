import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

/**
 * Toolbar Cancel goes back in history unless the screen gives a handler (spec part 1 §2 "Layout").
 * A screen registers its handler with useToolbarCancel; the toolbar reads it through the ref.
 */
type CancelRef = { current: (() => void) | null };
const ToolbarCancelContext = createContext<CancelRef>({ current: null });

export function ToolbarCancelProvider({ children }: { children: ReactNode }) {
  const ref = useRef<(() => void) | null>(null);
  return <ToolbarCancelContext.Provider value={ref}>{children}</ToolbarCancelContext.Provider>;
}

export function useToolbarCancelRef(): CancelRef {
  return useContext(ToolbarCancelContext);
}

/** Lets a screen replace the toolbar's Cancel behaviour while it is mounted. */
export function useToolbarCancel(handler: () => void): void {
  const ref = useContext(ToolbarCancelContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => {
    const run = () => latest.current();
    ref.current = run;
    return () => {
      if (ref.current === run) ref.current = null;
    };
  }, [ref]);
}
