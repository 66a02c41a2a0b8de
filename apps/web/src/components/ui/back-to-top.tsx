import { useEffect, useState, type MouseEvent } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX, messages } from '@portal/contract';

/** Floating link that appears once the page is scrolled more than 20 px (spec part 1 §2 "Layout"). */
export function BackToTop({ targetId = 'top' }: { targetId?: string }) {
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Move keyboard focus too, so the next Tab starts at the top of the page.
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }

  if (!isVisible) return null;
  return (
    <a className="back-to-top" href={`#${targetId}`} onClick={handleClick}>
      <span aria-hidden="true">↑ </span>
      {messages.shell.backToTop}
    </a>
  );
}
