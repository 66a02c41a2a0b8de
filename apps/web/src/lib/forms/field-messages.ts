import { useState } from 'react';

/** A zod issue as far as a form's messages read it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message per field of a failed parse of a form's contract rules (part 2 §5): a field shows
 * one message at a time, the first its rule gives. Adds to `into` without replacing a field's message.
 */
export function firstMessagePerField<F extends string>(
  issues: readonly Issue[],
  into: Partial<Record<F, string>> = {},
): Partial<Record<F, string>> {
  for (const issue of issues) into[issue.path[0] as F] ??= issue.message;
  return into;
}

/**
 * Which of a form's messages show (GOV.UK pattern; part 2 §5): a field's once it was left, every
 * field's once the form was tried (`attempts` > 0), and then the summary lists them in the order of
 * `fieldIds`, each linked to its control.
 */
export function useShownErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  fieldIds: Record<F, string>,
  attempts: number,
) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const hasAttempted = attempts > 0;
  const shown = (field: F) => (touched[field] || hasAttempted ? errors[field] : undefined);
  const touch = (field: F) => setTouched((current) => ({ ...current, [field]: true }));
  const summary = hasAttempted
    ? (Object.keys(fieldIds) as F[]).flatMap((field) => {
        const message = errors[field];
        return message ? [{ fieldId: fieldIds[field], message }] : [];
      })
    : [];
  return { shown, touch, summary };
}
