import { describe, expect, it } from 'vitest';
import { chooseOpening, type OpeningInput } from './draft-opening';
import { DatedDraft } from './draft-types';

interface Form {
  Title: string;
  Files: string[];
}
const empty: Form = { Title: '', Files: [] };
const server: Form = { Title: 'Server', Files: ['f-1'] };
const LOAD_SENT_AT = 1_000_000;

function open(input: Partial<OpeningInput<Form>>) {
  return chooseOpening<Form>({
    answer: server,
    loadSentAt: LOAD_SENT_AT,
    onDevice: null,
    kept: null,
    empty,
    browserFields: ['Title'],
    ...input,
  });
}

describe('what a draft form shows when it opens (issue 15, ADR 0024)', () => {
  it('puts a device copy over a draft whose age the server did not give, as before', () => {
    const opening = open({ onDevice: { values: { Title: 'Device' }, savedAt: 0 } });
    expect(opening).toMatchObject({
      values: { Title: 'Device', Files: ['f-1'] },
      usesDevice: true,
      hasUnsaved: true,
    });
  });

  it('keeps the server draft when it was saved after the device copy was written', () => {
    // Saved 1 minute before the load was sent; the copy is 5 minutes old.
    const opening = open({
      answer: new DatedDraft(server, 60_000),
      onDevice: { values: { Title: 'Device' }, savedAt: LOAD_SENT_AT - 300_000 },
    });
    expect(opening).toMatchObject({ values: server, stored: server, usesDevice: false, hasUnsaved: false });
  });

  it('puts a device copy written after the server last saved over it', () => {
    const opening = open({
      answer: new DatedDraft(server, 300_000),
      onDevice: { values: { Title: 'Device' }, savedAt: LOAD_SENT_AT - 60_000 },
    });
    expect(opening).toMatchObject({
      values: { Title: 'Device', Files: ['f-1'] },
      usesDevice: true,
      hasUnsaved: true,
    });
  });

  it('gives a tie to the copy: the answer travelling only makes the server look earlier', () => {
    const opening = open({
      answer: new DatedDraft(server, 60_000),
      onDevice: { values: { Title: 'Device' }, savedAt: LOAD_SENT_AT - 60_000 },
    });
    expect(opening.usesDevice).toBe(true);
  });

  it('weighs the session-storage copy the same way, each copy on its own time', () => {
    const answer = new DatedDraft(server, 120_000);
    const older = { values: { Title: 'Older' }, savedAt: LOAD_SENT_AT - 300_000 };
    const newer = { values: { Title: 'Newer' }, savedAt: LOAD_SENT_AT - 10_000 };
    expect(open({ answer, kept: older })).toMatchObject({
      values: server,
      usesKept: false,
      hasUnsaved: false,
    });
    expect(open({ answer, onDevice: older, kept: newer })).toMatchObject({
      values: { Title: 'Newer', Files: ['f-1'] },
      usesDevice: false,
      usesKept: true,
    });
  });

  it('has nothing unsaved when the copy says what the server already holds', () => {
    const opening = open({ onDevice: { values: { Title: 'Server' }, savedAt: 0 } });
    expect(opening).toMatchObject({ usesDevice: true, hasUnsaved: false });
  });

  it('starts from the empty form when the server has no draft, with the copy over it', () => {
    const opening = open({ answer: null, onDevice: { values: { Title: 'Device' }, savedAt: 0 } });
    expect(opening).toMatchObject({ stored: null, values: { Title: 'Device', Files: [] }, hasUnsaved: true });
  });
});
