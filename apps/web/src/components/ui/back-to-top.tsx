import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX, messages } from '@portal/contract';

/** Whether two boxes share any area. */
function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Whether the link covers any part of the element that has the focus: a control, not the link itself
 * nor a container that holds it (<main> takes the focus after a navigation and always "overlaps" it).
 */
function coversFocus(link: HTMLElement | null): boolean {
  const focused = document.activeElement;
  return (
    link !== null &&
    focused instanceof HTMLElement &&
    focused !== document.body &&
    !focused.contains(link) &&
    overlaps(focused.getBoundingClientRect(), link.getBoundingClientRect())
  );
}

/**
 * Link that appears once the page is scrolled more than 20 px (spec part 1 §2 "Layout"). The shell
 * renders it as the last thing inside <main>: a landmark holds it (axe "region"), and its slot is
 * sticky within main, so it floats at the bottom of the viewport while reading but stops above the
 * footer instead of covering the footer's links. The slot keeps its height whether the link shows or
 * not, so scrolling never moves the footer.
 *
 * It never covers the control that has the focus (issue 30 item 2, WCAG 2.4.11): while the focused
 * element shares any area with it, the link steps aside (hidden, its place kept) until the focus or the
 * page moves on.
 */
export function BackToTop({ targetId = 'top' }: { targetId?: string }) {
  const [isVisible, setIsVisible] = useState(false);
  const [isYielding, setIsYielding] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const update = () => {
      setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
      setIsYielding(coversFocus(linkRef.current));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  // The link has just appeared: it may have appeared over the focused control.
  useEffect(() => {
    if (isVisible) setIsYielding(coversFocus(linkRef.current));
  }, [isVisible]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Move keyboard focus too, so the next Tab starts at the top of the page.
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }

  return (
    <div className="back-to-top-slot">
      {isVisible && (
        <a
          ref={linkRef}
          className={isYielding ? 'back-to-top back-to-top--yielding' : 'back-to-top'}
          href={`#${targetId}`}
          onClick={handleClick}
        >
          <span aria-hidden="true">↑ </span>
          {messages.shell.backToTop}
        </a>
      )}
    </div>
  );
}
