import { p2 } from '../shared/call-table.js';
import * as inbox from './schemas.js';

// Part 2: inbox and services.
export const getMessages = p2.post(
  inbox.getMessagesRequestSchema,
  inbox.getMessagesResponseSchema,
  'getMessages',
  '/api/inbox/getmessages',
  'claim',
  'List inbox messages',
);

export const getUnreadMessageCount = p2.post(
  inbox.getUnreadMessageCountRequestSchema,
  inbox.getUnreadMessageCountResponseSchema,
  'getUnreadMessageCount',
  '/api/inbox/getunreadmessagecount',
  'claim',
  'Count unread messages',
);

export const markAsRead = p2.post(
  inbox.markAsReadRequestSchema,
  inbox.markAsReadResponseSchema,
  'markAsRead',
  '/api/inbox/markasread',
  'claim',
  'Mark a message read',
);
