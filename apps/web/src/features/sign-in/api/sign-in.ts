import {
  AccountActivated,
  DeviceType,
  endpoints,
  messages,
  type LoginResponse,
  type SignInForm,
} from '@portal/contract';
import { callEndpoint } from '../../../lib/api-client';
import { sessionStore, type SessionUser } from '../../../lib/session-store';
import { getDeviceIdentifier } from '../../../lib/device-identifier';
import { signOut } from '../../../api/sign-out';

/** Where each AccountActivated value leads (RESOLUTIONS.md "Sign-in": 0 activate, 1 verify, 2 claims). */
export function pathAfterSignIn(activated: LoginResponse['AccountActivated']): string {
  if (activated === AccountActivated.NotActivated) return '/activate';
  if (activated === AccountActivated.NeedsVerification) return '/verify';
  return '/claims';
}

/** Keeps the answer's token where its kind belongs (part 1 §4 "Session"). */
export function storeSignIn(answer: LoginResponse, rememberMe: boolean): void {
  if (answer.AccountActivated === AccountActivated.NotActivated) {
    const user: SessionUser = {
      AccessToken: answer.AccessToken,
      isOneTimePassword: false,
      isRegistration: true,
    };
    sessionStore.signIn(user, { rememberMe: false });
    return;
  }
  sessionStore.signIn(
    {
      AccessToken: answer.AccessToken,
      isOneTimePassword: answer.AccountActivated === AccountActivated.NeedsVerification,
    },
    { rememberMe },
  );
}

/**
 * POST /api/account/login (part 1 §7). Signing in first logs out any existing session (part 1 §4);
 * the browser's device identifier lets the server skip verification on a remembered device.
 */
export async function signIn(values: SignInForm): Promise<LoginResponse> {
  if (sessionStore.getAccessToken() !== '') await signOut();
  return callEndpoint(
    endpoints.login,
    {
      AccessToken: '',
      EmailAddress: values.EmailAddress,
      Password: values.Password,
      RememberMe: values.RememberMe,
      DeviceType: DeviceType.Web,
      DeviceIdentifier: getDeviceIdentifier(),
    },
    { loadingMessage: messages.shell.processing },
  );
}
