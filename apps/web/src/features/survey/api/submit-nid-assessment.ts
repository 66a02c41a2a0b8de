import { endpoints, messages } from '@portal/contract';
import { callSurveyEndpoint } from './survey-client';

/** POST /api/nid/submitnidassessment (spec part 2 §7): submits the draft, or the recorded refusal. */
export function submitNidAssessment(): Promise<boolean> {
  return callSurveyEndpoint(endpoints.submitNidAssessment, {}, { loadingMessage: messages.shell.processing });
}
