import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { DATE_RANGES, formatMessage, messages, previewOf, type InboxMessage } from '@portal/contract';
import type { ScreenProps } from '../../../../lib/routing/route-types';
import { ListToolbar } from '../../components/list-toolbar';
import { useMasterDetailSelection } from '../../components/master-detail';
import { MessageListPage } from '../../components/message-list-page';
import { MessageRow } from '../../components/message-list';
import { sentDataState } from '../../components/messaging-header';
import { useHistoryFilters } from '../../hooks/use-history-filters';
import { noFilters, toWireFilters, type ListFilters } from '../../list-filters';
import { noHeaderSearch } from '../../../../lib/header-visibility';
import { useSession } from '../../../../lib/use-session';
import { inboxListKey, useInboxMessages } from '../api/get-messages';
import { useMarkAsRead } from '../api/mark-as-read';
import type { InboxItemDetailState } from './inbox-item-detail-page';
import { InboxMessageDetail } from './inbox-message-detail';

const t = messages.inbox;

/**
 * The filters live in the /inbox history entry too, so coming back from /inbox-item-detail (app
 * mode) shows the same search and range, with the pages still in the query cache.
 */
function filtersFrom(state: unknown): ListFilters {
  const saved = (state as { inboxFilters?: Partial<ListFilters> } | null)?.inboxFilters;
  if (!saved || !DATE_RANGES.includes(saved.dateRange as ListFilters['dateRange'])) return noFilters;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    search: text(saved.search),
    dateRange: saved.dateRange as ListFilters['dateRange'],
    startDate: text(saved.startDate),
    endDate: text(saved.endDate),
  };
}

/**
 * The inbox (spec part 2 §2 "Inbox"; ADR 0017): the shared list page
 * (tabs, Switch Claim note, counts, search and date range, the master-detail list with Load more) with
 * Send a message's link to sent items and the inbox's rows. On the web selecting a row marks it read
 * at once; in mobile-app mode it opens /inbox-item-detail, which marks it read on opening.
 */
export function InboxPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, claim, isMobileApp } = useSession();
  const selection = useMasterDetailSelection();
  const [filters, changeFilters] = useHistoryFilters({
    fromState: filtersFrom,
    toState: (next) => ({ inboxFilters: next }),
    onChange: selection.clear,
  });
  const list = useInboxMessages(filters);
  // "You have N messages" counts the whole inbox, also while a search shows fewer (issue 10 item 10):
  // the unfiltered list's Total, read from the cache of the first visit; asked for only when the page
  // opened already filtered (back from a message) and so has no unfiltered answer yet.
  const isFiltered = JSON.stringify(toWireFilters(filters)) !== JSON.stringify(toWireFilters(noFilters));
  const queryClient = useQueryClient();
  const wholeInboxKey = inboxListKey(user?.AccessToken ?? '', claim?.Number ?? '', noFilters);
  const hasWholeInbox = queryClient.getQueryData(wholeInboxKey) !== undefined;
  const wholeInbox = useInboxMessages(noFilters, { enabled: isFiltered && !hasWholeInbox });
  const inboxTotal = isFiltered && wholeInbox.status === 'ready' ? wholeInbox.total : list.total;
  const markAsRead = useMarkAsRead();

  const selected = list.items.find((item) => item.messageId === selection.selectedKey) ?? null;

  function select(message: InboxMessage) {
    if (isMobileApp) {
      // The query (nh=1 from the app wrapper) goes along, as on sent items, so the header stays hidden.
      const state: InboxItemDetailState = { message };
      void navigate({ pathname: '/inbox-item-detail', search: location.search }, { state });
      return;
    }
    selection.select(message.messageId);
    if (!message.Read) markAsRead.mutate(message.messageId);
  }

  return (
    <MessageListPage
      title={meta.title}
      current="inbox"
      list={list}
      toolbar={<ListToolbar filters={filters} onChange={changeFilters} />}
      countText={formatMessage(t.count, { n: String(inboxTotal) })}
      otherListLink={
        <p className="inbox__sent-link">
          {/* nh=1 goes along (only nh), as on the tabs, so the header stays hidden. */}
          <Link to={{ pathname: '/sent-items', search: noHeaderSearch(location) }} state={sentDataState}>
            {t.viewSentItems}
          </Link>
        </p>
      }
      texts={{
        loading: t.loading,
        empty: isFiltered ? t.noMatch : t.empty,
        loadFailed: t.loadFailed,
        listLabel: t.listLabel,
        noSelection: t.noSelection,
      }}
      renderRow={(message) => (
        <MessageRow
          key={message.messageId}
          time={message.ReceivedTime}
          date={message.ReceivedDate}
          isUnread={!message.Read}
          hasAttachments={message.Attachments.length > 0}
          subject={message.Subject}
          preview={previewOf(message.Message)}
          isSelected={message.messageId === selection.selectedKey}
          onSelect={() => select(message)}
        />
      )}
      selection={selection}
      selected={
        selected && {
          detail: <InboxMessageDetail message={selected} claimNumber={claim?.Number ?? ''} />,
          name: selected.Subject,
        }
      }
    />
  );
}
