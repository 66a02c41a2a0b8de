import { p1 } from './call-table.js';
import * as information from '../schemas/information.js';

export const getInformation = p1.get(
  information.getInformationRequestSchema,
  information.getInformationResponseSchema,
  'getInformation',
  '/api/information/getinformation',
  'Read build information and branding',
);
