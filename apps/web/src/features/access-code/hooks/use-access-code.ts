import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ACCESS_CODE_MAX_WRONG_TRIES, formatMessage, messages, claimantErrors } from '@portal/contract';
import { ApiError } from '../../../lib/api-error';
import { alertErrors } from '../../../lib/error-alert';
import type { Branding } from '../../../api/get-information';
import { expireAccessCode, generateAccessCode, validateAccessCode } from '../api/access-code-calls';
import { channelOf, detailOf, expectedChannel, type AccessCodePurpose } from '../access-code-purpose';
import { accessCodeReducer, initialAccessCodeState } from './access-code-state';

export interface UseAccessCodeOptions {
  purpose: AccessCodePurpose;
  branding: Branding;
  /** Runs with the token a valid code answers. */
  onVerified: (token: string) => void;
}

const copy = { notSent: 'We could not send you an access code.' }; // page copy

/** What the screen says when no code went out: the server's reason when it gave one (e.g. 140). */
function unavailableReasonOf(failure: unknown): string {
  if (failure instanceof ApiError && failure.has(claimantErrors.codeLimitReached.Number)) {
    return `${copy.notSent} ${claimantErrors.codeLimitReached.Message}`;
  }
  return copy.notSent;
}

/**
 * Generates a code when the screen opens, checks typed codes and re-sends on request (spec part 1
 * §4 "Access codes", §8 errors 49, 50 and 86).
 */
export function useAccessCode({ purpose, branding, onVerified }: UseAccessCodeOptions) {
  const [state, dispatch] = useReducer(accessCodeReducer, expectedChannel(purpose), initialAccessCodeState);
  const purposeRef = useRef(purpose);
  const onVerifiedRef = useRef(onVerified);
  const brandingRef = useRef(branding);
  useEffect(() => {
    purposeRef.current = purpose;
    onVerifiedRef.current = onVerified;
    brandingRef.current = branding;
  });

  const send = useCallback(async (isResend: boolean) => {
    const current = purposeRef.current;
    dispatch({ type: 'send' });
    try {
      const answer = await generateAccessCode(current);
      dispatch({ type: 'sent', channel: channelOf(answer, current), isResend });
    } catch (failure) {
      dispatch({ type: 'sendFailed', reason: unavailableReasonOf(failure) });
      if (failure instanceof ApiError && failure.has(claimantErrors.noContactMethod.Number)) {
        const { providerName, providerPhone } = brandingRef.current;
        window.alert(
          formatMessage(messages.alerts.noContactMethod, {
            detail: detailOf(current),
            provider: providerName,
            phone: providerPhone,
          }),
        );
      } else {
        alertErrors(failure);
      }
    }
  }, []);

  // One code per visit: the ref survives StrictMode's second effect run, which would send a second code.
  const hasSent = useRef(false);
  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    void send(false);
  }, [send]);

  const check = useCallback(async (code: string): Promise<boolean> => {
    const current = purposeRef.current;
    dispatch({ type: 'check' });
    try {
      const token = await validateAccessCode(current, code);
      dispatch({ type: 'verified' });
      onVerifiedRef.current(token);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.has(claimantErrors.codeExpired.Number)) {
        dispatch({ type: 'expired' });
      } else if (failure instanceof ApiError && failure.has(claimantErrors.codeIncorrect.Number)) {
        dispatch({ type: 'incorrect' });
      } else {
        dispatch({ type: 'checkFailed' });
        alertErrors(failure);
      }
      return false;
    }
  }, []);

  // The third wrong code spends it on the server as well (part 1 §4).
  const wasExpiredByCounter = state.phase === 'expired' && state.wrongAttempts >= ACCESS_CODE_MAX_WRONG_TRIES;
  useEffect(() => {
    if (wasExpiredByCounter) void expireAccessCode(purposeRef.current);
  }, [wasExpiredByCounter]);

  const resend = useCallback(() => send(true), [send]);
  return { state, check, resend };
}
