import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/layout/page-title';
import { useClaims } from '../../../api/get-claims';
import { useFocusFirstNewRow } from '../hooks/use-focus-first-new-row';
import type { PagedList } from '../hooks/use-paged-list';
import { MasterDetail, type useMasterDetailSelection } from './master-detail';
import { MessageList } from './message-list';
import { MessagingHeader } from './messaging-header';
import { PagedListArea } from './paged-list-area';
import { ResultTexts } from './result-texts';
import { LoadMoreButton } from './load-more-button';

/** What a messaging list says in its states (the contract's inbox or sent-items messages). */
export interface MessageListTexts {
  loading: string;
  empty: string;
  loadFailed: string;
  listLabel: string;
  noSelection: string;
}

export interface MessageListPageProps<TItem> {
  title: ReactNode;
  /** The page's tab, which is also its class ('page inbox', 'page sent-items'). */
  current: 'inbox' | 'sent-items';
  list: PagedList<TItem>;
  /** Search and date range, and whatever the page adds to them (the sent items' Filter). */
  toolbar: ReactNode;
  /** "You have N messages" / "You have N Sent Items". */
  countText: string;
  /** The link to the other list, under the counts. */
  otherListLink: ReactNode;
  texts: MessageListTexts;
  renderRow: (item: TItem, index: number) => ReactNode;
  selection: ReturnType<typeof useMasterDetailSelection>;
  /** The selected item's detail and its name (the detail region's label), or null. */
  selected: { detail: ReactNode; name: string } | null;
}

/**
 * The page both messaging lists share (spec part 2 §2 "Inbox", "Sent items"; issue 10): the tabs and
 * the Switch Claim note, then the master-detail layout whose list column holds the toolbar, the counts,
 * the link to the other list, the rows in their loading, empty and failed states, and Load more, which
 * moves the focus to the first new row. Until the claims list is known the body waits, so the Switch
 * Claim note cannot push a painted list down (issue 10 "layout shift"); its queries already run.
 */
export function MessageListPage<TItem>({
  title,
  current,
  list,
  toolbar,
  countText,
  otherListLink,
  texts,
  renderRow,
  selection,
  selected,
}: MessageListPageProps<TItem>) {
  const claims = useClaims();
  const focusFirstNewRow = useFocusFirstNewRow(list.items.length);

  const listColumn = (
    <>
      {toolbar}
      <ResultTexts countText={countText} shown={list.items.length} total={list.total} status={list.status} />
      {otherListLink}
      <PagedListArea
        status={list.status}
        isEmpty={list.items.length === 0}
        loadingText={texts.loading}
        emptyText={texts.empty}
        failedText={texts.loadFailed}
        onRetry={list.retry}
      >
        <MessageList label={texts.listLabel}>{list.items.map(renderRow)}</MessageList>
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

  if (claims.isPending) {
    return (
      <section className={`page ${current} messaging-page--pending`} aria-busy="true">
        <PageTitle>{title}</PageTitle>
      </section>
    );
  }

  return (
    <section className={`page ${current}`}>
      <PageTitle>{title}</PageTitle>
      <MessagingHeader current={current} hasSeveralClaims={(claims.data?.length ?? 0) > 1} />
      <MasterDetail
        list={listColumn}
        detail={selected ? selected.detail : null}
        noSelectionText={texts.noSelection}
        isDetailOpen={selection.isDetailOpen}
        onBack={selection.back}
        detailName={selected?.name}
        isListEmpty={list.status === 'ready' && list.items.length === 0}
      />
    </section>
  );
}
