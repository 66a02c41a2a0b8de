import { useLocation } from 'react-router';
import { messages } from '@portal/contract';

/** What a form's navigation to its thank-you page carries when the submit completed a request. */
export interface TaskCompletedState {
  isTaskCompleted?: boolean;
}

/** On a thank-you page: "This request is now complete." when the form was sent for one (issue 32). */
export function TaskCompletedNote() {
  const location = useLocation();
  if ((location.state as TaskCompletedState | null)?.isTaskCompleted !== true) return null;
  return <p className="thank-you__message">{messages.tasks.completed}</p>;
}
