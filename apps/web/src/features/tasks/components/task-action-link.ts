import type { Task, TaskAction } from '@portal/contract';
import { taskSearch } from '../../../lib/routing/task-params';

/** The form each action opens (issue 32 "Things to do"); `none` opens nothing and has no button. */
const formPaths: Record<Exclude<TaskAction, 'none'>, string> = {
  documents: '/submitdocuments',
  authority: '/authorityform',
  reimbursement: '/reimbursementform',
  survey: '/surveyvalidation',
  contact: '/contactus',
};

/** Where a request's one action goes, naming the request (and for documents its type); null for none. */
export function taskActionTarget(
  task: Task,
  isNoHeader: boolean,
): { pathname: string; search: string } | null {
  if (task.Action === 'none') return null;
  return {
    pathname: formPaths[task.Action],
    search: taskSearch({
      taskId: task.TaskId,
      documentTypeId: task.Action === 'documents' ? task.DocumentTypeId : undefined,
      isNoHeader,
    }),
  };
}
