import { useQueryClient } from '@tanstack/react-query';
import { refreshTasks } from '../../../api/get-task-count';
import { taskRefusalOf } from '../../../components/ui/use-form-task';
import { submitNidAssessment } from '../api/submit-nid-assessment';
import { surveyTask } from '../survey-token';

/**
 * The survey's submit, naming the request of Things to do it was opened for (ADR 0041). A refusal for
 * the request (300, 301) forgets it and fails as any error does (the catalogue's message is alerted);
 * the answers stay saved on the server, and Submit again sends the survey without the request.
 */
export function useSurveySubmit(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    const taskId = surveyTask.get();
    try {
      await submitNidAssessment(taskId);
    } catch (failure) {
      if (taskId !== undefined && taskRefusalOf(failure)) {
        surveyTask.set(undefined);
        void refreshTasks(queryClient);
      }
      throw failure;
    }
    if (taskId === undefined) return;
    surveyTask.set(undefined);
    void refreshTasks(queryClient);
  };
}
