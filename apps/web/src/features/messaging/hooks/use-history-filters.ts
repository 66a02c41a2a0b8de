import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A messaging list's filters, kept in its history entry too (ours): the list is unmounted while a
 * detail page (app mode) or another page shows, and Back should find the same search, range and
 * Filter, with the pages still in the query cache. A change replaces the entry's state at the same
 * address (nh=1 kept): no new history entry and no focus move; `onChange` runs with it (the selection
 * clears, as the list restarts).
 */
export function useHistoryFilters<TFilters>(options: {
  fromState: (state: unknown) => TFilters;
  toState: (filters: TFilters) => unknown;
  onChange: () => void;
}): [TFilters, (next: TFilters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TFilters>(() => options.fromState(location.state));

  function changeFilters(next: TFilters) {
    setFilters(next);
    options.onChange();
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: options.toState(next) },
    );
  }

  return [filters, changeFilters];
}
