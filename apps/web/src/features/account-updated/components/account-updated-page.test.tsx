import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

/** Navigation under a busy parallel test run can take longer than the 1 s default. */
const slow = { timeout: 5_000 };

beforeEach(() => {
  mockApi();
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const cases: [path: string, text: string][] = [
  ['personal-details/success', 'Your personal details have been updated'],
  ['personal-details/approval', 'Your personal details have been sent to TAC for approval'],
  ['personal-details/error', 'Your personal details failed to save'],
  ['contact-details/success', 'Your contact details have been updated'],
  ['contact-details/error', 'Your contact details failed to save'],
  ['email-address/success', 'Your email address has been updated'],
  ['email-address/error', 'Your email address failed to save'],
  ['mobile-number/success', 'Your mobile number has been updated'],
  ['mobile-number/error', 'Your mobile number failed to save'],
  ['bank-details/success', 'Your bank account details have been updated'],
  ['bank-details/error', 'Your bank account details failed to save'],
  ['password/success', 'Password successfully updated'],
];

describe('account updated confirmation', () => {
  it.each(cases)('shows /accountupdated/%s as "%s"', (path, text) => {
    renderApp(`/accountupdated/${path}`, { signedIn: true });
    expect(within(screen.getByRole('main')).getByText(text)).toBeInTheDocument();
  });

  it('announces a failure as an alert and a success as a status', () => {
    const failed = renderApp('/accountupdated/contact-details/error', { signedIn: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Your contact details failed to save');
    failed.unmount();
    renderApp('/accountupdated/contact-details/success', { signedIn: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your contact details have been updated');
  });

  it('links back to My Details and Home', () => {
    renderApp('/accountupdated/password/success', { signedIn: true });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'My Details' })).toHaveAttribute('href', '/account');
    expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/claim');
  });

  it('sends an unknown type to My Details', async () => {
    const { router } = renderApp('/accountupdated/shoe-size/success', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'), slow);
  });
});
