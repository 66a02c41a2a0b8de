/**
 * Shared messaging primitives for the inbox and sent items (spec part 2 §2 "Inbox", "Sent items").
 */
export {
  MasterDetail,
  WIDE_LAYOUT_QUERY,
  useMasterDetailSelection,
  type MasterDetailProps,
} from './master-detail';
export { MessagingHeader, sentDataState, type MessagingHeaderProps } from './messaging-header';
export { ListToolbar, type ListToolbarProps } from './list-toolbar';
export {
  noFilters,
  toWireFilters,
  validateCustomRange,
  type CustomRangeErrors,
  type ListFilters,
  type WireFilters,
} from './list-filters';
export { ResultTexts, showingText, type ResultTextsProps } from './result-texts';
export { PagedListArea, type PagedListAreaProps } from './paged-list-area';
export { LoadMoreButton, type LoadMoreButtonProps } from './load-more-button';
export { MessageText } from './message-text';
export { linkify, safeHref, type TextSegment } from './linkify';
export { AttachmentList, type AttachmentListProps } from './attachment-list';
export {
  EmptyListText,
  MessageList,
  MessageRow,
  type MessageListProps,
  type MessageRowProps,
} from './message-list';
export { DetailRegion, type DetailField, type DetailRegionProps } from './detail-region';
export {
  FIRST_PAGE,
  amountAsCount,
  amountAsEndIndex,
  pagedListQuery,
  usePagedList,
  type NextAmount,
  type PageRequest,
  type PagedAnswer,
  type PagedList,
  type PagedListStatus,
  type PagedListOptions,
} from './use-paged-list';
export { useMediaQuery } from './use-media-query';
import './messaging.css';
