import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverErrors } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { answerContactCalls, paths } from './contact-us-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerContactCalls(mockApi());
  installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sent = (path: string) => api.bodies(path).map(({ AccessToken: _token, ...rest }) => rest);

async function fillFor(path: string) {
  const view = renderApp(path, { signedIn: true });
  await screen.findByRole('option', { name: 'Payments' }, slow);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Enquiry Type' }), 'Payments');
  const message = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.change(message, { target: { value: 'When is my next payment?' } });
  fireEvent.blur(message);
  return view;
}

describe('contact us opened from Things to do (issue 32)', () => {
  it('names the request in submitcontactform and says on the thank-you page that it is complete', async () => {
    await fillFor('/contactus?task=c1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Your enquiry has been submitted/, {}, slow);
    expect(sent(paths.submit)).toEqual([{ FormId: 'form-7', TaskId: 'c1' }]);
    expect(screen.getByText('This request is now complete.')).toBeInTheDocument();
  });

  it('sends no TaskId when opened without a request', async () => {
    await fillFor('/contactus');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Your enquiry has been submitted/, {}, slow);
    expect(sent(paths.submit)).toEqual([{ FormId: 'form-7' }]);
    expect(screen.queryByText('This request is now complete.')).not.toBeInTheDocument();
  });

  it('shows a 300 refusal in the catalogue’s words, keeps the message and sends it without the request next', async () => {
    const { Message } = serverErrors.taskNotOpen;
    api.on(paths.submit, businessError(300, Message), { body: true });
    await fillFor('/contactus?task=c1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(Message, {}, slow)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('When is my next payment?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(/Your enquiry has been submitted/, {}, slow);
    await waitFor(() => expect(sent(paths.submit)).toHaveLength(2));
    expect(sent(paths.submit)).toEqual([{ FormId: 'form-7', TaskId: 'c1' }, { FormId: 'form-7' }]);
  });
});
