import { p2 } from '../shared/call-table.js';
import * as survey from './schemas.js';

// Part 2: self-assessment survey.
export const getNidAssessment = p2.post(
  survey.getNidAssessmentRequestSchema,
  survey.getNidAssessmentResponseSchema,
  'getNidAssessment',
  '/api/nid/getnidassessment',
  'survey',
  'Read the survey draft',
);

export const getNidOutro = p2.post(
  survey.getNidOutroRequestSchema,
  survey.getNidOutroResponseSchema,
  'getNidOutro',
  '/api/nid/getnidoutro',
  'survey',
  'Read the survey outro',
);

export const submitNidAssessment = p2.post(
  survey.submitNidAssessmentRequestSchema,
  survey.submitNidAssessmentResponseSchema,
  'submitNidAssessment',
  '/api/nid/submitnidassessment',
  'survey',
  'Submit the survey',
);

export const updateNidAssessment = p2.post(
  survey.updateNidAssessmentRequestSchema,
  survey.updateNidAssessmentResponseSchema,
  'updateNidAssessment',
  '/api/nid/updatenidassessment',
  'survey',
  'Save survey answers as a draft',
);

export const nidLogin = p2.post(
  survey.nidLoginRequestSchema,
  survey.nidLoginResponseSchema,
  'nidLogin',
  '/api/nid/nidlogin',
  'public',
  'Identify for the survey',
);
