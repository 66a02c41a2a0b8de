/**
 * Texts the portal sends by e-mail or SMS (read outside the portal, so they name the provider and its
 * phone line). All ours: the spec says only that codes and usernames are sent (part 1 §2, §4).
 */
export const notificationMessages = {
  accessCodeSubject: 'Your {provider} access code', // ours
  accessCodeBody:
    'Your {provider} access code is {code}. It expires in {minutes} minutes. ' +
    'If you did not ask for it, call {provider} on {phone}.', // ours
  usernameSubject: 'Your {provider} portal username', // ours
  usernameBody:
    'Your {provider} portal username is {username}. If you did not ask for it, please call {provider} on {phone}.', // ours
  // Ours (S4b): notices of a change to contact or bank details, sent to the old contact as well as
  // the new one (issue 4 "Server"); they never carry the new details, only that a change was made.
  emailChangedSubject: 'Your {provider} e-mail address was changed', // ours
  emailChangedBody:
    'The e-mail address on your {provider} portal account was changed. ' +
    'If you did not make this change, call {provider} on {phone} straight away.', // ours
  mobileChangedSubject: 'Your {provider} mobile number was changed', // ours
  mobileChangedBody:
    'The mobile number on your {provider} portal account was changed. ' +
    'If you did not make this change, call {provider} on {phone} straight away.', // ours
  bankChangedSubject: 'Your {provider} bank account details were changed', // ours
  bankChangedBody:
    'The bank account details on your {provider} portal account were changed. ' +
    'If you did not make this change, call {provider} on {phone} straight away.', // ours
  // Ours (issue 16 "Alerts to the old contact"): a change of how the portal contacts the claimant.
  preferencesChangedSubject: 'Your {provider} contact preferences were changed', // ours
  preferencesChangedBody:
    'How {provider} contacts you about your claim was changed in the portal. ' +
    'If you did not make this change, call {provider} on {phone} straight away.', // ours
  // Ours (issue 10 item 2): every password reset or change is announced to the registered e-mail
  // and mobile, so a takeover through forgot password cannot go unnoticed. Never the password.
  passwordChangedSubject: 'Your {provider} password was changed', // ours
  passwordChangedBody:
    'The password of your {provider} portal account was changed. ' +
    'If this was not you, call {provider} on {phone} straight away.', // ours
  // Ours (issue 29 item 4): too many wrong access codes blocked the account's codes for a day. Told on
  // the contacts on record, once per lockout, so a slow guesser cannot go unnoticed.
  accessCodesLockedSubject: 'Access codes for your {provider} account are blocked', // ours
  accessCodesLockedBody:
    'Too many incorrect access codes were entered for your {provider} portal account, so no code ' +
    'will be accepted for {hours} hours. If this was not you, call {provider} on {phone}.', // ours
  // Ours (P2): a new inbox message from the provider is waiting. Never the message itself: the
  // e-mail or SMS travels outside the portal, so it only says where to read it.
  newMessageSubject: 'You have a new message from {provider}', // ours
  newMessageBody:
    'You have a new message from {provider} in your portal inbox. Sign in to read it. ' +
    'If you have questions, call {provider} on {phone}.', // ours
  /** A new request (issue 32): what and where only, never its title, which may name a detail. */
  newTaskSubject: '{provider} has asked you for something on your claim', // ours
  newTaskBody:
    'We have asked you for something on your claim. Sign in to the portal to see Things to do. ' +
    'If you have questions, call {provider} on {phone}.', // ours
  /** A payment made (issue 32): what and where only, never its amount, kind or account. */
  paymentMadeSubject: '{provider} has made a payment on your claim', // ours
  paymentMadeBody:
    'A payment has been made on your claim. Sign in to the Claimant Portal to see it under Payments. ' +
    'If you have questions, call {provider} on {phone}.', // ours
} as const;
