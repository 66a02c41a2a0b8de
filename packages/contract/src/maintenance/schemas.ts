import { z } from 'zod/mini';
import { tokenOnlyRequestSchema } from '../shared/common-schemas.js';

/** POST /api/maintenance/checkmessage: payload none (token added), answer a list; empty = none (part 1 §3, §7). */
export const checkMaintenanceMessageRequestSchema = tokenOnlyRequestSchema;
export type CheckMaintenanceMessageRequest = z.infer<typeof checkMaintenanceMessageRequestSchema>;

export const checkMaintenanceMessageResponseSchema = z.array(z.string());
export type CheckMaintenanceMessageResponse = z.infer<typeof checkMaintenanceMessageResponseSchema>;
