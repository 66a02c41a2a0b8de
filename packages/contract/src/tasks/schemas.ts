import { z } from 'zod/mini';
import { tokenOnlyRequestSchema, wireDateSchema, wireIdSchema } from '../shared/common-schemas.js';

/**
 * Things to do (issue 32): the provider's requests of the claimant on the selected claim. Only open
 * requests are listed: a done or cancelled one has nothing left for the claimant to do, and the
 * timeline (issue 32 "What's happening") is where past events belong.
 */

/**
 * What a request asks for, and so which form its one action opens: Send documents (with the document
 * type chosen), the authority form, reimbursement, the self-assessment survey, contact us, or none.
 */
export const TASK_ACTIONS = ['documents', 'authority', 'reimbursement', 'survey', 'contact', 'none'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
export const taskActionSchema = z.enum(TASK_ACTIONS);

/** open: waiting for the claimant; done: completed (by a submission or the provider); cancelled. */
export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** The most open requests one call answers: a claim with more is a provider's mistake, not a list. */
export const TASKS_PER_CALL_MAX = 100;

/** One open request. TaskId goes back with the form's submit to complete it. */
export const taskSchema = z.object({
  TaskId: wireIdSchema,
  Title: z.string(),
  Detail: z.string(),
  /** dd/mm/yyyy. */
  DueDate: wireDateSchema,
  /** The due day is before today in Melbourne (shown in words as well as colour). */
  IsOverdue: z.boolean(),
  Action: taskActionSchema,
  /** For Action documents: the SendDocumentTypes item the form opens with; null otherwise. */
  DocumentTypeId: z.nullable(z.number().check(z.int())),
});
export type Task = z.infer<typeof taskSchema>;

/** POST /api/tasks/gettasks: token only; the selected claim's open requests, soonest due first. */
export const getTasksRequestSchema = tokenOnlyRequestSchema;
export type GetTasksRequest = z.infer<typeof getTasksRequestSchema>;
export const getTasksResponseSchema = z.object({
  Items: z.array(taskSchema).check(z.maxLength(TASKS_PER_CALL_MAX)),
  /** All open requests of the claim (Items holds at most TASKS_PER_CALL_MAX of them). */
  Total: z.number().check(z.int(), z.nonnegative()),
});
export type GetTasksResponse = z.infer<typeof getTasksResponseSchema>;

/** POST /api/tasks/gettaskcount: token only; the number of open requests (the menu's badge). */
export const getTaskCountRequestSchema = tokenOnlyRequestSchema;
export type GetTaskCountRequest = z.infer<typeof getTaskCountRequestSchema>;
export const getTaskCountResponseSchema = z.number().check(z.int(), z.nonnegative());
export type GetTaskCountResponse = z.infer<typeof getTaskCountResponseSchema>;

/**
 * The optional field a form's submit carries to complete a request (documents, receipts, contact us,
 * the authority form, the survey). Absent: the submission completes nothing.
 */
export const taskIdField = { TaskId: z.optional(wireIdSchema) };
