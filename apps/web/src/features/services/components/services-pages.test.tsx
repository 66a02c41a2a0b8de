import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages, serverErrors } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';

const services = {
  approvedService: [
    { id: 'physiotherapy', name: 'Physiotherapy', ExcessApplies: true, iconToShow: 'physiotherapy' },
    { id: 'work', name: 'Return to work', ExcessApplies: false, iconToShow: null },
  ],
};
const detailPath = (id: string) => endpoints.serviceDetail.path.replace(':id', id);

let api: MockApi;
beforeEach(() => {
  api = mockApi()
    .on(endpoints.serviceList.path, { body: services })
    .on('/api/content/servicelist', {
      body: ['<p>Services we can help with.</p>', '<p>Footer <a href="tel:1300654329">call us</a></p>'],
    });
});
afterEach(() => vi.unstubAllGlobals());

describe('What we can pay for', () => {
  it('shows the page text, a tile per service and the second content entry as the footer', async () => {
    renderApp('/services', { signedIn: true });
    const physio = await screen.findByRole('link', { name: /^Physiotherapy/ });
    const tiles = within(physio.closest('ul')!).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/services/physiotherapy',
      '/services/work',
    ]);
    expect(screen.getByText('Services we can help with.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'call us' })).toHaveAttribute('href', 'tel:1300654329');
  });

  it('shows the tiles only once the page text above them is there (its arrival moves nothing)', async () => {
    const release = holdAnswers('/api/content/servicelist');
    renderApp('/services', { signedIn: true });
    // The service list has answered (and had time to render) while the text is held.
    await waitFor(() => expect(api.bodies(endpoints.serviceList.path)).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: /^Physiotherapy/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: /^Physiotherapy/ })).toBeInTheDocument();
    expect(screen.getByText('Services we can help with.')).toBeInTheDocument();
  });

  it('shows no page text or footer while the tiles are still coming (their arrival moves nothing)', async () => {
    const release = holdAnswers(endpoints.serviceList.path);
    renderApp('/services', { signedIn: true });
    // The page text has answered (and had time to render) while the list is held.
    await waitFor(() => expect(api.bodies('/api/content/servicelist')).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Services we can help with.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'call us' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Services we can help with.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Physiotherapy/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'call us' })).toBeInTheDocument();
  });

  it('marks a service with an excess by an asterisk and explains it', async () => {
    renderApp('/services', { signedIn: true });
    const physio = await screen.findByRole('link', { name: /^Physiotherapy\s*\(an excess applies\)$/ });
    expect(physio).toHaveTextContent('Physiotherapy*');
    expect(screen.getByRole('link', { name: 'Return to work' })).not.toHaveTextContent('*');
    expect(screen.getByText(messages.services.excessNote)).toBeVisible();
  });

  it('draws the named icon, and the default circle alone for a service without one', async () => {
    renderApp('/services', { signedIn: true });
    const physio = await screen.findByRole('link', { name: /Physiotherapy/ });
    expect(physio.querySelector('circle')).not.toBeNull();
    expect(physio.querySelector('path')).not.toBeNull();
    const work = screen.getByRole('link', { name: 'Return to work' });
    expect(work.querySelector('circle')).not.toBeNull();
    expect(work.querySelector('path')).toBeNull();
  });

  it('leaves out the excess note when no service has an excess', async () => {
    api.on(endpoints.serviceList.path, {
      body: { approvedService: services.approvedService.map((s) => ({ ...s, ExcessApplies: false })) },
    });
    renderApp('/services', { signedIn: true });
    await screen.findByRole('link', { name: /Physiotherapy/ });
    expect(screen.queryByText(messages.services.excessNote)).not.toBeInTheDocument();
  });
});

describe('a service', () => {
  it('adds the name to the breadcrumb, sanitises the HTML and opens at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    api.on(detailPath('physiotherapy'), {
      body: {
        name: 'Physiotherapy',
        content: '<h2>Sessions</h2><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">bad</a>',
      },
    });
    const { container } = renderApp('/services/physiotherapy', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: messages.services.title })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(crumbs).getByText('Physiotherapy')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Physiotherapy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Physiotherapy - /));
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('opens from its tile', async () => {
    api.on(detailPath('work'), { body: { name: 'Return to work', content: '<p>Help back to work.</p>' } });
    const { router } = renderApp('/services', { signedIn: true });
    await userEvent.click(await screen.findByRole('link', { name: 'Return to work' }));
    expect(await screen.findByText('Help back to work.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services/work');
  });

  it('shows the server message for an unknown service', async () => {
    api.on(detailPath('nope'), businessError(serverErrors.notFound.Number, serverErrors.notFound.Message));
    renderApp('/services/nope', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(serverErrors.notFound.Message);
  });
});
