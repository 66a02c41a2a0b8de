import { CodeType, endpoints, messages, type CodeTypeValue } from '@portal/contract';

/**
 * Why a code is asked for decides its calls (spec part 1 §7: path suffix none for registration,
 * forlogin at sign-in, whileloggedin when signed in) and what success does (part 1 §4 "Access codes").
 */
export type AccessCodePurpose =
  { kind: 'activation' } | { kind: 'login' } | { kind: 'account-edit'; codeType: CodeTypeValue };

/** The {type} of the messages: the channel the code went to. */
export type CodeChannel = keyof typeof messages.accessCode.typeLabels;

export function accessCodeCalls(purpose: AccessCodePurpose) {
  switch (purpose.kind) {
    case 'activation':
      return {
        generate: endpoints.generateSecurityCode,
        validate: endpoints.validateSecurityCode,
        expire: endpoints.expireSecurityCode,
      };
    case 'login':
      return {
        generate: endpoints.generateSecurityCodeForLogin,
        validate: endpoints.validateSecurityCodeForLogin,
        expire: endpoints.expireSecurityCodeForLogin,
      };
    case 'account-edit':
      return {
        generate: endpoints.generateSecurityCodeWhileLoggedIn,
        validate: endpoints.validateSecurityCodeWhileLoggedIn,
        expire: endpoints.expireSecurityCodeWhileLoggedIn,
      };
  }
}

/**
 * The CodeType a request carries. The contract requires one on every variant; for activation and
 * sign-in the server picks the channels itself, so Mobile stands for "the claimant's usual channel".
 */
export function codeTypeOf(purpose: AccessCodePurpose): CodeTypeValue {
  return purpose.kind === 'account-edit' ? purpose.codeType : CodeType.Mobile;
}

/**
 * The channel named before the generation answer arrives: a mobile edit proves itself through the
 * e-mail and an e-mail edit through the mobile (the explanatory lines say so); otherwise the mobile.
 */
export function expectedChannel(purpose: AccessCodePurpose): CodeChannel {
  if (purpose.kind === 'account-edit' && purpose.codeType === CodeType.Mobile) return 'email';
  return 'mobile';
}

/** The channel the generation answer names (SMS, Email flags); the mobile when both received it. */
export function channelOf(answer: { SMS: boolean; Email: boolean }, purpose: AccessCodePurpose): CodeChannel {
  if (answer.SMS && !answer.Email) return 'mobile';
  if (answer.Email && !answer.SMS) return 'email';
  return expectedChannel(purpose);
}

/** The explanatory line under the title (part 1 §2 "Access code page"). */
export function explanationOf(purpose: AccessCodePurpose): string {
  const explain = messages.accessCode.explain;
  if (purpose.kind === 'activation') return explain.activation;
  if (purpose.kind === 'login') return explain.login;
  if (purpose.codeType === CodeType.Bank) return explain.bank;
  return purpose.codeType === CodeType.Mobile ? explain.mobile : explain.email;
}

/** Mobile and e-mail edits get a Cancel button and the "other method unavailable" line (part 1 §2). */
export function isContactEdit(purpose: AccessCodePurpose): boolean {
  return purpose.kind === 'account-edit' && purpose.codeType !== CodeType.Bank;
}

/** The {detail} of the error 86 alert (part 1 §8): what the code would have unlocked. Page copy. */
export function detailOf(purpose: AccessCodePurpose): string {
  if (purpose.kind !== 'account-edit') return 'account';
  if (purpose.codeType === CodeType.Bank) return 'bank details';
  return purpose.codeType === CodeType.Mobile ? 'mobile number' : 'email address';
}
