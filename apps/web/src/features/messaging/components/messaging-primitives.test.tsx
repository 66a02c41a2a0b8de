import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DetailRegion } from './detail-region';
import { ListToolbar } from './list-toolbar';
import { LoadMoreButton } from './load-more-button';
import { MasterDetail, useMasterDetailSelection } from './master-detail';
import { MessageList, MessageRow } from './message-list';
import { MessageText } from './message-text';
import { MessagingHeader } from './messaging-header';
import { amountAsCount, amountAsEndIndex } from '../hooks/use-paged-list';
import { noFilters, toWireFilters, type ListFilters } from '../list-filters';
import { showingText } from './result-texts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A matchMedia stand-in: wide (>= 1000 px) or narrow. */
function stubWidth(isWide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: isWide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function Demo() {
  const selection = useMasterDetailSelection();
  const rows = ['Alpha', 'Beta'];
  return (
    <MasterDetail
      list={
        <MessageList label="Messages">
          {rows.map((subject) => (
            <MessageRow
              key={subject}
              time="9:00 am"
              date="01/01/2025"
              hasAttachments={false}
              subject={subject}
              preview={`${subject} preview`}
              isSelected={selection.selectedKey === subject}
              onSelect={() => selection.select(subject)}
            />
          ))}
        </MessageList>
      }
      detail={
        selection.selectedKey && (
          <DetailRegion
            label="Message details"
            subject={selection.selectedKey}
            fields={[{ label: 'Claim number', value: '12/34567' }]}
            text="Body"
            files={[]}
          />
        )
      }
      noSelectionText="Select a message to view the details"
      isDetailOpen={selection.isDetailOpen}
      onBack={selection.back}
      detailName={selection.selectedKey ?? undefined}
    />
  );
}

describe('MasterDetail (spec part 2 §9: breakpoint 1000 px)', () => {
  it('shows list and detail side by side on a wide screen, keeping focus on the row', async () => {
    stubWidth(true);
    render(<Demo />);
    expect(screen.getByText('Select a message to view the details')).toBeInTheDocument();
    const row = screen.getByRole('button', { name: /^Beta/ });
    await userEvent.click(row);
    expect(screen.getByRole('region', { name: 'Message details' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back to list' })).not.toBeInTheDocument();
    expect(row).toHaveFocus();
    // The focus stays on the row, so what opened is said (issue 30 item 8), from a region already there.
    const live = document.querySelector('.master-detail > [aria-live="polite"]');
    expect(live).toHaveTextContent('Beta: shown beside the list');
    await userEvent.click(screen.getByRole('button', { name: /^Alpha/ }));
    expect(live).toHaveTextContent('Alpha: shown beside the list');
  });

  it('replaces the list by the detail on a narrow screen, focusing its heading, and goes back', async () => {
    stubWidth(false);
    render(<Demo />);
    expect(screen.queryByText('Select a message to view the details')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Beta/ }));
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(screen.queryByRole('region', { name: 'Message details' })).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: /^Beta/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveFocus();
    await userEvent.click(row);
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toHaveFocus();
  });

  it('leaves focus where the user put it when the open detail re-renders', async () => {
    stubWidth(false);
    const { rerender } = render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: /^Alpha/ }));
    const back = screen.getByRole('button', { name: 'Back to list' });
    back.focus();
    rerender(<Demo />);
    expect(back).toHaveFocus();
  });
});

describe('MessageText', () => {
  it('renders HTML and script text as plain text, never as markup', () => {
    const { container } = render(
      <MessageText text={'<script>alert(1)</script><img src=x onerror="alert(2)"> javascript:alert(3)'} />,
    );
    expect(container.querySelector('script, img, a')).toBeNull();
    expect(container).toHaveTextContent(
      '<script>alert(1)</script><img src=x onerror="alert(2)"> javascript:alert(3)',
    );
  });

  it('keeps line breaks in the text and asks before opening a link in a new tab', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MessageText text={'Hello\nVisit https://tac.example/claims today'} />
      </QueryClientProvider>,
    );
    expect(container.querySelector('.message-text')?.textContent).toContain('Hello\nVisit');
    const link = screen.getByRole('link', { name: /https:\/\/tac\.example\/claims/ });
    expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(link);
    expect(confirm).toHaveBeenCalledWith('You are about to leave the TAC website. Do you wish to continue?');
    expect(open).toHaveBeenCalledWith('https://tac.example/claims', '_blank', 'noopener,noreferrer');
  });
});

function ToolbarHarness({ onChange }: { onChange: (filters: ListFilters) => void }) {
  const [filters, setFilters] = useState(noFilters);
  return (
    <ListToolbar
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
      extra={
        <label>
          Filter{' '}
          <select>
            <option>All Documents</option>
          </select>
        </label>
      }
    />
  );
}

describe('ListToolbar', () => {
  it('renders the extra slot, a search form and the date range select', async () => {
    const onChange = vi.fn();
    render(<ToolbarHarness onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Filter' })).toBeInTheDocument();
    const form = screen.getByRole('search');
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search' }), 'bank{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, search: 'bank' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'In the last 7 days');
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, search: 'bank', dateRange: '7days' });
  });

  it('refuses a date that is not dd/mm/yyyy and accepts an open-ended range', async () => {
    const onChange = vi.fn();
    render(<ToolbarHarness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '31/02/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date in dd/mm/yyyy format');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Start date' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/02/2025');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...noFilters, dateRange: 'custom', startDate: '01/02/2025' });
    expect(toWireFilters(onChange.mock.lastCall?.[0] as ListFilters)).toEqual({
      Search: '',
      DateRange: 'custom',
      StartDate: '01/02/2025',
    });
  });

  it('sends no dates with a fixed range', () => {
    expect(
      toWireFilters({ search: ' a ', dateRange: '30days', startDate: '01/01/2025', endDate: '' }),
    ).toEqual({
      Search: 'a',
      DateRange: '30days',
    });
  });
});

describe('counts and Load more', () => {
  it('formats "Showing X - Y of Z" with X = 0 when nothing is shown', () => {
    expect(showingText(0, 0)).toBe('Showing 0 - 0 of 0');
    expect(showingText(20, 57)).toBe('Showing 1 - 20 of 57');
  });

  it('reads the inbox Amount as an end index and the sent-items Amount as a count', () => {
    expect(amountAsEndIndex(20)).toBe(30);
    expect(amountAsCount(20)).toBe(10);
  });

  it('ignores clicks while busy and shows the busy icon', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<LoadMoreButton onClick={onClick} isBusy />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('load-more-busy')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<LoadMoreButton onClick={onClick} isBusy={false} />);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('MessageRow', () => {
  it('names the row by its subjects first and marks the sent-items second subject', () => {
    render(
      <MessageList label="Sent items">
        <MessageRow
          time="2:00 pm"
          date="05/05/2025"
          hasAttachments
          subject="Documents"
          secondSubject="Medical certificate"
          preview="Attached"
          isSelected={false}
          onSelect={() => undefined}
        />
      </MessageList>,
    );
    const row = within(screen.getByRole('list', { name: 'Sent items' })).getByRole('button');
    expect(row).toHaveAccessibleName(
      'Documents Medical certificate Attached 2:00 pm 05/05/2025 Has attachments',
    );
    expect(row).not.toHaveAttribute('aria-current');
  });
});

describe('MessagingHeader', () => {
  it('marks the current tab with aria-current="page"', () => {
    render(
      <MemoryRouter>
        <MessagingHeader current="sent-items" hasSeveralClaims={false} />
      </MemoryRouter>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Sent Items' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });
});
