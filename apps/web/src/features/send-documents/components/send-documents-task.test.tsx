import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, serverErrors } from '@portal/contract';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { answerDocumentsCalls, paths, savedDraft } from '../../../test/send-documents-fixture';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let api: MockApi;
let xhrs: FakeXhr[];
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  api = answerDocumentsCalls(mockApi()).on(endpoints.getTaskCount.path, { body: 0 });
  xhrs = installFakeXhr();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForm(path: string) {
  const view = renderApp(path, { signedIn: true, taskCount: 1 });
  await screen.findByRole('button', { name: 'Submit' }, slow);
  await screen.findByRole('option', { name: 'Medical certificate' }, slow);
  return view;
}

const typeBox = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Document type' });
const fileInput = () => screen.getByLabelText('Documents', { selector: 'input' });
const authorised = () => screen.getByRole('checkbox', { name: /authorised to send these documents/ });
const submitted = () => api.bodies(paths.submit).map(({ AccessToken: _token, ...rest }) => rest);

async function attachPdf() {
  fireEvent.change(fileInput(), { target: { files: [new File([new Uint8Array(2048)], 'coc.pdf')] } });
  await waitFor(() => expect(xhrs).toHaveLength(1));
  xhrs[0]!.answer(200, { FileId: 'file-9' });
  await screen.findByText('Attached', {}, slow);
}

describe('send documents opened from Things to do (issue 32)', () => {
  it('opens with the request’s document type chosen, sends the TaskId and says the request is done', async () => {
    const { router } = await openForm('/submitdocuments?task=t1&type=1');
    await waitFor(() => expect(typeBox().value).toBe('1'));
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'New certificate');
    await attachPdf();
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-documents'), slow);
    expect(submitted()).toEqual([
      {
        DocumentType: { Id: 1, Item: 'Medical certificate' },
        Description: 'New certificate',
        Documents: [{ Filename: 'coc.pdf', FileID: 'file-9' }],
        Authorised: true,
        TaskId: 't1',
      },
    ]);
    expect(await screen.findByText('This request is now complete.')).toBeInTheDocument();
    // The count beside Home is read again, so the completed request drops out of it.
    await waitFor(() => expect(api.bodies(endpoints.getTaskCount.path).length).toBeGreaterThan(0));
  });

  it('chooses the request’s type over a draft’s other type, keeping the draft’s message and files', async () => {
    api.on(paths.load, { body: savedDraft });
    await openForm('/submitdocuments?task=t1&type=2');
    await waitFor(() => expect(typeBox().value).toBe('2'));
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('My certificate from Dr Lee');
    expect(screen.getAllByText('certificate.pdf').length).toBeGreaterThan(0);
  });

  it('sends no TaskId when opened without a request', async () => {
    api.on(paths.load, { body: savedDraft });
    const { router } = await openForm('/submitdocuments');
    expect(screen.queryByRole('link', { name: 'Go to Things to do' })).not.toBeInTheDocument();
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-documents'), slow);
    expect(submitted()[0]).not.toHaveProperty('TaskId');
    expect(screen.queryByText('This request is now complete.')).not.toBeInTheDocument();
  });

  it('shows a 300 refusal in the catalogue’s words, keeps what was typed and attached, and sends it without the request next', async () => {
    const { Message } = serverErrors.taskNotOpen;
    api.on(paths.submit, businessError(300, Message), { body: true });
    const { router } = await openForm('/submitdocuments?task=t1&type=1');
    await waitFor(() => expect(typeBox().value).toBe('1'));
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'From Dr Lee');
    await attachPdf();
    await userEvent.click(authorised());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const notice = await screen.findByText(Message, {}, slow);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText(/You can submit it again without the request/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Things to do' })).toHaveAttribute(
      'href',
      '/claim#things-to-do',
    );
    expect(alertSpy).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/submitdocuments');
    // Nothing lost: the type, the message, the file and the tick are all there.
    expect(typeBox().value).toBe('1');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('From Dr Lee');
    expect(screen.getAllByText('coc.pdf').length).toBeGreaterThan(0);
    expect(screen.getByText('Attached')).toBeInTheDocument();
    expect(authorised()).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou-documents'), slow);
    const [first, second] = submitted();
    expect(first).toHaveProperty('TaskId', 't1');
    expect(second).not.toHaveProperty('TaskId');
    expect(second).toMatchObject({
      Description: 'From Dr Lee',
      Documents: [{ Filename: 'coc.pdf', FileID: 'file-9' }],
    });
  });
});
