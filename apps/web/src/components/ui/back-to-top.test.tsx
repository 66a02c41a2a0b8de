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

describe('BackToTop and the focus (issue 30 item 2, WCAG 2.4.11)', () => {
  const box = (top: number, height: number) =>
    ({ top, bottom: top + height, left: 0, right: 300, width: 300, height, x: 0, y: top }) as DOMRect;

  it('steps aside while the focused control is under it, and comes back when the focus moves on', () => {
    scrollTo(200);
    render(
      <>
        <button type="button">Edit</button>
        <button type="button">Elsewhere</button>
        <BackToTop />
      </>,
    );
    const link = screen.getByRole('link', { name: /back to top/i });
    const under = screen.getByRole('button', { name: 'Edit' });
    const clear = screen.getByRole('button', { name: 'Elsewhere' });
    link.getBoundingClientRect = () => box(600, 44);
    under.getBoundingClientRect = () => box(620, 40);
    clear.getBoundingClientRect = () => box(100, 40);

    act(() => under.focus());
    expect(link).toHaveClass('back-to-top--yielding');
    act(() => clear.focus());
    expect(link).not.toHaveClass('back-to-top--yielding');
  });

  it('stays when the focus is on a container that holds it, such as <main> after a navigation', () => {
    scrollTo(200);
    render(
      <main tabIndex={-1} data-testid="main">
        <p>Text</p>
        <BackToTop />
      </main>,
    );
    const main = screen.getByTestId('main');
    const link = screen.getByRole('link', { name: /back to top/i });
    link.getBoundingClientRect = () => box(600, 44);
    main.getBoundingClientRect = () => box(0, 2000);
    act(() => main.focus());
    expect(link).not.toHaveClass('back-to-top--yielding');
  });
});
