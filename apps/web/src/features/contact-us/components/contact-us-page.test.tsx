import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { flush, installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { informationQuery } from '../../../api/get-information';
import { answerContactCalls, paths } from './contact-us-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerContactCalls(mockApi());
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openForm() {
  const view = renderApp('/contactus', { signedIn: true });
  await screen.findByRole('option', { name: 'Payments' }, slow);
  return view;
}

const typeBox = () => screen.getByRole('combobox', { name: 'Enquiry Type' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const reasonBox = () => screen.queryByRole('textbox', { name: 'Reason' });
const fileList = () => screen.queryByRole('list', { name: 'Upload Documents' });
const count = () => document.getElementById('contact-us-message-count')!.textContent;
const fileInput = () => screen.getByLabelText('Upload Documents', { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const sent = (path: string) => api.bodies(path).map(({ AccessToken: _token, ...rest }) => rest);
const pick = (name: string, size = 2048) => {
  const file = new File([new Uint8Array(size)], name);
  fireEvent.change(fileInput(), { target: { files: [file] } });
};
const type = (box: HTMLElement, value: string) => {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};

describe('contact us: the page (spec part 2 §2)', () => {
  it('shows the intro, the message placeholder and the help text', async () => {
    await openForm();
    expect(
      screen.getByText(
        "We're here to help. Send us a message using the form below and we'll get back to you.",
      ),
    ).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', 'Max 950 characters');
    expect(screen.getByText(/You can attach several documents, each below 10MB/)).toBeInTheDocument();
  });

  it('shows the call-centre notice on a weekday at 9am in Melbourne, daylight saving or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-13T22:00:00Z')); // Wed 9:00am AEDT
    await openForm();
    expect(
      screen.getByText('We are available to take your call between 8:30am to 5:30pm AEST, Monday to Friday'),
    ).toBeInTheDocument();
  });

  it("hides the call-centre notice at 8am in a Melbourne winter, inside the spec's UTC window", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-14T22:00:00Z')); // Wed 8:00am AEST: not yet open
    await openForm();
    expect(screen.queryByText(/We are available to take your call/)).toBeNull();
  });

  it("shows the call-centre notice at 5pm in a Melbourne winter, outside the spec's UTC window", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T07:00:00Z')); // Wed 5:00pm AEST
    await openForm();
    expect(screen.getByText(/We are available to take your call/)).toBeInTheDocument();
  });

  it('hides the call-centre notice on a Saturday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-16T23:00:00Z')); // Sat 10:00am AEDT
    await openForm();
    expect(screen.queryByText(/We are available to take your call/)).toBeNull();
  });

  it('shows the maintenance message with a link back to sign in instead of the form', async () => {
    api.on(paths.maintenance, { body: ['The portal is being upgraded tonight.'] });
    renderApp('/contactus', { signedIn: true });
    expect(await screen.findByText('The portal is being upgraded tonight.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.registration.backToSignIn })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('combobox', { name: 'Enquiry Type' })).toBeNull();
  });
});

/** Submit is unavailable but reachable, saying why (issue 30 item 4), or available. */
function expectUnavailable(button: HTMLElement) {
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toBeEnabled();
  expect(button).toHaveAccessibleDescription('Fill in every field above correctly to submit.');
}
function expectAvailable(button: HTMLElement) {
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(button).toBeEnabled();
}

