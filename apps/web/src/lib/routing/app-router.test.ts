import { describe, expect, it, vi } from 'vitest';
import { type BlockerFunction, createMemoryAppRouter } from './app-router';

const paths = (router: ReturnType<typeof createMemoryAppRouter>) => router.state.location.pathname;

describe('the app router (app-router.ts)', () => {
  it('pushes, replaces and goes back, telling its subscribers each time', async () => {
    const router = createMemoryAppRouter(['/login']);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(`${state.historyAction} ${state.location.pathname}`));

    await router.navigate('/claims');
    await router.navigate('/claim', { replace: true, state: { from: 'claims' } });
    expect(router.state.location.state).toEqual({ from: 'claims' });
    await router.navigate(-1);
    expect(seen).toEqual(['PUSH /claims', 'REPLACE /claim', 'POP /login']);
    router.dispose();
  });

  it('resolves a path relative to the current one, with its query', async () => {
    const router = createMemoryAppRouter(['/inbox']);
    await router.navigate('inbox-item-detail?page=2');
    expect(router.state.location).toMatchObject({ pathname: '/inbox/inbox-item-detail', search: '?page=2' });
    await router.navigate({ search: '?page=3' });
    expect(router.state.location).toMatchObject({ pathname: '/inbox/inbox-item-detail', search: '?page=3' });
  });

  it('holds a blocked push until proceed, and drops it on reset', async () => {
    const router = createMemoryAppRouter(['/submitdocuments']);
    const shouldBlock = vi.fn<BlockerFunction>(() => true);
    router.setBlocker(shouldBlock);

    await router.navigate('/claim');
    expect(paths(router)).toBe('/submitdocuments');
    expect(router.blocker.state).toBe('blocked');
    expect(router.blocker.location?.pathname).toBe('/claim');
    expect(shouldBlock).toHaveBeenCalledWith(
      expect.objectContaining({
        currentLocation: expect.objectContaining({ pathname: '/submitdocuments' }),
        nextLocation: expect.objectContaining({ pathname: '/claim' }),
        historyAction: 'PUSH',
      }),
    );
    router.blocker.reset?.();
    expect(router.blocker.state).toBe('unblocked');
    expect(paths(router)).toBe('/submitdocuments');

    await router.navigate('/claim', { state: { kept: true } });
    router.blocker.proceed?.();
    expect(paths(router)).toBe('/claim');
    expect(router.state.location.state).toEqual({ kept: true });
    expect(router.blocker.state).toBe('unblocked');
  });

  it('undoes a blocked back move at once and makes it again on proceed', async () => {
    const router = createMemoryAppRouter(['/claim']);
    await router.navigate('/reimbursementform');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    router.setBlocker(() => true);

    await router.navigate(-1);
    // The browser had already gone back: the router went forward again and shows no change.
    expect(paths(router)).toBe('/reimbursementform');
    expect(router.blocker.state).toBe('blocked');
    expect(router.blocker.location?.pathname).toBe('/claim');
    expect(seen.every((path) => path === '/reimbursementform')).toBe(true);

    router.blocker.proceed?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(paths(router)).toBe('/claim');
    expect(router.state.historyAction).toBe('POP');
  });

  it('lets navigations through once its blocker is taken away, and a later blocker stays', async () => {
    const router = createMemoryAppRouter(['/a']);
    const takeAway = router.setBlocker(() => true);
    await router.navigate('/b');
    expect(router.blocker.state).toBe('blocked');
    takeAway();
    expect(router.blocker.state).toBe('unblocked');
    await router.navigate('/b');
    expect(paths(router)).toBe('/b');

    // A blocker set after another: taking the first away leaves the second.
    const first = router.setBlocker(() => true);
    router.setBlocker(() => true);
    first();
    await router.navigate('/c');
    expect(paths(router)).toBe('/b');
  });

  it('goes through the navigator as React Router links do, blocked alike', () => {
    const router = createMemoryAppRouter(['/a']);
    router.setBlocker(({ nextLocation }) => nextLocation.pathname === '/held');
    router.navigator.push('/b', { via: 'link' });
    expect(router.state.location).toMatchObject({ pathname: '/b', state: { via: 'link' } });
    router.navigator.replace({ pathname: '/held' });
    expect(paths(router)).toBe('/b');
    expect(router.blocker.state).toBe('blocked');
    expect(router.navigator.createHref({ pathname: '/x', search: '?y=1' })).toBe('/x?y=1');
  });

  it('stops listening when disposed', async () => {
    const router = createMemoryAppRouter(['/a']);
    await router.navigate('/b');
    router.dispose();
    const listener = vi.fn();
    router.subscribe(listener);
    router.navigator.go(-1);
    expect(listener).not.toHaveBeenCalled();
  });
});
