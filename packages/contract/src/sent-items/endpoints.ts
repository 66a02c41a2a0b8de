import { p2, D } from '../shared/call-table.js';
import * as sentItems from './schemas.js';

// Part 2: sent items, contact us and file uploads.
export const getSentItems = p2.post(
  sentItems.getSentItemsRequestSchema,
  sentItems.getSentItemsResponseSchema,
  'getSentItems',
  `${D}/getsentitems`,
  'claim',
  'List sent items',
);
