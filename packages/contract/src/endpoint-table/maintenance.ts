import { p1 } from './call-table.js';
import * as maintenance from '../schemas/maintenance.js';

export const checkMaintenanceMessage = p1.post(
  maintenance.checkMaintenanceMessageRequestSchema,
  maintenance.checkMaintenanceMessageResponseSchema,
  'checkMaintenanceMessage',
  '/api/maintenance/checkmessage',
  'public',
  'Read maintenance messages',
);
