import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteMeta, ScreenProps } from '../lib/routing/route-types';
import { ScreenLoading } from './layout/screen-loading';
import { lazyScreen, type LazyScreen, type ScreenComponent } from './lazy-screen';

const meta: RouteMeta = {
  screen: 'inbox',
  path: '/inbox',
  title: 'Inbox',
  access: 'claim',
  toolbar: { left: 'menu', right: 'home' },
};

function InboxStandIn({ meta: own }: ScreenProps) {
  return <h1>{own.title} screen</h1>;
}

function CounterStandIn() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** A load the test settles by hand, like a chunk still on the network. */
function pendingLoad() {
  let settle!: { resolve: (screen: ScreenComponent) => void; reject: (failure: Error) => void };
  const load = vi.fn(
    () =>
      new Promise<ScreenComponent>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { load, settle: () => settle };
}

function renderInFrame(lazy: LazyScreen) {
  return render(
    <Suspense fallback={<ScreenLoading />}>
      <lazy.Screen meta={meta} />
    </Suspense>,
  );
}

describe('screens that load with their route (issue 10 "A fast first load")', () => {
  it('shows the loading placeholder until the code arrives, then the screen with its props', async () => {
    const { load, settle } = pendingLoad();
    renderInFrame(lazyScreen(load));

    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await act(async () => settle().resolve(InboxStandIn));
    expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders preloaded code at once, without the placeholder', async () => {
    const lazy = lazyScreen(() => Promise.resolve(InboxStandIn));
    await lazy.preload();

    renderInFrame(lazy);
    // No waiting: the screen is there in the first commit.
    expect(screen.getByRole('heading', { name: 'Inbox screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches the code once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve<ScreenComponent>(InboxStandIn));
    const lazy = lazyScreen(load);
    await Promise.all([lazy.preload(), lazy.preload()]);
    renderInFrame(lazy).unmount();
    renderInFrame(lazy);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects a preload, and fetches again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ScreenComponent>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce(InboxStandIn);
    const lazy = lazyScreen(load);

    await expect(lazy.preload()).resolves.toBeUndefined();
    await lazy.preload();

    renderInFrame(lazy);
    expect(screen.getByRole('heading', { name: 'Inbox screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a screen that waited for its code mounted when it renders again', async () => {
    const { load, settle } = pendingLoad();
    const lazy = lazyScreen(load);
    const view = renderInFrame(lazy);
    await act(async () => settle().resolve(CounterStandIn));
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));

    view.rerender(
      <Suspense fallback={<ScreenLoading />}>
        <lazy.Screen meta={{ ...meta, title: 'Inbox again' }} />
      </Suspense>,
    );
    // Its state survived: the screen was not remounted now that its code has arrived.
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
