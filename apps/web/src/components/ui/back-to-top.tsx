import { useEffect, useState, type MouseEvent } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX, messages } from '@portal/contract';

/**
 * Link that appears once the page is scrolled more than 20 px (spec part 1 §2 "Layout"). The shell
 * renders it as the last thing inside <main>: a landmark holds it (axe "region"), and its slot is
 * sticky within main, so it floats at the bottom of the viewport while reading but stops above the
 * footer instead of covering the footer's links. The slot keeps its height whether the link shows or
 * not, so scrolling never moves the footer.
 */
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

  return (
    <div className="back-to-top-slot">
      {isVisible && (
        <a className="back-to-top" href={`#${targetId}`} onClick={handleClick}>
          <span aria-hidden="true">↑ </span>
          {messages.shell.backToTop}
        </a>
      )}
    </div>
  );
}
