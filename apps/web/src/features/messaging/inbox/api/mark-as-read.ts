import { endpoints, type GetMessagesResponse } from '@portal/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';
import { alertErrors } from '../../../../lib/error-alert';
import { unreadCountKeyPrefix } from '../../../../api/get-unread-message-count';
import { inboxListKeyPrefix } from './get-messages';

/** Sets a message's Read flag in every cached inbox list, so its row changes at once. */
export function setReadInCache(queryClient: QueryClient, messageId: string, isRead: boolean): void {
  queryClient.setQueriesData<InfiniteData<GetMessagesResponse>>({ queryKey: inboxListKeyPrefix }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            Items: page.Items.map((item) =>
              item.messageId === messageId ? { ...item, Read: isRead } : item,
            ),
          })),
        }
      : data,
  );
}

/**
 * Marks a message read (spec part 2 §4 "Inbox message"): the row turns read at once, and the unread
 * count is refetched so the toolbar, side menu and claim home badges follow without a reload (team
 * brief issue 5). A failure puts the row back to unread and alerts the error.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => callEndpoint(endpoints.markAsRead, { MessageId: messageId }),
    onMutate: (messageId) => setReadInCache(queryClient, messageId, true),
    onError: (failure, messageId) => {
      setReadInCache(queryClient, messageId, false);
      alertErrors(failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountKeyPrefix }),
  });
}
