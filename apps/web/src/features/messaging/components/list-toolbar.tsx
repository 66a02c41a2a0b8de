import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DATE_RANGES, MESSAGE_SEARCH_MAX, messages, type DateRange } from '@portal/contract';
import { DateInput } from '../../../components/ui/date-input';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/ui/error-summary';
import { validateCustomRange, type CustomRangeErrors, type ListFilters } from '../list-filters';

export interface ListToolbarProps {
  /** The filters the list currently shows; the toolbar starts from them. */
  filters: ListFilters;
  /** A new search, a new range, or Apply with valid custom dates. */
  onChange: (filters: ListFilters) => void;
  /** Extra controls before the search, e.g. the sent-items Filter select. */
  extra?: ReactNode;
}

const t = messages.inbox;

/**
 * Search and date range above a messaging list (spec part 2 §2 "Inbox", "Sent items"): a search form
 * (searchbox and button, both "Search"), the "Date range" select (Any, last 7 days, last 30 days,
 * last 6 months, Custom) and, for Custom, "Start date"/"End date" inputs with Apply. Choosing a
 * fixed range applies at once; custom dates apply only when valid.
 */
export function ListToolbar({ filters, onChange, extra }: ListToolbarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [range, setRange] = useState<DateRange>(filters.dateRange);
  const [startDate, setStartDate] = useState(filters.startDate);
  const [endDate, setEndDate] = useState(filters.endDate);
  const [errors, setErrors] = useState<CustomRangeErrors>({});
  const [applyCount, setApplyCount] = useState(0);

  const startId = `${id}-start`;
  const endId = `${id}-end`;

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...filters, search: search.trim() });
  }

  function changeRange(next: DateRange) {
    setRange(next);
    setErrors({});
    if (next !== 'custom') onChange({ ...filters, dateRange: next, startDate: '', endDate: '' });
  }

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCustomRange(startDate, endDate);
    setErrors(found);
    setApplyCount((count) => count + 1);
    if (found.startDate || found.endDate) return;
    onChange({ ...filters, dateRange: 'custom', startDate, endDate });
  }

  const summary: ErrorSummaryItem[] = [
    ...(errors.startDate ? [{ fieldId: startId, message: errors.startDate }] : []),
    ...(errors.endDate ? [{ fieldId: endId, message: errors.endDate }] : []),
  ];

  return (
    <div className="list-toolbar">
      {extra}
      <form className="list-toolbar__search" role="search" onSubmit={submitSearch}>
        <label className="visually-hidden" htmlFor={`${id}-search`}>
          {t.search}
        </label>
        <input
          id={`${id}-search`}
          className="field__input list-toolbar__search-input"
          type="search"
          maxLength={MESSAGE_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button button--secondary">
          {t.search}
        </button>
      </form>
      <div className="field list-toolbar__range">
        <label className="field__label" htmlFor={`${id}-range`}>
          {t.dateRange}
        </label>
        <select
          id={`${id}-range`}
          className="field__input"
          value={range}
          onChange={(event) => changeRange(event.target.value as DateRange)}
        >
          {DATE_RANGES.map((value) => (
            <option key={value} value={value}>
              {t.dateRanges[value]}
            </option>
          ))}
        </select>
      </div>
      {range === 'custom' && (
        <form className="list-toolbar__custom" noValidate onSubmit={applyCustom}>
          <ErrorSummary items={summary} focusKey={applyCount} />
          <DateInput
            id={startId}
            label={t.startDate}
            value={startDate}
            onChange={setStartDate}
            error={errors.startDate}
            isTouched={Boolean(errors.startDate)}
          />
          <DateInput
            id={endId}
            label={t.endDate}
            value={endDate}
            onChange={setEndDate}
            error={errors.endDate}
            isTouched={Boolean(errors.endDate)}
          />
          <button type="submit" className="button button--secondary list-toolbar__apply">
            {t.apply}
          </button>
        </form>
      )}
    </div>
  );
}
