import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageInformationElementId, type GetInformationResponse } from '@portal/contract';
import { AppProviders, createQueryClient } from './providers';
import { createRouteObjects } from './route-objects';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { preloadScreenAt } from './screen-preload';
import { mockApi } from '../test/mock-api';
import { informationKey, seedInformationFromPage } from '../api/get-information';

const GET_INFORMATION = '/api/information/getinformation';

const information = (ProviderName: string, ProviderPhone = '03 9000 1234'): GetInformationResponse => ({
  Version: '1.5.32',
  ProviderName,
  ProviderPhone,
  BuildTime: '2026-01-01T00:00:00Z',
  Commit: 'test',
  PublicUrl: null,
  ContactReplyWorkingDays: 10,
});

/** The data block as the server writes it (apps/server/src/plugins/web-pages.ts). */
function addBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = pageInformationElementId;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(pageInformationElementId)?.remove();
});

/** main.tsx's start at /login: a query client seeded from the page, then the app. */
async function startAt(path: string, isFromWorkerCache = false) {
  await preloadScreenAt(path);
  const queryClient = createQueryClient();
  seedInformationFromPage(queryClient, document, isFromWorkerCache);
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return queryClient;
}

const brand = () => document.querySelector('.toolbar__brand')?.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the getinformation answer the page brings', () => {
  it('names the configured provider in the first render and never asks getinformation', async () => {
    const api = mockApi().on(GET_INFORMATION, { body: information('Server Answer') });
    addBlock(JSON.stringify(information('Acme Transport Care')).replace(/</g, '\\u003c'));
    await startAt('/login');
    // In the first render: no answer has been waited for.
    expect(brand()).toBe('Acme Transport Care');
    expect(screen.getByText(/This portal is for Acme Transport Care clients/)).toBeInTheDocument();
    expect(document.querySelector('.toolbar__phone')).toHaveAttribute('href', 'tel:0390001234');
    await settle();
    expect(api.bodies(GET_INFORMATION)).toEqual([]);
    expect(brand()).toBe('Acme Transport Care');
  });

  it('reads a value with markup in it as the text it is', async () => {
    mockApi();
    addBlock(JSON.stringify(information('Acme </script> & Co')).replace(/</g, '\\u003c'));
    await startAt('/login');
    expect(brand()).toBe('Acme </script> & Co');
  });

  it('shows a copy from the service worker’s cache at once, then asks the server once for today’s', async () => {
    const api = mockApi().on(GET_INFORMATION, { body: information('Renamed Provider') });
    addBlock(JSON.stringify(information('Acme Transport Care')));
    await startAt('/login', true);
    expect(brand()).toBe('Acme Transport Care');
    await waitFor(() => expect(brand()).toBe('Renamed Provider'));
    await settle();
    expect(api.bodies(GET_INFORMATION)).toHaveLength(1);
  });

  it.each([
    ['no block', undefined],
    ['a block that is not JSON', '{"ProviderName": "Acme'],
    ['a block of another shape', JSON.stringify({ ProviderName: 'Acme Transport Care' })],
    ['an empty block', ''],
  ])('with %s, starts as before: the default until getinformation answers', async (_case, text) => {
    const api = mockApi().on(GET_INFORMATION, { body: information('Server Answer') });
    if (text !== undefined) addBlock(text);
    const queryClient = await startAt('/login');
    expect(brand()).toBe('TAC');
    await waitFor(() => expect(brand()).toBe('Server Answer'));
    expect(api.bodies(GET_INFORMATION)).toHaveLength(1);
    expect(queryClient.getQueryData(informationKey)).toMatchObject({ ProviderName: 'Server Answer' });
  });
});
