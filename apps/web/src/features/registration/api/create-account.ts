import { endpoints, messages, type RegistrationForm } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { sessionStore, type SessionUser } from '../../../lib/session-store';

/** The registration identity of part 1 §3 from the checked form; postal is omitted when same as home. */
export function createAccountBody(form: RegistrationForm) {
  return {
    Username: form.Username,
    FirstName: form.FirstName,
    MiddleName: form.MiddleName ?? '',
    LastName: form.LastName,
    DateOfBirth: form.DateOfBirth.trim(),
    TACNumber: form.TACNumber,
    EmailAddress: form.EmailAddress,
    MobileNumber: form.MobileNumber,
    NewPassword: form.NewPassword,
    ReEnterPassword: form.ReEnterPassword,
    // The schema has refused a missing home address before this is called.
    HomeAddress: form.HomeAddress ?? { ExperianSingleSelectedLine: '' },
    PostalAddress: form.AreAddressesSame ? null : (form.PostalAddress ?? null),
    AreAddressesSame: form.AreAddressesSame,
  };
}

/**
 * POST /api/account/createaccount (part 1 §7). Success keeps the registration token in session
 * storage as a non-one-time-password session (part 1 §4) for the activation code.
 */
export async function createAccount(form: RegistrationForm): Promise<void> {
  const answer = await callEndpoint(endpoints.createAccount, createAccountBody(form), {
    loadingMessage: messages.shell.processing,
  });
  // The registration token is kept for the activation code only (part 1 §4).
  const user: SessionUser = {
    AccessToken: answer.AccessToken,
    isOneTimePassword: false,
    isRegistration: true,
  };
  sessionStore.signIn(user, { rememberMe: false });
}
