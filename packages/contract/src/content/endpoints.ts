import { p1 } from '../shared/call-table.js';
import * as content from './schemas.js';

export const getContent = p1.get(
  content.getContentRequestSchema,
  content.getContentResponseSchema,
  'getContent',
  '/api/content/:name',
  'Read a content item',
);
