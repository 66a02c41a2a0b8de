import { describe, expect, it } from 'vitest';
import { serverErrors } from '../shared/errors.js';
import { notificationMessages } from '../notifications/messages.js';
import { submitContactFormRequestSchema } from '../contact-us/schemas.js';
import { submitDocumentRequestSchema, submitReceiptRequestSchema } from '../form-drafts/schemas.js';
import { submitNidAssessmentRequestSchema } from '../survey/schemas.js';
import { uploadAuthorityFormRequestSchema } from '../authority-form/schemas.js';
import { tasksMessages } from './messages.js';
import { TASK_ACTIONS, getTasksResponseSchema } from './schemas.js';

describe('Things to do (issue 32)', () => {
  it('names the six actions a request may ask for', () => {
    expect(TASK_ACTIONS).toEqual(['documents', 'authority', 'reimbursement', 'survey', 'contact', 'none']);
  });

  it('lets every form that completes a request name it with an optional, bounded TaskId', () => {
    const schemas = [
      submitDocumentRequestSchema,
      submitReceiptRequestSchema,
      submitContactFormRequestSchema,
      submitNidAssessmentRequestSchema,
      uploadAuthorityFormRequestSchema,
    ];
    for (const schema of schemas) {
      expect(Object.keys(schema.shape)).toContain('TaskId');
      expect(schema.shape.TaskId.safeParse(undefined).success).toBe(true);
      expect(schema.shape.TaskId.safeParse('x'.repeat(100)).success).toBe(true);
      expect(schema.shape.TaskId.safeParse('x'.repeat(10_000)).success).toBe(false);
      expect(schema.shape.TaskId.safeParse(7).success).toBe(false);
    }
  });

  it('answers at most a hundred requests a call', () => {
    const task = {
      TaskId: 'a',
      Title: 'T',
      Detail: '',
      DueDate: '12/12/2026',
      IsOverdue: false,
      Action: 'none',
      DocumentTypeId: null,
    };
    expect(getTasksResponseSchema.safeParse({ Items: Array(100).fill(task), Total: 100 }).success).toBe(true);
    expect(getTasksResponseSchema.safeParse({ Items: Array(101).fill(task), Total: 101 }).success).toBe(
      false,
    );
  });

  it('spells the page texts', () => {
    expect(tasksMessages).toEqual({
      title: 'Things to do',
      empty: 'There is nothing you need to do on this claim.',
      count: 'You have {n} things to do',
      countOne: 'You have 1 thing to do',
      due: 'Due {date}',
      overdue: 'Overdue: was due {date}',
      loadFailed: 'We could not load your things to do.',
      retry: 'Try again',
      sendWithout: 'Your form has been kept. You can submit it again without the request.',
      goToList: 'Go to Things to do',
      completed: 'This request is now complete.',
      actions: {
        documents: 'Send documents',
        authority: 'Sign the authority form',
        reimbursement: 'Claim a reimbursement',
        survey: 'Complete the self-assessment',
        contact: 'Contact us',
      },
    });
  });

  it('announces a new request by what and where only', () => {
    expect(notificationMessages.newTaskSubject).toBe('{provider} has asked you for something on your claim');
    expect(notificationMessages.newTaskBody).toBe(
      'We have asked you for something on your claim. Sign in to the portal to see Things to do. ' +
        'If you have questions, call {provider} on {phone}.',
    );
  });

  it('numbers its errors 300-303', () => {
    expect(
      [
        serverErrors.taskNotOpen,
        serverErrors.taskWrongForm,
        serverErrors.providerTaskDueDate,
        serverErrors.providerTaskDocumentType,
      ].map((error) => error.Number),
    ).toEqual([300, 301, 302, 303]);
    expect(serverErrors.taskNotOpen.Message).toBe(
      'This request is no longer open. Please check Things to do and try again.',
    );
    expect(serverErrors.taskWrongForm.Message).toBe(
      'This form does not complete that request. Please open the request from Things to do.',
    );
  });
});
