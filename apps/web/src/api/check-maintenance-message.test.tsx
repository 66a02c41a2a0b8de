import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@portal/contract';
import { mockApi } from '../test/mock-api';
import { useMaintenanceMessages } from './check-maintenance-message';

afterEach(() => vi.unstubAllGlobals());

/** The app's own defaults would retry a failed call twice; the maintenance check must not. */
function wrapperWith(client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 0 } } })) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('the one maintenance check (spec part 1 §2, §3, §7 checkmessage)', () => {
  it('shows the messages the server has, leaving out blank ones', async () => {
    mockApi().on(endpoints.checkMaintenanceMessage.path, { body: ['Down on Sunday from 9 pm.', '  '] });
    const { result } = renderHook(() => useMaintenanceMessages(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current).toEqual(['Down on Sunday from 9 pm.']));
  });

  it('shows nothing when the check fails, and does not ask again', async () => {
    const api = mockApi().on(endpoints.checkMaintenanceMessage.path, { status: 500, body: 'down' });
    const { result } = renderHook(() => useMaintenanceMessages(), { wrapper: wrapperWith() });
    await waitFor(() => expect(api.bodies(endpoints.checkMaintenanceMessage.path)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.bodies(endpoints.checkMaintenanceMessage.path)).toHaveLength(1);
    expect(result.current).toEqual([]);
  });

  it('asks once for every page that shows it (sign-in, registration, recovery)', async () => {
    const api = mockApi().on(endpoints.checkMaintenanceMessage.path, { body: ['Paused.'] });
    const wrapper = wrapperWith();
    const first = renderHook(() => useMaintenanceMessages(), { wrapper });
    const second = renderHook(() => useMaintenanceMessages(), { wrapper });
    await waitFor(() => expect(second.result.current).toEqual(['Paused.']));
    expect(first.result.current).toEqual(['Paused.']);
    expect(api.bodies(endpoints.checkMaintenanceMessage.path)).toHaveLength(1);
  });
});
