import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { inboxMessageSchema, type InboxMessage } from '@portal/contract';
import type { ScreenProps } from '../../../../lib/routing/route-types';
import { PageTitle } from '../../../../components/layout/page-title';
import { useSession } from '../../../../lib/use-session';
import { useMarkAsRead } from '../api/mark-as-read';
import { InboxMessageDetail } from './inbox-message-detail';

/** Route state of /inbox-item-detail: the message the user chose in the list. */
export interface InboxItemDetailState {
  message: InboxMessage;
}

function messageFrom(state: unknown): InboxMessage | undefined {
  const parsed = inboxMessageSchema.safeParse((state as { message?: unknown } | null)?.message);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The mobile-app message page (spec part 2 §2 "Inbox", §4): shows the message passed in route state
 * and marks it read on opening. Reached without a message (a reload, a typed address) it goes back to
 * the inbox, keeping the query (nh=1).
 */
export function InboxItemDetailPage({ meta }: ScreenProps) {
  const location = useLocation();
  const { claim } = useSession();
  const message = messageFrom(location.state);
  const markAsRead = useMarkAsRead();
  const markedId = useRef<string | null>(null);
  const { mutate } = markAsRead;

  const messageId = message?.messageId;
  const isUnread = message?.Read === false;

  useEffect(() => {
    // Once per message, also under StrictMode's double effects.
    if (!messageId || !isUnread || markedId.current === messageId) return;
    markedId.current = messageId;
    mutate(messageId);
  }, [messageId, isUnread, mutate]);

  // nh=1 (the app wrapper's query) stays on the way back.
  if (!message) return <Navigate to={{ pathname: '/inbox', search: location.search }} replace />;
  return (
    <section className="page inbox-item-detail">
      <PageTitle>{meta.title}</PageTitle>
      <InboxMessageDetail message={message} claimNumber={claim?.Number ?? ''} />
    </section>
  );
}
