import {
  endpoints,
  type BankDetailsForm,
  type UpdateContactDetailsRequest,
  type UpdatePasswordForm,
} from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';

/** The My Details writes (spec part 1 §7); the secure token, when given, replaces the session token. */
export function updateContactDetails(
  body: Omit<UpdateContactDetailsRequest, 'AccessToken'>,
  secureToken?: string,
) {
  return callEndpoint(
    endpoints.updateContactDetails,
    secureToken ? { ...body, AccessToken: secureToken, isSecureUpdate: true } : body,
  );
}

export function updatePreferences(SMS: boolean, Email: boolean) {
  return callEndpoint(endpoints.updatePreferences, { SMS, Email });
}

export function updateBankAccountDetails(values: BankDetailsForm, secureToken: string) {
  return callEndpoint(endpoints.updateBankAccountDetails, {
    BankName: values.BankName ?? '',
    AccountName: values.AccountName,
    Bsb: values.Bsb,
    AccountNumber: values.AccountNumber,
    AccessToken: secureToken,
  });
}

/** The bank name for a BSB (NNN-NNN); empty text means unknown (part 1 §7). */
export async function lookUpBsb(bsb: string): Promise<string> {
  const answer = await callEndpoint(endpoints.verifyBsb, { Bsb: bsb });
  return answer.BankName.trim();
}

export function updatePassword(values: UpdatePasswordForm) {
  return callEndpoint(endpoints.updatePassword, values);
}
