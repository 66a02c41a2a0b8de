import { p2 } from '../shared/call-table.js';
import * as tasks from './schemas.js';

// Ours (issue 32): Things to do on claim home.
export const getTasks = p2.post(
  tasks.getTasksRequestSchema,
  tasks.getTasksResponseSchema,
  'getTasks',
  '/api/tasks/gettasks',
  'claim',
  'List the open requests of the selected claim',
);

export const getTaskCount = p2.post(
  tasks.getTaskCountRequestSchema,
  tasks.getTaskCountResponseSchema,
  'getTaskCount',
  '/api/tasks/gettaskcount',
  'claim',
  'Count the open requests of the selected claim',
);
