import { describe, expect, it } from 'vitest';
import { MESSAGE_SEARCH_MAX } from '../shared/limits.js';
import {
  getMessagesRequestSchema,
  getMessagesResponseSchema,
  getUnreadMessageCountResponseSchema,
  markAsReadRequestSchema,
} from './schemas.js';
import { getSentItemsRequestSchema, getSentItemsResponseSchema } from '../sent-items/schemas.js';

const message = {
  messageId: 'm-1',
  Subject: 'Your claim',
  Message: 'We have received your documents.',
  ReceivedTime: '9:05 am',
  ReceivedDate: '03/04/2025',
  SentTime: '9:00 am',
  SentDate: '03/04/2025',
  Read: false,
  Attachments: [{ Filename: 'letter.pdf', FileID: 'f-1' }],
};

describe('inbox', () => {
  it('parses the first-page query and a custom date range', () => {
    expect(
      getMessagesRequestSchema.parse({
        AccessToken: 't',
        Offset: 0,
        Amount: 10,
        Search: '',
        DateRange: 'any',
      }),
    ).toMatchObject({ Offset: 0 });
    expect(
      getMessagesRequestSchema.safeParse({
        Offset: 10,
        Amount: 20,
        DateRange: 'custom',
        StartDate: '01/01/2025',
        EndDate: '31/01/2025',
      }).success,
    ).toBe(true);
  });

  it('refuses an unknown date range, a text offset and a missing amount', () => {
    expect(getMessagesRequestSchema.safeParse({ Offset: 0, Amount: 10, DateRange: 'year' }).success).toBe(
      false,
    );
    expect(getMessagesRequestSchema.safeParse({ Offset: '0', Amount: 10 }).success).toBe(false);
    expect(getMessagesRequestSchema.safeParse({ Offset: 0 }).success).toBe(false);
  });

  it('reads empty or null optional fields as absent, and custom dates only as real dd/mm/yyyy days', () => {
    const base = { Offset: 0, Amount: 10 };
    for (const extra of [
      { Search: null, DateRange: null, StartDate: null, EndDate: null },
      { DateRange: 'custom', StartDate: '', EndDate: '' },
      { DateRange: 'custom', StartDate: '29/02/2024', EndDate: '31/12/2026' },
    ]) {
      expect(getMessagesRequestSchema.safeParse({ ...base, ...extra }).success, JSON.stringify(extra)).toBe(
        true,
      );
    }
    for (const date of ['29/02/2025', '2026-04-01', '1/4/2026', 'today']) {
      expect(getMessagesRequestSchema.safeParse({ ...base, StartDate: date }).success, date).toBe(false);
    }
  });

  it(`refuses a search longer than ${MESSAGE_SEARCH_MAX} characters`, () => {
    const base = { Offset: 0, Amount: 10 };
    expect(
      getMessagesRequestSchema.safeParse({ ...base, Search: 'x'.repeat(MESSAGE_SEARCH_MAX) }).success,
    ).toBe(true);
    expect(
      getMessagesRequestSchema.safeParse({ ...base, Search: 'x'.repeat(MESSAGE_SEARCH_MAX + 1) }).success,
    ).toBe(false);
    expect(
      getSentItemsRequestSchema.safeParse({ ...base, Search: 'x'.repeat(MESSAGE_SEARCH_MAX + 1) }).success,
    ).toBe(false);
  });

  it('parses the list response with messages spelled as the spec spells them', () => {
    const parsed = getMessagesResponseSchema.parse({
      Start: 1,
      End: 1,
      Total: 1,
      Items: [{ ...message, Selected: false }],
    });
    expect(parsed.Items[0]?.messageId).toBe('m-1');
    expect(
      getMessagesResponseSchema.safeParse({ Start: 1, End: 1, Total: 1, Items: [{ ...message, Read: 'no' }] })
        .success,
    ).toBe(false);
  });

  it('answers the unread count as a whole number', () => {
    expect(getUnreadMessageCountResponseSchema.parse(3)).toBe(3);
    expect(getUnreadMessageCountResponseSchema.safeParse('3').success).toBe(false);
  });

  it('marks read by MessageId, or by a message object carrying messageId', () => {
    expect(markAsReadRequestSchema.parse({ MessageId: 'm-1' })).toEqual({ MessageId: 'm-1' });
    expect(markAsReadRequestSchema.parse({ AccessToken: 't', ...message })).toEqual({
      AccessToken: 't',
      MessageId: 'm-1',
    });
    expect(markAsReadRequestSchema.safeParse({ AccessToken: 't' }).success).toBe(false);
  });
});

describe('sent items', () => {
  it('parses the query with a request-type filter', () => {
    expect(getSentItemsRequestSchema.parse({ Offset: 0, Amount: 10, RequestType: 4 }).RequestType).toBe(4);
    expect(
      getSentItemsRequestSchema.safeParse({ Offset: 0, Amount: 10, RequestType: 'Reimbursement' }).success,
    ).toBe(false);
    expect(getSentItemsRequestSchema.safeParse({ Offset: 0, Amount: 10, RequestType: '4' }).success).toBe(
      false,
    );
  });

  it('reads an absent, null, 0 or empty RequestType as All Documents (null)', () => {
    for (const RequestType of [undefined, null, 0, '']) {
      const parsed = getSentItemsRequestSchema.parse({ Offset: 0, Amount: 10, RequestType });
      expect(parsed.RequestType ?? null, JSON.stringify(RequestType)).toBeNull();
    }
  });

  it('parses the list response', () => {
    const item = {
      Time: '2:15 pm',
      Date: '01/04/2025',
      SubjectMain: 'Enquiry',
      SubjectOther: 'Travel',
      Message: 'Hi',
      Files: [],
    };
    expect(
      getSentItemsResponseSchema.parse({ Start: 1, End: 1, Total: 1, SentItems: [item] }).SentItems,
    ).toEqual([item]);
    expect(getSentItemsResponseSchema.safeParse({ Start: 1, End: 1, Total: 1, Items: [item] }).success).toBe(
      false,
    );
  });
});
