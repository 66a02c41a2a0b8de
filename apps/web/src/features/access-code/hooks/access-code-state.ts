import { ACCESS_CODE_MAX_WRONG_TRIES } from '@portal/contract';
import type { CodeChannel } from '../access-code-purpose';

/**
 * The access-code screen as a state machine (spec part 1 §4 "Access codes"):
 * sending -> ready -> checking -> ready (wrong code, counter rises) | expired (third wrong code or
 * error 50) | verified. Re-send from any state but checking goes back through sending and resets
 * the counter. `unavailable` is a generation that failed: nothing to type a code for.
 */
export type AccessCodePhase = 'sending' | 'ready' | 'checking' | 'expired' | 'unavailable' | 'verified';

/** The message the live region announces. */
export type AccessCodeNotice = 'incorrect' | 'expired' | 'sent' | null;

export interface AccessCodeState {
  phase: AccessCodePhase;
  wrongAttempts: number;
  channel: CodeChannel;
  notice: AccessCodeNotice;
  /** Bumped on each wrong code so the announcement repeats even when its text does not change. */
  noticeKey: number;
  /**
   * Why no code could be sent (e.g. the hourly limit, error 140); empty otherwise. The screen says
   * this instead of "we have sent you an access code" (issue 10 item 11).
   */
  unavailableReason: string;
}

export type AccessCodeAction =
  | { type: 'send' }
  | { type: 'sent'; channel: CodeChannel; isResend: boolean }
  | { type: 'sendFailed'; reason: string }
  | { type: 'check' }
  | { type: 'incorrect' }
  | { type: 'expired' }
  | { type: 'checkFailed' }
  | { type: 'verified' };

export function initialAccessCodeState(channel: CodeChannel): AccessCodeState {
  return { phase: 'sending', wrongAttempts: 0, channel, notice: null, noticeKey: 0, unavailableReason: '' };
}

export function accessCodeReducer(state: AccessCodeState, action: AccessCodeAction): AccessCodeState {
  switch (action.type) {
    case 'send':
      return { ...state, phase: 'sending' };
    case 'sent':
      return {
        phase: 'ready',
        wrongAttempts: 0,
        channel: action.channel,
        notice: action.isResend ? 'sent' : null,
        noticeKey: state.noticeKey + 1,
        unavailableReason: '',
      };
    case 'sendFailed':
      return { ...state, phase: 'unavailable', notice: null, unavailableReason: action.reason };
    case 'check':
      return { ...state, phase: 'checking' };
    case 'incorrect': {
      const wrongAttempts = state.wrongAttempts + 1;
      const isSpent = wrongAttempts >= ACCESS_CODE_MAX_WRONG_TRIES;
      return {
        ...state,
        wrongAttempts,
        phase: isSpent ? 'expired' : 'ready',
        notice: isSpent ? 'expired' : 'incorrect',
        noticeKey: state.noticeKey + 1,
      };
    }
    case 'expired':
      return { ...state, phase: 'expired', notice: 'expired', noticeKey: state.noticeKey + 1 };
    case 'checkFailed':
      return { ...state, phase: 'ready' };
    case 'verified':
      return { ...state, phase: 'verified', notice: null };
  }
}
