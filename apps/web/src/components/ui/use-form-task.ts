import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { claimantErrors } from '@portal/contract';
import { refreshTasks } from '../../api/get-task-count';
import { ApiError } from '../../lib/api-error';
import { useTaskParams } from '../../lib/routing/task-params';

const taskRefusals: readonly number[] = [
  claimantErrors.taskNotOpen.Number,
  claimantErrors.taskWrongForm.Number,
];

/** The catalogue's refusal of a submit for its request (300 no longer open, 301 another form), if it is one. */
export function taskRefusalOf(failure: unknown): { Number: number; Message: string } | undefined {
  if (!(failure instanceof ApiError)) return undefined;
  return failure.errors.find((item) => taskRefusals.includes(item.Number));
}

export interface TaskRefusal {
  message: string;
  /** Counts the refusals, so a repeated one takes the focus again (RefusalNotice). */
  attempt: number;
}

/**
 * The request (issue 32 "Things to do") a form was opened for, as a claimant form's submit uses it
 * (ADR 0041): `field` goes into the submit's body ({ TaskId } or nothing); `sent()` after a submit that
 * went through refreshes Things to do and the count; `refused(failure)` answers whether the failure was
 * the request's (300 no longer open, 301 another form), and if so keeps the catalogue's message to show,
 * drops the request so the next Submit sends the form without it, and refreshes Things to do. The form
 * itself is left as it is: nothing the claimant typed or attached is lost.
 */
export function useFormTask() {
  const queryClient = useQueryClient();
  const params = useTaskParams();
  const [refusal, setRefusal] = useState<TaskRefusal | null>(null);
  const taskId = refusal ? undefined : params.taskId;

  function refused(failure: unknown): boolean {
    const error = taskRefusalOf(failure);
    if (!error) return false;
    setRefusal((current) => ({ message: error.Message, attempt: (current?.attempt ?? 0) + 1 }));
    void refreshTasks(queryClient);
    return true;
  }

  return {
    taskId,
    /** The request's document type, for Send documents to open with. */
    documentTypeId: refusal ? undefined : params.documentTypeId,
    field: taskId === undefined ? {} : { TaskId: taskId },
    /** The form was opened for a request (its URL names one), refused since or not. */
    isForTask: params.taskId !== undefined,
    refusal,
    refused,
    sent: () => {
      if (params.taskId !== undefined) void refreshTasks(queryClient);
    },
  };
}

export type FormTask = ReturnType<typeof useFormTask>;
