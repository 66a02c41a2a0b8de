import { p1 } from './call-table.js';
import * as address from '../schemas/address.js';

export const addressLookup = p1.get(
  address.addressLookupRequestSchema,
  address.addressLookupResponseSchema,
  'addressLookup',
  '/api/addresslookup/AddressLookup',
  'Suggest addresses',
);
