import { Navigate, useLocation } from 'react-router';
import { sentItemSchema, type SentItem } from '@portal/contract';
import type { ScreenProps } from '../../../../lib/routing/route-types';
import { PageTitle } from '../../../../components/layout/page-title';
import { sentDataState } from '../../components/messaging-header';
import { useSession } from '../../../../lib/use-session';
import { SentItemDetail } from './sent-item-detail';

/** Route state of /sent-item-detail: the sent-data marker the guard requires and the chosen item. */
export interface SentItemDetailState {
  sentData: true;
  item: SentItem;
}

function itemFrom(state: unknown): SentItem | undefined {
  const parsed = sentItemSchema.safeParse((state as { item?: unknown } | null)?.item);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The mobile-app sent-item page (spec part 2 §2 "Sent items"): shows the item passed in route state.
 * Without the sent-data marker the route guard has already sent the visitor to /login; with the marker
 * but no item (a reload, a typed address) it goes back to the list, keeping the query (nh=1).
 */
export function SentItemDetailPage({ meta }: ScreenProps) {
  const location = useLocation();
  const { claim } = useSession();
  const item = itemFrom(location.state);

  // nh=1 (the app wrapper's query) stays on the way back.
  if (!item)
    return (
      <Navigate to={{ pathname: '/sent-items', search: location.search }} replace state={sentDataState} />
    );
  return (
    <section className="page sent-item-detail">
      <PageTitle>{meta.title}</PageTitle>
      <SentItemDetail item={item} claimNumber={claim?.Number ?? ''} />
    </section>
  );
}
