import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeType, endpoints, messages, type Account } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { setSecureUpdateToken } from '../../../lib/secure-update-token';
import { makeAccount } from '../account-fixture';

// Issue 10 item 8: opening a section's form and leaving it must not drop keyboard focus to <body>.
const t = messages.myDetails;

beforeEach(() => {
  mockApi().on(endpoints.checkMaintenanceMessage.path, { body: [] });
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

function openAccount(account: Account = makeAccount(), state?: unknown) {
  mockApi().on(endpoints.getAccount.path, { body: account });
  return renderApp('/account', { signedIn: true, state });
}

describe('My Details focus', () => {
  it('moves focus to the first field when Edit is pressed with Enter, and back to Edit on Cancel', async () => {
    const user = userEvent.setup();
    openAccount();
    const edit = await screen.findByRole('button', { name: `${t.edit} ${t.sections.contact}` });
    edit.focus();
    await user.keyboard('{Enter}');
    const contact = within(screen.getByRole('region', { name: t.sections.contact }));
    expect(contact.getByLabelText('Area code')).toHaveFocus();

    await user.click(contact.getByRole('button', { name: t.cancel }));
    expect(screen.getByRole('button', { name: `${t.edit} ${t.sections.contact}` })).toHaveFocus();
  });

  it('focuses the first field of a form opened on return from an access code', async () => {
    setSecureUpdateToken({ AccessToken: 'secure-1', CodeType: CodeType.Bank });
    openAccount(makeAccount(), { openEdit: 'bank' });
    const bank = within(await screen.findByRole('region', { name: t.sections.bank }));
    const fields = bank.getAllByRole('textbox');
    expect(fields[0]).toHaveFocus();
  });
});
