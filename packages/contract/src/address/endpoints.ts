import { p1 } from '../shared/call-table.js';
import * as address from './schemas.js';

export const addressLookup = p1.get(
  address.addressLookupRequestSchema,
  address.addressLookupResponseSchema,
  'addressLookup',
  '/api/addresslookup/AddressLookup',
  'Suggest addresses',
);
