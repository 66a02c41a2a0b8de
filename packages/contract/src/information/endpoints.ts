import { p1 } from '../shared/call-table.js';
import * as information from './schemas.js';

export const getInformation = p1.get(
  information.getInformationRequestSchema,
  information.getInformationResponseSchema,
  'getInformation',
  '/api/information/getinformation',
  'Read build information and branding',
);
