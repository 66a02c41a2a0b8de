import { formatMessage, messages, type Branding } from '@portal/contract';

const r = messages.registration;

/** Which parts of the form a failed check named (the React Hook Form error keys). */
export type InvalidFields = Partial<Record<string, { message?: unknown } | undefined>>;

/**
 * The alert a forced invalid submit shows (spec part 1 §5 "Registration extras"): the heading, one
 * line per problem — the spec's lines for the addresses and the terms, the field's own message for
 * anything else — then the help number; "Unexpected Form Error." with its steps when no problem is
 * known. Lines follow `fieldOrder`, the order of the fields on the page.
 */
export function forcedSubmitAlert(
  errors: InvalidFields,
  branding: Branding,
  fieldOrder: readonly string[] = Object.keys(errors),
): string {
  const values = { provider: branding.providerName, phone: branding.providerPhone };
  const special: Record<string, string> = {
    HomeAddress: r.invalidSubmit.homeAddress,
    PostalAddress: r.invalidSubmit.postalAddress,
    AgreeTerms: r.invalidSubmit.terms,
  };
  const lines = fieldOrder.flatMap((field) => {
    const error = errors[field];
    if (!error) return [];
    const line = special[field] ?? (typeof error.message === 'string' ? error.message : '');
    return line ? [formatMessage(line, values)] : [];
  });
  if (lines.length === 0) {
    return [r.unexpectedFormError.heading, ...r.unexpectedFormError.steps]
      .map((line) => formatMessage(line, values))
      .join('\n');
  }
  return [r.invalidSubmit.heading, ...lines, formatMessage(messages.shell.helpLine, values)].join('\n');
}
