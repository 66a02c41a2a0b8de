import { endpoints, type UpdateNidAssessmentRequest } from '@portal/contract';
import { callSurveyEndpoint } from './survey-client';

export type NidAssessmentUpdate = Omit<UpdateNidAssessmentRequest, 'AccessToken'>;

/**
 * POST /api/nid/updatenidassessment (spec part 2 §7): saves the listed answers into the draft, or
 * records the intro's Yes or No (AcceptedTerms).
 */
export function updateNidAssessment(update: NidAssessmentUpdate): Promise<boolean> {
  return callSurveyEndpoint(endpoints.updateNidAssessment, update);
}
