import { ACCESS_CODE_LIFETIME_MINUTES, formatMessage, messages } from '@portal/contract';

/** The message carrying a code, for SMS and e-mail alike; its wording is the contract's. */
const { accessCodeSubject: SUBJECT, accessCodeBody: BODY } = messages.notifications;

export interface AccessCodeMessage {
  subject: string;
  body: string;
}

export function accessCodeMessage(
  code: string,
  branding: { providerName: string; providerPhone: string },
): AccessCodeMessage {
  const values = {
    provider: branding.providerName,
    phone: branding.providerPhone,
    code,
    minutes: ACCESS_CODE_LIFETIME_MINUTES,
  };
  return { subject: formatMessage(SUBJECT, values), body: formatMessage(BODY, values) };
}
