import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { MAX_FAILED_SIGN_INS_BEFORE_FORGOT, messages, type SignInForm } from '@portal/contract';
import { ApiError } from '../../../lib/api-error';
import { pathAfterSignIn, signIn, storeSignIn } from '../api/sign-in';

/** The generic sign-in failure text; the server's own message wins when it sends one (part 1 §8). */
const genericFailure = messages.fields.signIn.password;

/** A refusal by the server (wrong details, throttled) counts as an incorrect attempt; a lost call does not. */
function isIncorrectAttempt(failure: unknown): boolean {
  return failure instanceof ApiError && failure.kind === 'business';
}

function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError) return failure.errors[0]?.Message || genericFailure;
  return genericFailure;
}

/**
 * Signs in and routes by AccountActivated; on failure answers the message to show. The fifth
 * incorrect attempt sends the user to forgot password (part 1 §4, §9).
 */
export function useSignIn() {
  const navigate = useNavigate();
  const failures = useRef(0);

  return async function submit(values: SignInForm): Promise<{ error: string } | undefined> {
    try {
      const answer = await signIn(values);
      failures.current = 0;
      // The sign-in route sends any stored user to /claims; storing first and navigating after that
      // redirect has been issued makes this navigation the one that wins.
      flushSync(() => storeSignIn(answer, values.RememberMe));
      await navigate(pathAfterSignIn(answer.AccountActivated), { replace: true });
      return undefined;
    } catch (failure) {
      if (isIncorrectAttempt(failure)) failures.current += 1;
      if (failures.current >= MAX_FAILED_SIGN_INS_BEFORE_FORGOT) {
        failures.current = 0;
        await navigate('/forgotpassword');
        return undefined;
      }
      return { error: failureMessage(failure) };
    }
  };
}
