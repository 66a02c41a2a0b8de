import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  listProviderTasksQuerySchema,
  listProviderTasksResponseSchema,
  providerTaskParamsSchema,
  providerTaskSchema,
  putProviderTaskBodySchema,
} from './schemas.js';

/** Things to do (issue 32): requests of the claimant, by the provider's own reference. */
export const taskEndpoints = {
  putTask: defineProviderEndpoint({
    id: 'putTask',
    method: 'PUT',
    path: '/provider/v1/tasks/:reference',
    summary:
      'Create or update the request with this reference on a claim; a repeat with the same body changes ' +
      'nothing. Status done or cancelled closes it. A new open request tells the claimants of the claim ' +
      'on their preferred channels that something is asked of them (never its text). 225: 103 unknown ' +
      'claim, 302 DueDate not a real dd/mm/yyyy day, 303 DocumentTypeId missing or unknown for documents. ' +
      'Answers the stored request.',
    tag: 'Tasks',
    params: providerTaskParamsSchema,
    body: putProviderTaskBodySchema,
    response: providerTaskSchema,
  }),
  listTasks: defineProviderEndpoint({
    id: 'listTasks',
    method: 'GET',
    path: '/provider/v1/tasks',
    summary:
      'List requests, soonest due first (at most 500), by ClaimNumber and Status (open, done, cancelled). ' +
      'A request the claimant completed names the submission that did it (also sent as the task.completed ' +
      'webhook event).',
    tag: 'Tasks',
    query: listProviderTasksQuerySchema,
    response: listProviderTasksResponseSchema,
  }),
} as const;
