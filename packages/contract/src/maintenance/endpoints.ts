import { p1 } from '../shared/call-table.js';
import * as maintenance from './schemas.js';

export const checkMaintenanceMessage = p1.post(
  maintenance.checkMaintenanceMessageRequestSchema,
  maintenance.checkMaintenanceMessageResponseSchema,
  'checkMaintenanceMessage',
  '/api/maintenance/checkmessage',
  'public',
  'Read maintenance messages',
);
