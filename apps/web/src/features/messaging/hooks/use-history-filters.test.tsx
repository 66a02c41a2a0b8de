import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useHistoryFilters } from './use-history-filters';

interface Filters {
  search: string;
}

const fromState = (state: unknown): Filters => (state as { kept?: Filters } | null)?.kept ?? { search: '' };
const toState = (filters: Filters) => ({ kept: filters });

function List({ onChange }: { onChange: () => void }) {
  const [filters, changeFilters] = useHistoryFilters({ fromState, toState, onChange });
  return (
    <>
      <p>search: {filters.search}</p>
      <button type="button" onClick={() => changeFilters({ search: 'bank' })}>
        Search bank
      </button>
    </>
  );
}

describe('useHistoryFilters (inbox and sent items)', () => {
  it('keeps new filters in the same history entry, and starts from the ones it holds', async () => {
    const onChange = vi.fn();
    const router = createMemoryRouter(
      [
        { path: '/list', element: <List onChange={onChange} /> },
        { path: '/detail', element: <h1>Detail</h1> },
      ],
      { initialEntries: ['/list?nh=1'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('search:')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search bank' }));
    expect(screen.getByText('search: bank')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location).toMatchObject({
      pathname: '/list',
      search: '?nh=1',
      state: { kept: { search: 'bank' } },
    });

    await act(() => router.navigate('/detail'));
    await act(() => router.navigate(-1));
    expect(await screen.findByText('search: bank')).toBeInTheDocument();
  });
});
