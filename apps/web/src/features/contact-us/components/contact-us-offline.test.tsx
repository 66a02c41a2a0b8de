import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage, messages } from '@portal/contract';
import { clearDeviceDrafts } from '../../../lib/drafts/app-device-drafts';
import { mockApi } from '../../../test/mock-api';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { answerContactCalls } from './contact-us-fixture';

// jsdom has no IndexedDB, so the app falls back to page memory, which never counts as kept; here the
// memory store stands in for IndexedDB, as if the browser had it.
vi.mock('../../../lib/drafts/device-store', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/drafts/device-store')>();
  return { ...original, createMemoryDeviceStore: () => original.createMemoryDeviceStore(true) };
});

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

let isOnline: boolean;
let xhrs: FakeXhr[];

/** What the browser does when the network goes or comes back: flips onLine, then fires the event. */
function goOnline(online: boolean): void {
  isOnline = online;
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  isOnline = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
  answerContactCalls(mockApi());
  xhrs = installFakeXhr();
});
afterEach(async () => {
  await clearDeviceDrafts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openForm() {
  const view = renderApp('/contactus', { signedIn: true });
  await screen.findByRole('option', { name: 'Payments' }, slow);
  return view;
}

const fileInput = () => screen.getByLabelText('Upload Documents', { selector: 'input' });
const pick = (name: string) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  fireEvent.change(fileInput(), { target: { files: [file] } });
};
const keptStatus = formatMessage(messages.formDrafts.keptOnDevice, { provider: 'TAC' });

describe('contact us offline: files wait on the device (issue 15)', () => {
  it(
    'keeps a file picked offline through leaving the form, and puts it back in the queue',
    { timeout: 20_000 },
    async () => {
      const first = await openForm();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Enquiry Type' }), 'Payments');
      goOnline(false);
      pick('offline.pdf');
      // Only the file changed: the status still says the form waits on this device.
      expect(await screen.findByText(keptStatus)).toBeInTheDocument();
      first.unmount();

      // Opened again, still offline (a reload): the file is back in the queue, sent only with the form.
      renderApp('/contactus', { signedIn: true });
      // The list's row (the picker's status line names the file too).
      const list = await screen.findByRole('list', { name: messages.contactUs.uploadDocuments }, slow);
      expect(list).toHaveTextContent('offline.pdf');
      expect(screen.getByText(messages.uploadList.queued)).toBeInTheDocument();
      expect(screen.getByText(keptStatus)).toBeInTheDocument();
      goOnline(true);
      expect(screen.queryByText(keptStatus)).toBeNull();
      expect(xhrs).toHaveLength(0);
    },
  );

  it('keeps nothing for a file picked online', { timeout: 20_000 }, async () => {
    const first = await openForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Enquiry Type' }), 'Payments');
    pick('online.pdf');
    const list = await screen.findByRole('list', { name: messages.contactUs.uploadDocuments });
    expect(list).toHaveTextContent('online.pdf');
    first.unmount();

    await openForm();
    await waitFor(() => expect(screen.queryByText('online.pdf')).toBeNull());
  });
});
