import { p2, D } from '../shared/call-table.js';
import * as drafts from './schemas.js';

export const getDraftDates = p2.post(
  drafts.getDraftDatesRequestSchema,
  drafts.getDraftDatesResponseSchema,
  'getDraftDates',
  `${D}/getdraftdates`,
  'claim',
  'Read draft dates',
);

export const updateForm = p2.post(
  drafts.updateFormRequestSchema,
  drafts.updateFormResponseSchema,
  'updateForm',
  `${D}/updateform/:type`,
  'claim',
  'Save a draft by type',
);

export const getDraft = p2.post(
  drafts.getDraftRequestSchema,
  drafts.getDraftResponseSchema,
  'getDraft',
  `${D}/getdraft/:type`,
  'claim',
  'Read a draft by type',
);

export const discardDraft = p2.post(
  drafts.discardDraftRequestSchema,
  drafts.discardDraftResponseSchema,
  'discardDraft',
  `${D}/discarddraft/:type`,
  'claim',
  'Discard a draft by type',
);

export const submitForm = p2.post(
  drafts.submitFormRequestSchema,
  drafts.submitFormResponseSchema,
  'submitForm',
  `${D}/submit/:type`,
  'claim',
  'Submit a form by type',
);
