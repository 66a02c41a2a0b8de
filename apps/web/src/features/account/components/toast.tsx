import { useEffect, useState } from 'react';
import { TOAST_MS } from '@portal/contract';

/**
 * A toast (spec part 1 §4 "My Details"): shown for TOAST_MS, then hidden from sight but kept in the
 * polite live region so a screen reader that was busy still finds it. `id` restarts the timer when
 * the same text is shown again.
 */
export function Toast({ message, id = 0 }: { message: string; id?: number }) {
  const key = `${id}:${message}`;
  const [expiredKey, setExpiredKey] = useState<string | null>(null);
  useEffect(() => {
    if (message === '') return;
    const timer = setTimeout(() => setExpiredKey(key), TOAST_MS);
    return () => clearTimeout(timer);
  }, [key, message]);
  const isVisible = message !== '' && expiredKey !== key;
  return (
    <div role="status" aria-live="polite" className={isVisible ? 'toast' : 'visually-hidden'}>
      {message}
    </div>
  );
}
