import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimantErrors, messages } from '@portal/contract';
import { businessError, holdAnswers, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { answerDocumentsCalls, paths, savedDraft } from '../../../test/send-documents-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;
let confirmSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerDocumentsCalls(mockApi());
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForm() {
  const view = renderApp('/submitdocuments', { signedIn: true });
  await screen.findByRole('button', { name: 'Submit' }, slow);
  // The type list arrives from its own call.
  await screen.findByRole('option', { name: 'Medical certificate' }, slow);
  return view;
}

const typeBox = () => screen.getByRole('combobox', { name: 'Document type' });
const messageBox = () => screen.queryByRole('textbox', { name: /Message/ });
const fileInput = () => screen.getByLabelText('Documents', { selector: 'input' });
const authorised = () => screen.getByRole('checkbox', { name: /authorised to send these documents/ });
const saves = () => api.bodies(paths.save).map(({ AccessToken: _token, ...rest }) => rest);
const pick = (name: string, size = 2048) => {
  const file = new File([new Uint8Array(size)], name);
  fireEvent.change(fileInput(), { target: { files: [file] } });
};

describe('send documents: the draft (spec part 2 §4)', () => {
  it('shows the sanitised intro and the loaded draft with its attached files', async () => {
    api.on(paths.load, { body: savedDraft });
    const { container } = await openForm();
    expect(await screen.findByText('Send us the documents we asked for.', {}, slow)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(typeBox()).toHaveDisplayValue('Medical certificate');
    expect(messageBox()).toHaveValue('My certificate from Dr Lee');
    // The list's row, not the picker's status line, which names the file too.
    const row = within(screen.getByRole('list', { name: 'Documents' }))
      .getByText('certificate.pdf')
      .closest('li')!;
    expect(within(row).getByText('Attached')).toBeInTheDocument();
  });

  it('saves every change with updatedocumentform and shows "Saved at" only after the answer', async () => {
    await openForm();
    const release = holdAnswers(paths.save);
    await userEvent.selectOptions(typeBox(), 'Medical certificate');
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(screen.queryByText(/^Saved at/)).toBeNull();
    release();
    expect(await screen.findByText(/^Saved at \d{1,2}:\d{2} (am|pm)$/, {}, slow)).toBeInTheDocument();
    expect(saves()).toEqual([
      { DocumentType: { Id: 1, Item: 'Medical certificate' }, Description: '', Documents: [] },
    ]);
  });

  it('says the draft could not be loaded and loads it again on Try again', async () => {
    api.on(paths.load, businessError(100), { body: savedDraft });
    renderApp('/submitdocuments', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    expect(await screen.findByRole('button', { name: 'Submit' }, slow)).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });
});

describe('send documents: the rules (spec part 2 §5)', () => {
  it('lists every missing field in a focused summary on Submit and sends nothing', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = screen.getByRole('alert', { name: 'There are 4 errors in this form' });
    expect(summary).toHaveFocus();
    for (const text of [
      'Please select a document type',
      'Please provide a message',
      'Please attach at least one document',
      'Please confirm that you are authorised to send these documents',
    ]) {
      expect(within(summary).getByRole('link', { name: text })).toBeInTheDocument();
    }
    expect(api.bodies(paths.submit)).toEqual([]);
  });

  it('refuses a message over 1000 characters and takes exactly 1000', async () => {
    await openForm();
    fireEvent.change(messageBox()!, { target: { value: 'x'.repeat(1001) } });
    fireEvent.blur(messageBox()!);
    expect(await screen.findByText('Message must be 1000 characters or fewer')).toBeInTheDocument();
    fireEvent.change(messageBox()!, { target: { value: 'x'.repeat(1000) } });
    expect(screen.queryByText('Message must be 1000 characters or fewer')).toBeNull();
  });

  it('alerts the spec message for a wrong type and sends no byte of it', async () => {
    await openForm();
    pick('setup.exe');
    expect(alertSpy).toHaveBeenCalledWith('Document type is not accepted');
    expect(xhrs).toHaveLength(0);
  });

  it('alerts the spec message for a file of 10MB and sends no byte of it', async () => {
    await openForm();
    const file = new File(['x'], 'scan.pdf');
    Object.defineProperty(file, 'size', { value: 10_485_760 });
    fireEvent.change(fileInput(), { target: { files: [file] } });
    expect(alertSpy).toHaveBeenCalledWith('Document must be below 10MB');
    expect(xhrs).toHaveLength(0);
  });

  it('points the Reimbursement type to the reimbursement form', async () => {
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Reimbursement');
    expect(
      screen.getByText(/To claim a reimbursement please use the Reimbursement Form\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Reimbursement Form' })).toHaveAttribute(
      'href',
      '/reimbursementform',
    );
  });

  it('offers the contact-us link', async () => {
    await openForm();
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contactus');
  });

  it('removes the message box for the Tax File Declaration Form and discards the files', async () => {
    api.on(paths.load, { body: savedDraft });
    await openForm();
    await userEvent.selectOptions(typeBox(), 'Tax File Declaration Form');
    expect(messageBox()).toBeNull();
    await waitFor(() => expect(api.bodies(paths.discardFile)).toMatchObject([{ FileId: 'file-1' }]));
    expect(screen.queryByText('certificate.pdf')).toBeNull();
    expect(screen.getByText(/Your attached documents were removed/)).toBeInTheDocument();
    await waitFor(() =>
      expect(saves().at(-1)).toEqual({
        DocumentType: { Id: 3, Item: 'Tax File Declaration Form' },
        Description: '',
        Documents: [],
      }),
    );
    // No message is asked for.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Please provide a message')).toBeNull();
  });
});

describe('send documents: files and submit (spec part 2 §4, §8)', () => {
  it('shows each file uploading in percent, then checked, then attached once the draft has it', async () => {
    await openForm();
    const release = holdAnswers(paths.save);
    pick('letter.pdf');
    expect(xhrs[0]!.url).toBe(paths.upload);
    xhrs[0]!.progress(512, 1024);
    expect(await screen.findByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'letter.pdf' })).toHaveAttribute('value', '50');
    xhrs[0]!.answer(200, { FileId: 'file-9' });
    expect(await screen.findByText('Received and checked')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Attached', {}, slow)).toBeInTheDocument();
    expect(saves().at(-1)).toMatchObject({ Documents: [{ Filename: 'letter.pdf', FileID: 'file-9' }] });
  });

  it('shows why a file failed and uploads it again on Retry', async () => {
    await openForm();
    pick('letter.pdf');
    xhrs[0]!.answer(225, [{ Number: 171, Message: 'Document type is not accepted' }]);
    expect(await screen.findByText('Error 171: Document type is not accepted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry letter.pdf' }));
    expect(xhrs).toHaveLength(2);
    xhrs[1]!.answer(200, { FileId: 'file-10' });
    expect(await screen.findByText('Received and checked')).toBeInTheDocument();
  });

  it('removes a stored file with discardfile', async () => {
    api.on(paths.load, { body: savedDraft });
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Remove certificate.pdf' }));
    expect(api.bodies(paths.discardFile)).toMatchObject([{ FileId: 'file-1' }]);
    expect(screen.queryByText('certificate.pdf')).toBeNull();
    expect(fileInput()).toHaveFocus();
  });

  it('waits until no upload is in progress, then submits and shows the thank-you page', async () => {
    api.on(paths.load, { body: savedDraft });
    const { router } = await openForm();
    pick('second.pdf');
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Waiting for your documents to finish uploading')).toBeInTheDocument();
    expect(api.bodies(paths.submit)).toEqual([]);
    xhrs[0]!.answer(200, { FileId: 'file-2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-documents'), slow);
    const [{ AccessToken: _token, ...sent }] = api.bodies(paths.submit) as [Record<string, unknown>];
    expect(sent).toEqual({
      DocumentType: { Id: 1, Item: 'Medical certificate' },
      Description: 'My certificate from Dr Lee',
      Documents: [
        { Filename: 'certificate.pdf', FileID: 'file-1' },
        { Filename: 'second.pdf', FileID: 'file-2' },
      ],
      Authorised: true,
    });
    expect(
      await screen.findByText('Your document has been submitted and the TAC will respond to you shortly'),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/claim');
    expect(main.getByRole('link', { name: 'Upload Documents' })).toHaveAttribute('href', '/forms');
    expect(main.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    expect(confirmSpy).not.toHaveBeenCalled();
  });

  it('alerts "Error: Failed to submit form" on a failed submission, hides the loading and stays', async () => {
    api
      .on(paths.load, { body: savedDraft })
      .on(paths.submit, businessError(180, 'Error: Failed to submit form'));
    const { router } = await openForm();
    const release = holdAnswers(paths.submit);
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Sending your documents...', {}, slow)).toBeInTheDocument();
    release();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Failed to submit form'));
    expect(router.state.location.pathname).toBe('/submitdocuments');
    await waitFor(() => expect(screen.queryByText('Sending your documents...')).toBeNull());
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('send documents while the server sheds load (issue 33)', () => {
  it('asks to try again in a moment instead of saying the submission failed, and keeps the form', async () => {
    api.on(paths.load, { body: savedDraft }).on(paths.submit, {
      status: 503,
      body: [{ ...claimantErrors.serviceBusy }],
    });
    const { router } = await openForm();
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(claimantErrors.serviceBusy.Message));
    expect(alertSpy).not.toHaveBeenCalledWith(messages.alerts.submitFailed);
    expect(router.state.location.pathname).toBe('/submitdocuments');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('send documents: discard and leaving (spec part 2 §2, §4)', () => {
  it('keeps the draft when the discard confirm is declined', async () => {
    api.on(paths.load, { body: savedDraft });
    confirmSpy.mockReturnValue(false);
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(confirmSpy).toHaveBeenCalledWith('You are about to lose the uploaded information. Are you sure?');
    expect(api.bodies(paths.discard)).toEqual([]);
  });

  it('discards the draft after the confirm and goes to the forms hub', async () => {
    api.on(paths.load, { body: savedDraft });
    const { router } = await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forms'), slow);
    expect(api.bodies(paths.discard)).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes and stays when declined', async () => {
    const { router } = await openForm();
    holdAnswers(paths.save);
    fireEvent.change(messageBox()!, { target: { value: 'Not yet saved' } });
    confirmSpy.mockReturnValue(false);
    await router.navigate('/claim');
    await waitFor(() => expect(confirmSpy).toHaveBeenCalledWith('You are about to lose your recent changes'));
    expect(router.state.location.pathname).toBe('/submitdocuments');
  });

  it('leaves without asking once every change is saved', async () => {
    const { router } = await openForm();
    fireEvent.change(messageBox()!, { target: { value: 'Saved text' } });
    await screen.findByText(/^Saved at/, {}, slow);
    await router.navigate('/claim');
    expect(confirmSpy).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/claim');
  });

  it('asks the browser to hold a reload while a change is unsaved', async () => {
    await openForm();
    holdAnswers(paths.save);
    fireEvent.change(messageBox()!, { target: { value: 'Not yet saved' } });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('send documents: a draft survives session expiry (issue 11)', () => {
  it('keeps text typed when the session expired mid-save and saves it after signing in again', async () => {
    api.on(paths.save, businessError(8, 'Your session has expired'));
    const { router, unmount } = await openForm();
    fireEvent.change(messageBox()!, { target: { value: 'Typed as the session ended' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(confirmSpy).not.toHaveBeenCalled();
    unmount();

    // Signed in again, the server's draft still has the older text.
    api.on(paths.save, { body: true }).on(paths.load, { body: { ...savedDraft, Description: 'Older text' } });
    renderApp('/submitdocuments', { signedIn: true });
    expect(await screen.findByDisplayValue('Typed as the session ended', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ Description: 'Typed as the session ended' }));
    expect(await screen.findByText(/^Saved at/, {}, slow)).toBeInTheDocument();
  });

  it('drops the text kept in the browser when the claimant signs out', async () => {
    holdAnswers(paths.save);
    const { router, unmount } = await openForm();
    fireEvent.change(messageBox()!, { target: { value: 'Not for the next person' } });
    const menu = await screen.findByRole('navigation', { name: 'Claim' });
    confirmSpy.mockReturnValue(true);
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    unmount();

    api.on(paths.load, { body: null });
    renderApp('/submitdocuments', { signedIn: true });
    await screen.findByRole('button', { name: 'Submit' }, slow);
    expect(messageBox()).toHaveValue('');
  });
});
