import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, messages } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { businessError, mockApi, type MockApi } from '../../../test/mock-api';

const f = messages.fields;
const notFound = 'Your information could not be found. Please try again or contact the TAC on 1300 654 329';
const path = endpoints.retrieveUsername.path;

let api: MockApi;
let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  api = mockApi().on(endpoints.checkMaintenanceMessage.path, { body: [] });
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

async function fillIdentity(values: { mobile?: string; email?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Alex');
  await userEvent.type(screen.getByLabelText('Last name'), 'Citizen');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '14/02/1985');
  await userEvent.type(screen.getByLabelText('Claim number, first 2 digits'), '1234567');
  if (values.mobile) await userEvent.type(screen.getByLabelText('Mobile number'), values.mobile);
  if (values.email) await userEvent.type(screen.getByLabelText('Email address'), values.email);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send my username' }));

describe('forgot username', () => {
  it('lists every problem of an empty form under "There are 5 errors in this form"', async () => {
    renderApp('/forgotusername');
    await screen.findByLabelText('First name');
    await submit();
    const summary = await screen.findByRole('alert', { name: 'There are 5 errors in this form' });
    expect(summary).toHaveFocus();
    for (const message of [
      f.name.firstName,
      f.name.lastName,
      f.dateOfBirth.format,
      f.claimNumber,
      f.mobileOrEmail,
    ]) {
      expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(api.bodies(path)).toHaveLength(0);
  });

  it('shows the contract message of each invalid field', async () => {
    renderApp('/forgotusername');
    await userEvent.type(await screen.findByLabelText('First name'), '1');
    await userEvent.type(screen.getByLabelText(/Date of birth/), '31/02/1990');
    await userEvent.type(screen.getByLabelText('Claim number, first 2 digits'), '12');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345');
    await userEvent.type(screen.getByLabelText('Email address'), 'alex@');
    await submit();
    const summary = await screen.findByRole('alert', { name: /errors in this form/ });
    expect(summary).toHaveTextContent(f.name.firstName);
    expect(summary).toHaveTextContent(f.dateOfBirth.invalid);
    expect(summary).toHaveTextContent(f.claimNumber);
    expect(summary).toHaveTextContent(f.mobile);
    expect(summary).toHaveTextContent(f.email.invalid);
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date of birth in the future', async () => {
    renderApp('/forgotusername');
    await userEvent.type(await screen.findByLabelText(/Date of birth/), '01/01/2099');
    await userEvent.tab();
    expect(await screen.findByText(f.dateOfBirth.invalid)).toBeInTheDocument();
  });

  it('needs at least one of mobile or e-mail, and an e-mail alone is enough', async () => {
    renderApp('/forgotusername');
    await fillIdentity();
    await submit();
    expect(await screen.findByRole('alert', { name: 'There are 1 errors in this form' })).toHaveTextContent(
      f.mobileOrEmail,
    );
    await userEvent.type(screen.getByLabelText('Email address'), 'alex@example.com');
    await waitFor(() => expect(screen.queryByText(f.mobileOrEmail)).not.toBeInTheDocument());
  });

  it('sends the request and opens the sent page naming how the username went out', async () => {
    api.on(path, { body: { SMS: false, Email: true } });
    const { router } = renderApp('/forgotusername');
    await fillIdentity({ email: 'alex@example.com' });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sentusername'));
    expect(router.state.location.state).toEqual({ sentVia: 'email' });
    expect(api.bodies(path)).toEqual([
      {
        AccessToken: '',
        FirstName: 'Alex',
        LastName: 'Citizen',
        DateOfBirth: '14/02/1985',
        ClaimNumber: '12/34567',
        EmailAddress: 'alex@example.com',
      },
    ]);
    expect(
      await screen.findByText(
        'If your email address or mobile number is in our system, your username has been sent to it. Otherwise please call TAC on 1300 654 329.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In screen' })).toHaveAttribute('href', '/login');
  });

  it.each([56, 451, 999])('says the information could not be found on error %i', async (number) => {
    api.on(path, businessError(number));
    const { router } = renderApp('/forgotusername');
    await fillIdentity({ mobile: '0412345678' });
    await submit();
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    // The refusal takes the focus from the busy submit button (issue 30 item 3).
    await waitFor(() => expect(screen.getByText(notFound)).toHaveFocus());
    expect(router.state.location.pathname).toBe('/forgotusername');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts other errors as the shared handler does', async () => {
    api.on(path, businessError(450, 'Something else'));
    renderApp('/forgotusername');
    await fillIdentity({ mobile: '0412345678' });
    await submit();
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Something else\nError Code: 450'));
    expect(screen.queryByText(notFound)).not.toBeInTheDocument();
  });

  it('shows the maintenance message instead of the form', async () => {
    api.on(endpoints.checkMaintenanceMessage.path, { body: ['The portal is down until 6 pm.'] });
    renderApp('/forgotusername');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.getByText('The portal is down until 6 pm.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In screen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the page is opened again, until it is sent', async () => {
    const first = renderApp('/forgotusername');
    await fillIdentity({ mobile: '0412345678' });
    first.unmount();

    renderApp('/forgotusername');
    expect(await screen.findByLabelText('First name')).toHaveValue('Alex');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('14/02/1985');
    expect(screen.getByLabelText('Claim number, last 5 digits')).toHaveValue('34567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0412345678');

    api.on(path, { body: { SMS: true, Email: false } });
    await submit();
    await screen.findByText(/your username has been sent/);
    expect(Object.keys(sessionStorage).filter((key) => key.includes('preservedForm'))).toEqual([]);
  });
});

describe('sent username page', () => {
  it('sends a visitor without the sent marker to sign in', async () => {
    const { router } = renderApp('/sentusername');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
