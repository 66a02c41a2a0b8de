import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CodeType, type CodeTypeValue } from '@portal/contract';
import { setSecureUpdateToken } from '../../../lib/secure-update-token';
import { sessionStore, storageKeys } from '../../../lib/session-store';
import { useSession } from '../../../lib/use-session';
import type { AccessCodePurpose } from '../access-code-purpose';

/** Route state /account receives after an account-edit code: the section to open in edit mode. */
export interface AccountEditState {
  openEdit: 'bank' | 'mobile' | 'email';
}

const editSection: Record<CodeTypeValue, AccountEditState['openEdit']> = {
  [CodeType.Mobile]: 'mobile',
  [CodeType.Email]: 'email',
  [CodeType.Bank]: 'bank',
};

/** Stand-alone edit screens used instead of in-place editing in mobile-app mode (part 1 §2). */
const mobileAppEditPath: Record<CodeTypeValue, string> = {
  [CodeType.Mobile]: '/mobile-number',
  [CodeType.Email]: '/email-address',
  [CodeType.Bank]: '/bank-details',
};

/** The user is held in localStorage only when they chose Remember me at sign-in (session-store.ts). */
function isRemembered(): boolean {
  return localStorage.getItem(storageKeys.user) !== null;
}

/**
 * What a valid code leads to (spec part 1 §4 "Access codes"):
 * - activation: the answered token signs the claimant in (session storage unless the pending
 *   sign-in chose Remember me) and /claims opens;
 * - sign-in verification: the signed-in token replaces the login-pending one in the storage the
 *   claimant chose, and /claims opens;
 * - account edit: the secure-update token is held for the edit, and /account opens that section
 *   (the stand-alone edit screen in mobile-app mode).
 */
export function useCompleteAccessCode(purpose: AccessCodePurpose): (token: string) => void {
  const navigate = useNavigate();
  const { isMobileApp } = useSession();
  return useCallback(
    (token: string) => {
      if (purpose.kind === 'account-edit') {
        setSecureUpdateToken({ AccessToken: token, CodeType: purpose.codeType });
        if (isMobileApp) void navigate(mobileAppEditPath[purpose.codeType], { replace: true });
        else
          void navigate('/account', {
            replace: true,
            state: { openEdit: editSection[purpose.codeType] } satisfies AccountEditState,
          });
        return;
      }
      sessionStore.signIn({ AccessToken: token, isOneTimePassword: false }, { rememberMe: isRemembered() });
      sessionStore.clearForgotPassword();
      void navigate('/claims', { replace: true });
    },
    [purpose, isMobileApp, navigate],
  );
}
