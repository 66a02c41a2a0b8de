import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatMessage, messages, previewOf, type SentItem } from '@portal/contract';
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
import { type ListFilters } from '../../list-filters';
import { noHeaderSearch } from '../../../../lib/header-visibility';
import { useSession } from '../../../../lib/use-session';
import { useClaims } from '../../../../api/get-claims';
import { useSentItems, type SentItemsFilters } from '../api/get-sent-items';
import type { SentItemDetailState } from './sent-item-detail-page';
import { SentItemDetail } from './sent-item-detail';
import { SentItemFilter } from './sent-item-filter';
import { filtersFromRouteState, sentItemsRouteState } from './sent-items-route-state';
import './sent-items.css';

const t = messages.sentItems;

/**
 * Sent items (spec part 2 §2 "Sent items"; team brief issue 5 "Web accessible names"): the inbox's
 * layout with the Filter select, "You have N Sent Items", Back to Inbox and the sent-item rows and
 * detail. Sent items carry no id, so a row's key is its index in the loaded list; the list restarts
 * (and the selection clears) whenever the filters change. In mobile-app mode selecting a row opens
 * /sent-item-detail with the item and the sent-data marker.
 */
export function SentItemsPage({ meta }: ScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { claim, isMobileApp } = useSession();
  const claims = useClaims();
  const [filters, setFilters] = useState<SentItemsFilters>(() => filtersFromRouteState(location.state));
  const list = useSentItems(filters);
  const focusFirstNewRow = useFocusFirstNewRow(list.items.length);
  const selection = useMasterDetailSelection();

  const selectedIndex = selection.selectedKey === null ? -1 : Number(selection.selectedKey);
  const selected = list.items[selectedIndex] ?? null;

  function changeFilters(next: SentItemsFilters) {
    setFilters(next);
    selection.clear();
    // As on the inbox, the filters live in this history entry (with the sent-data marker), so Back
    // from the detail page or another page finds the same list. Same address (nh=1 kept): no new entry.
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: sentItemsRouteState(next) },
    );
  }

  function select(item: SentItem, index: number) {
    if (!isMobileApp) {
      selection.select(String(index));
      return;
    }
    // The query (nh=1 from the app wrapper) goes along, so the header stays hidden.
    const state: SentItemDetailState = { ...sentDataState, item };
    void navigate({ pathname: '/sent-item-detail', search: location.search }, { state });
  }

  const filter = (
    <SentItemFilter
      value={filters.requestType}
      onChange={(requestType) => changeFilters({ ...filters, requestType })}
    />
  );

  const listColumn = (
    <>
      <ListToolbar
        filters={filters}
        onChange={(next: ListFilters) => changeFilters({ ...filters, ...next })}
        extra={filter}
      />
      <ResultTexts
        countText={formatMessage(t.count, { n: String(list.total) })}
        shown={list.items.length}
        total={list.total}
        status={list.status}
      />
      <p className="sent-items__inbox-link">
        {/* nh=1 goes along (only nh), as on the tabs, so the header stays hidden. */}
        <Link to={{ pathname: '/inbox', search: noHeaderSearch(location) }}>{t.backToInbox}</Link>
      </p>
      <PagedListArea
        status={list.status}
        isEmpty={list.items.length === 0}
        loadingText={t.loading}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={list.retry}
      >
        <MessageList label={t.listLabel}>
          {list.items.map((item, index) => (
            <MessageRow
              // Sent items have no id on the wire; the index is stable until the filters change.
              key={index}
              time={item.Time}
              date={item.Date}
              hasAttachments={item.Files.length > 0}
              subject={item.SubjectMain}
              secondSubject={item.SubjectOther}
              preview={previewOf(item.Message)}
              isSelected={index === selectedIndex}
              onSelect={() => select(item, index)}
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
      <section className="page sent-items messaging-page--pending" aria-busy="true">
        <PageTitle>{meta.title}</PageTitle>
      </section>
    );
  }

  return (
    <section className="page sent-items">
      <PageTitle>{meta.title}</PageTitle>
      <MessagingHeader current="sent-items" hasSeveralClaims={(claims.data?.length ?? 0) > 1} />
      <MasterDetail
        list={listColumn}
        detail={selected && <SentItemDetail item={selected} claimNumber={claim?.Number ?? ''} />}
        noSelectionText={messages.inbox.noSelection}
        isDetailOpen={selection.isDetailOpen}
        onBack={selection.back}
        isListEmpty={list.status === 'ready' && list.items.length === 0}
      />
    </section>
  );
}