describe('contact us: the rules (spec part 2 §5)', () => {
  it('keeps Submit unavailable and Upload Documents disabled until an enquiry type is chosen', async () => {
    await openForm();
    type(messageBox(), 'Where is my payment?');
    expectUnavailable(submitButton());
    expect(fileInput()).toBeDisabled();
    await userEvent.selectOptions(typeBox(), 'Payments');
    expect(fileInput()).toBeEnabled();
    expectAvailable(submitButton());
  });

  it('reaches an unavailable Submit by Tab and, pressed, shows every error, focuses the first and sends nothing', async () => {
    await openForm();
    submitButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Please select an enquiry type')).toBeInTheDocument();
    expect(screen.getByText('Please provide a message for your enquiry')).toBeInTheDocument();
    expect(typeBox()).toHaveFocus();
    expect(sent(paths.form)).toEqual([]);
  });

  it('asks for an enquiry type once the list was left without one', async () => {
    await openForm();
    fireEvent.blur(typeBox());
    expect(await screen.findByText('Please select an enquiry type')).toBeInTheDocument();
  });

  it('asks for a message and keeps Submit unavailable without one', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Payments');
    type(messageBox(), '   ');
    expect(await screen.findByText('Please provide a message for your enquiry')).toBeInTheDocument();
    expectUnavailable(submitButton());
  });

  it('takes 950 characters, refuses 951, and counts them live', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Payments');
    expect(count()).toBe('You have 950 characters remaining');
    expect(messageBox()).toHaveAccessibleDescription('You have 950 characters remaining');
    type(messageBox(), 'x'.repeat(950));
    expect(count()).toBe('You have 0 characters remaining');
    expect(screen.queryByText('Your message must be 950 characters or fewer')).toBeNull();
    expectAvailable(submitButton());
    type(messageBox(), 'x'.repeat(951));
    expect(count()).toBe('You have 1 characters too many');
    expect(screen.getByText('Your message must be 950 characters or fewer')).toBeInTheDocument();
    expectUnavailable(submitButton());
  });

  it('asks Other for a reason of 1 to 25 characters', async () => {
    await openForm();
    expect(reasonBox()).toBeNull();
    await userEvent.selectOptions(typeBox(), 'Other');
    type(messageBox(), 'A question');
    type(reasonBox()!, '');
    expect(screen.getByText('Reason must be between 1 - 25 characters')).toBeInTheDocument();
    expectUnavailable(submitButton());
    type(reasonBox()!, 'x'.repeat(26));
    expect(screen.getByText('Reason must be between 1 - 25 characters')).toBeInTheDocument();
    type(reasonBox()!, 'x'.repeat(25));
    expect(screen.queryByText('Reason must be between 1 - 25 characters')).toBeNull();
    expectAvailable(submitButton());
  });

  it('points Reimbursement to the reimbursement form', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Reimbursement');
    expect(
      screen.getByText(/To claim a reimbursement please use the Reimbursement Form/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Reimbursement Form' })).toHaveAttribute(
      'href',
      '/reimbursementform',
    );
  });

  it('alerts a file of the wrong type or of 10MB and holds neither', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Payments');
    pick('setup.exe');
    expect(alertSpy).toHaveBeenCalledWith('Document type is not accepted');
    const big = new File(['x'], 'scan.pdf');
    Object.defineProperty(big, 'size', { value: 10_485_760 });
    fireEvent.change(fileInput(), { target: { files: [big] } });
    expect(alertSpy).toHaveBeenCalledWith('Document must be below 10MB');
    expect(fileList()).toBeNull();
  });

  it('holds several files until Submit and removes one on Remove', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Payments');
    pick('a.pdf');
    pick('b.png');
    pick('c.txt');
    expect(screen.getAllByText('Ready to send')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(screen.queryByText('b.png')).toBeNull();
    expect(xhrs).toHaveLength(0);
  });
});

