/**
 * The session-timeout warning (issue 3 "Sessions", issue 30 item 1; GOV.UK "Warn users before a
 * session times out"): before the idle timeout, which a call extends, and before the absolute limit,
 * which nothing extends. `{time}` is "1 minute 5 seconds".
 */
export const sessionTimeoutMessages = {
  idleTitle: 'You are about to be signed out',
  idleBody: 'For your security, we will sign you out in {time}.',
  idleReason: 'We do this when there has been no activity for a while.',
  staySignedIn: 'Stay signed in',
  absoluteTitle: 'Your session is about to end',
  absoluteBody: 'For your security, we will sign you out in {time}.',
  absoluteReason:
    'A session lasts at most a set time, even while you are using it. What you have typed in a form is kept, and you can sign in again straight away.',
  keepWorking: 'Continue',
} as const;
