import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { DATE_RANGES, formatMessage, messages, previewOf, type InboxMessage } from '@portal/contract';
import type { ScreenProps } from '../../../../lib/routing/route-types';
import { PageTitle } from '../../../../components/layout/page-title';
import { ListToolbar } from '../../components/list-toolbar';
import { LoadMoreButton } from '../../components/load-more-button';
import { useFocusFirstNewRow } from '../../hooks/use-focus-first-new-row';
import { MasterDetail, useMasterDetailSelection } from '../../components/master-detail';
import { MessageList, MessageRow } from '../../components/message-list';
import { MessagingHeader, sentDataState } from '../../components/messaging-header';
import { PagedListArea } from '../../components/paged-list-area';
import { ResultTexts } from '../../components/result-texts';
import { noFilters, toWireFilters, type ListFilters } from '../../list-filters';
import { noHeaderSearch } from '../../../../lib/header-visibility';
import { useSession } from '../../../../lib/use-session';
import { useClaims } from '../../../../api/get-claims';
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
 * The inbox (spec part 2 §2 "Inbox"; team brief issue 5 "Web accessible names"): tabs, Send a
 * message, the Switch Claim note, counts, search and date range, the master-detail list with Load
 * more. On the web selecting a row marks it read at once; in mobile-app mode it opens
 * /inbox-item-detail, which marks it read on opening.
 */
export function InboxPage({ meta }: ScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user, claim, isMobileApp } = useSession();
  const claims = useClaims();
  const [filters, setFilters] = useState<ListFilters>(() => filtersFrom(location.state));
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
  const focusFirstNewRow = useFocusFirstNewRow(list.items.length);
  const selection = useMasterDetailSelection();
  const markAsRead = useMarkAsRead();

  const selected = list.items.find((item) => item.messageId === selection.selectedKey) ?? null;

  function changeFilters(next: ListFilters) {
    setFilters(next);
    selection.clear();
    // Same address (nh=1 kept), new state: no history entry, no focus move.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { inboxFilters: next } },
    );
  }

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

  const listColumn = (
    <>
      <ListToolbar filters={filters} onChange={changeFilters} />
      <ResultTexts
        countText={formatMessage(t.count, { n: String(inboxTotal) })}
        shown={list.items.length}
        total={list.total}
        status={list.status}
      />
      <p className="inbox__sent-link">
        {/* nh=1 goes along (only nh), as on the tabs, so the header stays hidden. */}
        <Link to={{ pathname: '/sent-items', search: noHeaderSearch(location) }} state={sentDataState}>
          {t.viewSentItems}
        </Link>
      </p>
      <PagedListArea
        status={list.status}
        isEmpty={list.items.length === 0}
        loadingText={t.loading}
        emptyText={isFiltered ? t.noMatch : t.empty}
        failedText={t.loadFailed}
        onRetry={list.retry}
      >
        <MessageList label={t.listLabel}>
          {list.items.map((message) => (
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
          ))}
        </MessageList>
      </PagedListArea>
      {list.hasMore && (
        <LoadMoreButton
          onClick={() => {
            focusFirstNewRow();
            void list.loadMore();
          }}
          isBusy={list.isLoadingMore}
        />
      )}
    </>
  );

  // The Switch Claim note depends on the claims list: until it is known the body waits (its queries
  // already run), so the note cannot push a painted list down (issue 10 "layout shift").
  if (claims.isPending) {
    return (
      <section className="page inbox messaging-page--pending" aria-busy="true">
        <PageTitle>{meta.title}</PageTitle>
      </section>
    );
  }

  return (
    <section className="page inbox">
      <PageTitle>{meta.title}</PageTitle>
      <MessagingHeader current="inbox" hasSeveralClaims={(claims.data?.length ?? 0) > 1} />
      <MasterDetail
        list={listColumn}
        detail={selected && <InboxMessageDetail message={selected} claimNumber={claim?.Number ?? ''} />}
        noSelectionText={t.noSelection}
        isDetailOpen={selection.isDetailOpen}
        onBack={selection.back}
        isListEmpty={list.status === 'ready' && list.items.length === 0}
      />
    </section>
  );
}
