import { Link } from 'react-router';
import { messages } from '@portal/contract';
import { RefusalNotice } from './refusal-notice';
import './task-refusal-notice.css';
import type { FormTask } from './use-form-task';

/**
 * A submit refused for its request (300, 301): the catalogue's message, that the form was kept and may
 * go without the request, and the way back to Things to do (claim home's section). Only in a form
 * opened for a request (?task=).
 */
export function TaskRefusalNotice({ task }: { task: Pick<FormTask, 'isForTask' | 'refusal'> }) {
  const t = messages.tasks;
  const { refusal } = task;
  // Only a form opened for a request can be refused for it; the region is there from the start then.
  if (!task.isForTask) return null;
  return (
    <RefusalNotice attempt={refusal?.attempt ?? 0} className="task-refusal">
      {refusal && (
        <>
          <p>{refusal.message}</p>
          <p>{t.sendWithout}</p>
          <p>
            <Link to="/claim#things-to-do">{t.goToList}</Link>
          </p>
        </>
      )}
    </RefusalNotice>
  );
}
