import { p1 } from '../shared/call-table.js';
import * as dropdown from './schemas.js';

// Part 1: shared lookups, claims and small calls.
export const dropdownList = p1.post(
  dropdown.dropdownListRequestSchema,
  dropdown.dropdownListResponseSchema,
  'dropdownList',
  '/api/dropdownlistdatasource/list',
  'public',
  'Read a dropdown list',
);
