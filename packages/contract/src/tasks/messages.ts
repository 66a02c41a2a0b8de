import { shellMessages } from '../shell/messages.js';

/**
 * Things to do (issue 32), all ours. Placeholders: {n}, {date}.
 */
export const tasksMessages = {
  title: 'Things to do',
  empty: 'There is nothing you need to do on this claim.',
  count: shellMessages.toolbar.taskCount,
  countOne: shellMessages.toolbar.taskCountOne,
  due: 'Due {date}',
  overdue: 'Overdue: was due {date}',
  loadFailed: 'We could not load your things to do.',
  retry: 'Try again',
  /** After a refusal (300/301): the form keeps what was entered and may go without the request. */
  sendWithout: 'Your form has been kept. You can submit it again without the request.',
  goToList: 'Go to Things to do',
  /** On the thank-you page of a form that completed a request. */
  completed: 'This request is now complete.',
  actions: {
    documents: 'Send documents',
    authority: 'Sign the authority form',
    reimbursement: 'Claim a reimbursement',
    survey: 'Complete the self-assessment',
    contact: 'Contact us',
  },
} as const;
