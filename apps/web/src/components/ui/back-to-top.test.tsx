import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackToTop } from './back-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('BackToTop (spec part 1 §2 "Layout")', () => {
  it('appears only after the page is scrolled more than 20 px', () => {
    scrollTo(0);
    render(<BackToTop />);
    expect(screen.queryByRole('link', { name: /back to top/i })).not.toBeInTheDocument();
    scrollTo(20);
    expect(screen.queryByRole('link', { name: /back to top/i })).not.toBeInTheDocument();
    scrollTo(21);
    expect(screen.getByRole('link', { name: /back to top/i })).toBeInTheDocument();
    scrollTo(0);
    expect(screen.queryByRole('link', { name: /back to top/i })).not.toBeInTheDocument();
  });
});
