import { endpoints, messages, type RetrievalForm } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { getDeviceIdentifier } from '../../../lib/device-identifier';

/**
 * The account-recovery calls (spec part 1 §7): retrieveusername, forgotpassword and resetPassword.
 * The forgot forms send the retrieval request; reset sends the forgot-password token in AccessToken.
 */
const processing = { loadingMessage: messages.shell.processing };

/** The request the forgot forms send: empty contact fields are left out. */
function retrievalRequest(form: RetrievalForm) {
  return {
    FirstName: form.FirstName,
    LastName: form.LastName,
    DateOfBirth: form.DateOfBirth,
    ClaimNumber: form.ClaimNumber,
    ...(form.MobileNumber ? { MobileNumber: form.MobileNumber } : {}),
    ...(form.EmailAddress ? { EmailAddress: form.EmailAddress } : {}),
  };
}

export function retrieveUsername(form: RetrievalForm) {
  return callEndpoint(endpoints.retrieveUsername, retrievalRequest(form), processing);
}

export function forgotPassword(form: RetrievalForm) {
  return callEndpoint(endpoints.forgotPassword, retrievalRequest(form), processing);
}

/**
 * The browser's device identifier goes with the reset: the server signs straight in only a browser it
 * remembers as verified for the account; any other answers AccountActivated false and activates by
 * a code sent to the registered contacts (RESOLUTIONS.md "Account recovery and takeover").
 */
export function resetPassword(resetToken: string, form: { NewPassword: string; ReEnterPassword: string }) {
  return callEndpoint(
    endpoints.resetPassword,
    {
      AccessToken: resetToken,
      NewPassword: form.NewPassword,
      ReEnterPassword: form.ReEnterPassword,
      DeviceIdentifier: getDeviceIdentifier(),
    },
    processing,
  );
}
