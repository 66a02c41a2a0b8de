import { Link, useLocation, useNavigate } from 'react-router';
import { formatMessage, messages, previewOf, type SentItem } from '@portal/contract';
import type { ScreenProps } from '../../../../lib/routing/route-types';
import { ListToolbar } from '../../components/list-toolbar';
import { useMasterDetailSelection } from '../../components/master-detail';
import { MessageListPage } from '../../components/message-list-page';
import { MessageRow } from '../../components/message-list';
import { sentDataState } from '../../components/messaging-header';
import { useHistoryFilters } from '../../hooks/use-history-filters';
import { type ListFilters } from '../../list-filters';
import { noHeaderSearch } from '../../../../lib/header-visibility';
import { useSession } from '../../../../lib/use-session';
import { useSentItems } from '../api/get-sent-items';
import type { SentItemDetailState } from './sent-item-detail-page';
import { SentItemDetail } from './sent-item-detail';
import { SentItemFilter } from './sent-item-filter';
import { filtersFromRouteState, sentItemsRouteState } from './sent-items-route-state';
import './sent-items.css';

const t = messages.sentItems;

/**
 * Sent items (spec part 2 §2 "Sent items"; ADR 0017): the shared list
 * page with the Filter select, "You have N Sent Items", Back to Inbox and the sent-item rows and
 * detail. Sent items carry no id, so a row's key is its index in the loaded list; the list restarts
 * (and the selection clears) whenever the filters change. In mobile-app mode selecting a row opens
 * /sent-item-detail with the item and the sent-data marker.
 */
export function SentItemsPage({ meta }: ScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { claim, isMobileApp } = useSession();
  const selection = useMasterDetailSelection();
  // The filters' route state carries the sent-data marker the guard requires.
  const [filters, changeFilters] = useHistoryFilters({
    fromState: filtersFromRouteState,
    toState: sentItemsRouteState,
    onChange: selection.clear,
  });
  const list = useSentItems(filters);

  const selectedIndex = selection.selectedKey === null ? -1 : Number(selection.selectedKey);
  const selected = list.items[selectedIndex] ?? null;

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

  return (
    <MessageListPage
      title={meta.title}
      current="sent-items"
      list={list}
      toolbar={
        <ListToolbar
          filters={filters}
          onChange={(next: ListFilters) => changeFilters({ ...filters, ...next })}
          extra={filter}
        />
      }
      countText={formatMessage(t.count, { n: String(list.total) })}
      otherListLink={
        <p className="sent-items__inbox-link">
          {/* nh=1 goes along (only nh), as on the tabs, so the header stays hidden. */}
          <Link to={{ pathname: '/inbox', search: noHeaderSearch(location) }}>{t.backToInbox}</Link>
        </p>
      }
      texts={{
        loading: t.loading,
        empty: t.empty,
        loadFailed: t.loadFailed,
        listLabel: t.listLabel,
        noSelection: messages.inbox.noSelection,
      }}
      renderRow={(item, index) => (
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
      )}
      selection={selection}
      selected={
        selected && {
          detail: <SentItemDetail item={selected} claimNumber={claim?.Number ?? ''} />,
          name: selected.SubjectMain,
        }
      }
    />
  );
}
