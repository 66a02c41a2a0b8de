import { endpoints, messages } from '@portal/contract';
import { callSurveyEndpoint } from './survey-client';

/**
 * POST /api/nid/submitnidassessment (spec part 2 §7): submits the draft, or the recorded refusal;
 * with a TaskId it completes that request of Things to do (issue 32).
 */
export function submitNidAssessment(taskId?: string): Promise<boolean> {
  return callSurveyEndpoint(endpoints.submitNidAssessment, taskId === undefined ? {} : { TaskId: taskId }, {
    loadingMessage: messages.shell.processing,
  });
}
