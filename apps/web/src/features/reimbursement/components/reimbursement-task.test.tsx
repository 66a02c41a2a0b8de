import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverErrors } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr } from '../../../test/fake-xhr';
import {
  answerReimbursementCalls,
  pharmacyDraft,
  reimbursementPaths,
} from '../../../test/reimbursement-fixture';
import { disclaimer, openReimbursementForm, pressNext, sentTo, slow } from './reimbursement-test-support';

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerReimbursementCalls(mockApi()).on(reimbursementPaths.load, { body: pharmacyDraft });
  installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function reviewFor(path: string) {
  const view = await openReimbursementForm(undefined, path);
  await userEvent.click(disclaimer());
  await pressNext();
  await screen.findByRole('heading', { name: 'Check your answers' });
  return view;
}

describe('reimbursement opened from Things to do (issue 32)', () => {
  it('names the request in submitreceipts and says on the thank-you page that it is complete', async () => {
    const { router } = await reviewFor('/reimbursementform?task=r1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-reimbursement'), slow);
    expect(sentTo(api, reimbursementPaths.submit)).toEqual([expect.objectContaining({ TaskId: 'r1' })]);
    expect(await screen.findByText('This request is now complete.')).toBeInTheDocument();
  });

  it('shows a 301 refusal in the catalogue’s words on the review, keeps the form and sends it without the request next', async () => {
    const { Message } = serverErrors.taskWrongForm;
    api.on(reimbursementPaths.submit, businessError(301, Message), { body: true });
    const { router } = await reviewFor('/reimbursementform?task=r1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(Message, {}, slow)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/reimbursementform');
    expect(screen.getByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-reimbursement'), slow);
    const [first, second] = sentTo(api, reimbursementPaths.submit);
    expect(first).toHaveProperty('TaskId', 'r1');
    expect(second).not.toHaveProperty('TaskId');
    expect(second).toMatchObject({ Description: pharmacyDraft.Description });
  });
});
