import { z } from 'zod/mini';
import { defineProviderEndpoint } from '../provider-endpoint.js';
import {
  listSubmissionsQuerySchema,
  listSubmissionsResponseSchema,
  providerFileParamsSchema,
  providerSubmissionSchema,
  reimbursementStatusSchema,
  submissionParamsSchema,
} from './schemas.js';

/** What claimants submitted, with their files (issue 5 "list and fetch what claimants submitted"). */
export const submissionEndpoints = {
  listSubmissions: defineProviderEndpoint({
    id: 'listSubmissions',
    method: 'GET',
    path: '/provider/v1/submissions',
    summary:
      'List submissions newest first (SubmittedAt, then id). Status submitted (default: not yet marked ' +
      'received), received or all; Limit 1-200 (default 50), Offset. Open submissions are never listed. ' +
      'To take out and mark received, always read from Offset 0 (see the description).',
    description:
      'Safe pattern for taking submissions out: read from Offset 0, fetch each submission and its files, ' +
      'mark each received, then read again from Offset 0; stop when a read answers none. Do not page ' +
      'forward with Offset while marking: every submission marked received leaves the default ' +
      '(Status=submitted) list, so the ones after it move up, and the next page at a larger Offset skips ' +
      'as many as were marked. Offset paging is safe only while nothing is marked (for example ' +
      'Status=all or Status=received, or collect every page first and mark afterwards); submissions ' +
      'that arrive meanwhile come first (newest first) and may repeat an item across pages, so ' +
      'de-duplicate by SubmissionId.',
    tag: 'Submissions',
    query: listSubmissionsQuerySchema,
    response: listSubmissionsResponseSchema,
  }),
  getSubmission: defineProviderEndpoint({
    id: 'getSubmission',
    method: 'GET',
    path: '/provider/v1/submissions/:submissionId',
    summary: 'Read one submission with its files (225, 103 when unknown or still open).',
    tag: 'Submissions',
    params: submissionParamsSchema,
    response: providerSubmissionSchema,
  }),
  markSubmissionReceived: defineProviderEndpoint({
    id: 'markSubmissionReceived',
    method: 'POST',
    path: '/provider/v1/submissions/:submissionId/received',
    summary:
      'Mark a submission received so the default list no longer returns it. Idempotent: a second call ' +
      'keeps the first ReceivedAt. Answers the submission.',
    tag: 'Submissions',
    params: submissionParamsSchema,
    response: providerSubmissionSchema,
  }),
  setReimbursementStatus: defineProviderEndpoint({
    id: 'setReimbursementStatus',
    method: 'POST',
    path: '/provider/v1/submissions/:submissionId/payment',
    summary:
      "Set a reimbursement's payment status: received, approved, paid (AmountCents, PaidOn yyyy-mm-dd) or " +
      'declined (Reason). The claimant sees it on the sent item. 225, 103 for any other submission.',
    tag: 'Submissions',
    params: submissionParamsSchema,
    body: reimbursementStatusSchema,
    response: providerSubmissionSchema,
  }),
  getFile: defineProviderEndpoint({
    id: 'getFile',
    method: 'GET',
    path: '/provider/v1/files/:fileId',
    summary:
      'The bytes of a file attached to a submission or to an inbox message, with its MIME type and name ' +
      '(225, 103 for any other id).',
    tag: 'Submissions',
    params: providerFileParamsSchema,
    response: z.unknown(),
    binary: true,
  }),
} as const;
