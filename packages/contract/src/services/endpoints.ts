import { p2 } from '../shared/call-table.js';
import * as services from './schemas.js';

export const serviceList = p2.get(
  services.serviceListRequestSchema,
  services.serviceListResponseSchema,
  'serviceList',
  '/api/services/servicelist',
  'List approved services',
);

export const serviceDetail = p2.get(
  services.serviceDetailRequestSchema,
  services.serviceDetailResponseSchema,
  'serviceDetail',
  '/api/services/servicedetail/:id',
  'Read a service',
);
