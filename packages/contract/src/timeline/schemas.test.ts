import { describe, expect, it } from 'vitest';
import { serverErrors } from '../shared/errors.js';
import { timelineMessages } from './messages.js';
import {
  TIMELINE_KINDS,
  TIMELINE_PAGE_SIZE,
  getTimelineRequestSchema,
  getTimelineResponseSchema,
} from './schemas.js';

describe("What's happening (issue 32)", () => {
  const entry = {
    EntryId: 'e1',
    Kind: 'provider',
    Date: '21/11/2026',
    Time: '9:30 am',
    Title: 'Your claim was accepted',
    Body: '',
    Attachments: [{ FileID: 'f1', Filename: 'Decision.pdf' }],
    Link: null,
  };

  it('names the four kinds of entry', () => {
    expect(TIMELINE_KINDS).toEqual(['provider', 'submitted', 'received', 'payment']);
  });

  it('answers at most ten entries a page, and a cursor or null', () => {
    expect(TIMELINE_PAGE_SIZE).toBe(10);
    expect(getTimelineResponseSchema.safeParse({ Items: Array(10).fill(entry), Next: 'c' }).success).toBe(
      true,
    );
    expect(getTimelineResponseSchema.safeParse({ Items: Array(11).fill(entry), Next: null }).success).toBe(
      false,
    );
    expect(
      getTimelineResponseSchema.safeParse({ Items: [{ ...entry, Link: 'inbox' }], Next: null }).success,
    ).toBe(false);
  });

  it('takes an optional, bounded cursor of text', () => {
    for (const Before of [undefined, null, 'abc', 'x'.repeat(200)])
      expect(getTimelineRequestSchema.safeParse({ AccessToken: 't', Before }).success, String(Before)).toBe(
        true,
      );
    for (const Before of ['x'.repeat(201), 7, {}])
      expect(getTimelineRequestSchema.safeParse({ AccessToken: 't', Before }).success, String(Before)).toBe(
        false,
      );
  });

  it('spells the words of the portal’s own entries, a payment without its amount when none is known', () => {
    expect(timelineMessages.title).toBe("What's happening");
    expect(timelineMessages.submittedTitle).toBe('You sent {form}');
    expect(timelineMessages.receivedTitle).toBe('{provider} received your {form}');
    expect(timelineMessages.paymentTitle).toBe('Payment made');
    expect(timelineMessages.paymentBodyNoAmount).not.toContain('{amount}');
  });

  it('numbers its errors 320-322', () => {
    expect(
      [serverErrors.timelineCursor, serverErrors.providerEventDate, serverErrors.providerEventOtherClaim].map(
        (error) => error.Number,
      ),
    ).toEqual([320, 321, 322]);
  });
});
