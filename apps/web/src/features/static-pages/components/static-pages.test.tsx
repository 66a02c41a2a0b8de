import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

beforeEach(() => {
  mockApi()
    .on('/api/content/terms', { body: ['<h2>Terms of use</h2><script>alert(1)</script>'] })
    .on('/api/content/notice', { body: ['<h2>Collection notice</h2>'] })
    .on('/api/content/privacy', { body: ['<h2>Privacy policy</h2><p onclick="alert(1)">Text</p>'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('terms, notice and privacy', () => {
  it.each([
    ['/disclaimer', 'Terms & Conditions', 'Terms of use'],
    ['/notice', 'Information collection notice', 'Collection notice'],
    ['/privacypolicy', 'Privacy Policy', 'Privacy policy'],
  ])('%s shows its content item under its title, sanitised', async (path, title, heading) => {
    const { container } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('script, [onclick]')).toBeNull();
  });

  it.each(['/disclaimer?nh=1', '/notice?nh=1'])('%s hides the header and the footer', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('privacy with nh=1 hides the header but keeps the footer', async () => {
    renderApp('/privacypolicy?nh=1');
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('privacy with r=1 links back to registration at the top and the bottom, keeping nh=1', async () => {
    renderApp('/privacypolicy?nh=1&r=1');
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    const links = screen.getAllByRole('link', { name: 'Back to registration' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/register?nh=1');
  });

  it('privacy without r=1 has no link back to registration', async () => {
    renderApp('/privacypolicy');
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    expect(screen.queryByRole('link', { name: 'Back to registration' })).not.toBeInTheDocument();
  });

  it('privacy shows the toolbar only when signed in', async () => {
    const signedOut = renderApp('/privacypolicy');
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    expect(screen.queryByRole('link', { name: /1300 654 329/ })).not.toBeInTheDocument();
    signedOut.unmount();
    renderApp('/privacypolicy', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Privacy policy' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('the terms show the toolbar to a signed-out visitor', async () => {
    renderApp('/disclaimer');
    await screen.findByRole('heading', { level: 2, name: 'Terms of use' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
