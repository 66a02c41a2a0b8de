import { useSearchParams } from 'react-router';
import { wireIdSchema } from '@portal/contract';

/**
 * How Things to do opens a form for a request (issue 32, ADR 0041): the request's TaskId, and for
 * documents its DocumentTypeId, travel in the form's URL (`/submitdocuments?task=<id>&type=<n>`), since
 * features never import each other. The URL, not the draft, holds them: a reload or an offline
 * reopening of that address keeps them; the same form opened from the menu sends no request.
 */
export const TASK_PARAM = 'task';
export const DOCUMENT_TYPE_PARAM = 'type';

export interface TaskLink {
  taskId: string;
  documentTypeId?: number | null | undefined;
  /** The current page hides the header (nh=1): the form keeps it hidden. */
  isNoHeader?: boolean;
}

/** The query of a form opened for a request. */
export function taskSearch({ taskId, documentTypeId, isNoHeader }: TaskLink): string {
  const params = new URLSearchParams({ [TASK_PARAM]: taskId });
  if (typeof documentTypeId === 'number') params.set(DOCUMENT_TYPE_PARAM, String(documentTypeId));
  if (isNoHeader) params.set('nh', '1');
  return `?${params.toString()}`;
}

/** The request a form was opened for, if its URL names a well-formed one. */
export function useTaskParams(): { taskId: string | undefined; documentTypeId: number | undefined } {
  const [params] = useSearchParams();
  const task = params.get(TASK_PARAM);
  const type = Number(params.get(DOCUMENT_TYPE_PARAM) ?? Number.NaN);
  return {
    taskId: task !== null && task !== '' && wireIdSchema.safeParse(task).success ? task : undefined,
    documentTypeId: Number.isInteger(type) ? type : undefined,
  };
}
