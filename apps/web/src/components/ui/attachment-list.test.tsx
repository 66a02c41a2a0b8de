import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, formatMessage, messages } from '@portal/contract';
import { mockApi } from '../../test/mock-api';
import { windowsHostedKey } from '../../lib/host-mode';
import { sessionStore } from '../../lib/session-store';
import { AttachmentList } from './attachment-list';

const file = { FileID: 'f1', Filename: 'Payment advice.pdf' };
const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let click: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  sessionStore.signIn({ AccessToken: 'token-1', isOneTimePassword: false }, { rememberMe: false });
  mockApi().on(endpoints.getFileContent.path, {
    body: { Data: btoa('%PDF-1.7'), MimeType: 'application/pdf', Filename: file.Filename },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
});

async function downloadIt() {
  render(<AttachmentList files={[file]} />);
  await userEvent.click(screen.getByRole('button', { name: `Download ${file.Filename}` }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
}

describe('AttachmentList downloads', () => {
  it('says where the file went in windows-hosted mode', async () => {
    sessionStorage.setItem(windowsHostedKey, 'true');
    await downloadIt();
    expect(await screen.findByRole('status')).toHaveTextContent(
      formatMessage(messages.inbox.savedToDownloads, { name: file.Filename }),
    );
  });

  it.each([
    ['the browser', false],
    ['mobile-app mode', true],
  ])('leaves the status line empty in %s, where the browser or app shows the download', async (_, isApp) => {
    sessionStore.setMobileApp(isApp);
    await downloadIt();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
