// Matchers for contract texts whose placeholders vary by account (spec part 1 §4 "Access codes": the
// {type} is the channel the code went to, mobile or e-mail), so a journey does not guess the channel.
import { brandingValues, formatMessage, messages } from '@portal/contract';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template with {provider} and {phone} filled from the default branding. */
export function branded(template: string, values: Record<string, string | number> = {}): string {
  return formatMessage(template, { ...brandingValues(), ...values });
}

/** Matches the template filled with any access-code channel label (mobile or email). */
export function anyCodeType(template: string): RegExp {
  const filled = Object.values(messages.accessCode.typeLabels).map((type) =>
    escape(branded(template, { type })),
  );
  return new RegExp(`^\\s*(?:${filled.join('|')})\\s*$`);
}

/** Matches the exact text, ignoring surrounding white space. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escape(text)}\\s*$`);
}
