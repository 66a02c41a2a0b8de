import { DeviceType } from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { accessCodeCalls, codeTypeOf, type AccessCodePurpose } from '../access-code-purpose';

/**
 * The three access-code calls (spec part 1 §7 generate/validate/expire securitycode with the
 * purpose's suffix). The session token is added by the api client.
 */
export function generateAccessCode(purpose: AccessCodePurpose) {
  return callEndpoint(accessCodeCalls(purpose).generate, {
    CodeType: codeTypeOf(purpose),
    DevType: DeviceType.Web,
  });
}

/** Answers the next token: signed in (activation, sign-in) or the secure-update token (account edit). */
export async function validateAccessCode(purpose: AccessCodePurpose, code: string): Promise<string> {
  const answer = await callEndpoint(accessCodeCalls(purpose).validate, {
    SecurityCode: code,
    DeviceType: DeviceType.Web,
  });
  return answer.AccessToken;
}

/**
 * Tells the server the code is spent after the third wrong try. The server counts the tries too, so
 * a failure here changes nothing for the claimant.
 */
export async function expireAccessCode(purpose: AccessCodePurpose): Promise<void> {
  await callEndpoint(accessCodeCalls(purpose).expire, {
    CodeType: codeTypeOf(purpose),
    DevType: DeviceType.Web,
  }).catch(() => undefined);
}
