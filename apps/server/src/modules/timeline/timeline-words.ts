import {
  type TimelineKind,
  type TimelineLink,
  formatAmount,
  formatMessage,
  messages,
} from '@portal/contract';
import type { ClaimEventRow } from './timeline.repository.js';

/**
 * An entry in words (issue 32): the provider's as it sent them, the portal's own from the contract's
 * texts by kind and params, so a wording change reaches old entries too.
 */
const text = messages.timeline;

export interface EntryWords {
  Title: string;
  Body: string;
}

type FormKey = keyof typeof text.forms;

function formOf(params: Record<string, unknown>): string {
  const form = typeof params.form === 'string' ? params.form : 'other';
  return form in text.forms ? text.forms[form as FormKey] : text.forms.other;
}

function paramsOf(row: ClaimEventRow): Record<string, unknown> {
  if (row.params === null) return {};
  try {
    const parsed = JSON.parse(row.params) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function wordsOf(row: ClaimEventRow, branding: { providerName: string }): EntryWords {
  const params = paramsOf(row);
  switch (row.kind as TimelineKind) {
    case 'submitted': {
      const form = formOf(params);
      return {
        Title: formatMessage(text.submittedTitle, { form }),
        Body: formatMessage(text.submittedBody, { form }),
      };
    }
    case 'received': {
      const form = formOf(params);
      return {
        Title: formatMessage(text.receivedTitle, { form, provider: branding.providerName }),
        Body: formatMessage(text.receivedBody, { form }),
      };
    }
    case 'payment': {
      const cents = params.amountCents;
      return {
        Title: text.paymentTitle,
        Body:
          typeof cents === 'number' && Number.isInteger(cents) && cents > 0
            ? formatMessage(text.paymentBody, { amount: formatAmount(cents) })
            : text.paymentBodyNoAmount,
      };
    }
    default:
      return { Title: row.title ?? '', Body: row.body ?? '' };
  }
}

export function linkOf(row: ClaimEventRow): TimelineLink | null {
  return row.link === 'sentItems' || row.link === 'payments' ? row.link : null;
}