describe('contact us: the three steps (spec part 2 §4, §8)', () => {
  async function fillOther() {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Other');
    type(reasonBox()!, '  Travel claim ');
    type(messageBox(), ' Please call me. ');
  }

  it('sends the form, each file with its FormId one by one, then submits and thanks', async () => {
    await fillOther();
    pick('a.pdf');
    pick('b.pdf');
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(sent(paths.form)).toEqual([
      { Category: 8, Message: 'Please call me.', CustomCategory: 'Travel claim' },
    ]);
    expect(xhrs[0]!.url).toBe(paths.file);
    expect(xhrs[0]!.entries().filter(([name]) => name !== 'uploads[]')).toEqual([
      ['accessToken', 'test-token'],
      ['FormId', 'form-7'],
    ]);
    await act(async () => xhrs[0]!.progress(256, 1024));
    expect(screen.getByText('Uploading documents 1 of 2')).toHaveAttribute('role', 'status');
    expect(screen.getByText('25%')).toBeInTheDocument();
    await act(async () => {
      xhrs[0]!.answer(200, { FileId: 'file-1' });
      await flush();
    });
    expect(xhrs).toHaveLength(2);
    expect(screen.getByText('Uploading documents 2 of 2')).toBeInTheDocument();
    expect(sent(paths.submit)).toEqual([]);
    await act(async () => {
      xhrs[1]!.answer(200, { FileId: 'file-2' });
      await flush();
    });
    expect(
      await screen.findByText(
        'Your enquiry has been submitted. We will respond within 10 working days.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(sent(paths.submit)).toEqual([{ FormId: 'form-7' }]);
    expect(window.dataLayer).toContainEqual({ event: 'contact_us_submitted' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/claim');
    expect(main.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', '/contactus');
    expect(main.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
  });

  it('says when to expect a reply from the server setting (CONTACT_REPLY_WORKING_DAYS)', async () => {
    const { queryClient } = renderApp('/thankyou-contact-us', { signedIn: true });
    act(() => {
      queryClient.setQueryData(
        informationQuery.queryKey,
        (data) => data && { ...data, ContactReplyWorkingDays: 5 },
      );
    });
    expect(
      await screen.findByText(
        'Your enquiry has been submitted. We will respond within 5 working days.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
  });

  it('says "Uploading..." while the form is sent and leaves out CustomCategory for other types', async () => {
    const release = (await import('../../../test/mock-api')).holdAnswers(paths.form);
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Payments');
    type(messageBox(), 'Where is my payment?');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    release();
    await screen.findByText(/Your enquiry has been submitted/, {}, slow);
    expect(sent(paths.form)).toEqual([{ Category: 1, Message: 'Where is my payment?' }]);
  });

  it('alerts "Failed to upload form" and lists the errors on the page, sending no file', async () => {
    api.on(paths.form, businessError(215, 'The enquiry type is not known.'));
    await fillOther();
    pick('a.pdf');
    await userEvent.click(submitButton());
    const box = await screen.findByRole('alert');
    expect(within(box).getByText('Failed to upload form')).toBeInTheDocument();
    expect(within(box).getByText('Error 215: The enquiry type is not known.')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('Failed to upload form');
    expect(xhrs).toHaveLength(0);
    expect(screen.getByText('Ready to send')).toBeInTheDocument();
  });

  it('alerts "Failed to submit form", resets the files and sends them again with the next form', async () => {
    api.on(paths.submit, businessError(100, 'Reference: x'), { body: true });
    api.on(paths.form, { body: { Identifier: 'form-7' } }, { body: { Identifier: 'form-8' } });
    await fillOther();
    pick('a.pdf');
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => {
      xhrs[0]!.progress(1024, 1024);
      xhrs[0]!.answer(200, { FileId: 'file-1' });
      await flush();
    });
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to submit form'));
    expect(screen.getByText('Ready to send')).toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(2));
    expect(xhrs[1]!.entries()).toContainEqual(['FormId', 'form-8']);
    await act(async () => {
      xhrs[1]!.answer(200, { FileId: 'file-2' });
      await flush();
    });
    await screen.findByText(/Your enquiry has been submitted/, {}, slow);
    expect(sent(paths.submit)).toEqual([{ FormId: 'form-7' }, { FormId: 'form-8' }]);
  });

  it('alerts a refused file as "Error {number}: {message}" and submits nothing', async () => {
    await fillOther();
    pick('a.pdf');
    await userEvent.click(submitButton());
    await waitFor(() => expect(xhrs).toHaveLength(1));
    await act(async () => {
      xhrs[0]!.answer(225, [{ Number: 171, Message: 'Document type is not accepted' }]);
      await flush();
    });
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error 171: Document type is not accepted'));
    expect(sent(paths.submit)).toEqual([]);
    expect(screen.getByText('Ready to send')).toBeInTheDocument();
  });
});
