import { useEffect, useRef, type ReactNode } from 'react';

export interface RefusalNoticeProps {
  /** The refusal to show, or null while there is none. */
  children: ReactNode | null;
  /** Changes with each attempt the server refused, so a repeated refusal takes the focus again. */
  attempt: number;
  className?: string;
}

/**
 * Where a form's server refusal appears ("Your information could not be found...", a survey login
 * refused): an announced region that is always in the page (a live region inserted with its text is
 * often not read), and the refusal takes the focus when it appears, so a keyboard or screen-reader user
 * is not left on <body> where the busy submit button was (issue 30 item 3, WCAG 2.4.3).
 */
export function RefusalNotice({ children, attempt, className = '' }: RefusalNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isShown = children !== null && children !== false;

  useEffect(() => {
    if (isShown) ref.current?.focus();
  }, [isShown, attempt]);

  return (
    <div role="alert" className={className}>
      {isShown && (
        <div className="notice notice--warning" tabIndex={-1} ref={ref}>
          {children}
        </div>
      )}
    </div>
  );
}
