import { useEffect, useState } from 'react';
import { TOAST_MS } from '@portal/contract';
import './timed-toast.css';

/**
 * A toast shown for TOAST_MS (spec part 2 §2 "the toast shows for 3 seconds"), then hidden from sight
 * but kept in the polite live region so a screen reader that was busy still finds it.
 */
export function TimedToast({ message }: { message: string }) {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (message === '') return;
    const timer = setTimeout(() => setExpired(message), TOAST_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const isVisible = message !== '' && expired !== message;
  return (
    <div role="status" aria-live="polite" className={isVisible ? 'timed-toast' : 'visually-hidden'}>
      {message}
    </div>
  );
}
