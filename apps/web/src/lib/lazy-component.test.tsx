import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, loadOnce } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('loadOnce', () => {
  it('fetches the code once, whoever asks', async () => {
    const importCode = vi.fn(() => Promise.resolve('code'));
    const code = loadOnce(importCode);
    expect(code.loaded).toBeUndefined();
    await Promise.all([code.load(), code.preload(), code.load()]);
    expect(importCode).toHaveBeenCalledTimes(1);
    expect(code.loaded).toBe('code');
  });

  it('forgets a failed load, so the next one tries again', async () => {
    const importCode = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('code');
    const code = loadOnce(importCode);
    await expect(code.preload()).resolves.toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(importCode).toHaveBeenCalledTimes(2);
  });
});

describe('lazyComponent', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const lazyGreeting = lazyComponent(() => Promise.resolve(Greeting));
    await lazyGreeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazyGreeting.Component name="Alex" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Alex')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends until the code arrives when it was not preloaded', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const lazyGreeting = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazyGreeting.Component name="Sam" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive(Greeting);
    expect(await screen.findByText('Hello Sam')).toBeInTheDocument();
  });
});
