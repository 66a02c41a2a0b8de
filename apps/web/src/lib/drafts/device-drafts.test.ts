import { describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_HOURS_DEFAULT } from '@portal/contract';
import { createDeviceDrafts, ownerTagOf } from './device-drafts';
import { createMemoryDeviceStore } from './device-store';

/** Device drafts over an in-memory store, owned by whichever session the test says is signed in. */
function setup(start = Date.parse('2026-11-24T04:00:00Z')) {
  const store = createMemoryDeviceStore();
  let owner = 'owner-a';
  let clock = start;
  const drafts = createDeviceDrafts(
    store,
    () => Promise.resolve(owner),
    () => clock,
  );
  return {
    store,
    drafts,
    signInAs: (tag: string) => {
      owner = tag;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('drafts kept on the device (issue 15)', () => {
  it('says a copy in page memory would not survive a reload, and keeps no file there', async () => {
    const drafts = createDeviceDrafts(createMemoryDeviceStore(false), () => Promise.resolve('owner-a'));
    const copy = drafts.copyFor<{ Title: string }>('documents-draft', '12/34567');
    expect(copy.survivesReload).toBe(false);
    expect(await copy.write({ Title: 'Typed' })).toBe(false);
    // Still readable in this page, for the save when the connection returns.
    expect(await copy.read()).toMatchObject({ values: { Title: 'Typed' } });
    const files = drafts.filesFor('documents-draft', '12/34567');
    expect(await files.put(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe('');
    expect(await files.list()).toEqual([]);
    const kept = createDeviceDrafts(createMemoryDeviceStore(), () => Promise.resolve('owner-a'));
    expect(await kept.copyFor('documents-draft', '12/34567').write({ Title: 'Typed' })).toBe(true);
  });

  it('keeps a draft per session, claim and form, and never hands it to another session', async () => {
    const { drafts, signInAs } = setup();
    await drafts.copyFor<{ Title: string }>('documents-draft', '12/34567').write({ Title: 'Mine' });
    expect(await drafts.copyFor('documents-draft', '12/34567').read()).toMatchObject({
      values: { Title: 'Mine' },
    });
    // Another claim or another form of the same session has its own copy.
    expect(await drafts.copyFor('documents-draft', '99/99999').read()).toBeNull();
    expect(await drafts.copyFor('receipts-draft', '12/34567').read()).toBeNull();
    // Someone else signed in on the same device reads nothing.
    signInAs('owner-b');
    expect(await drafts.copyFor('documents-draft', '12/34567').read()).toBeNull();
  });

  it('keeps nothing while nobody is signed in', async () => {
    const { drafts, store, signInAs } = setup();
    signInAs('');
    await drafts.copyFor('documents-draft', '12/34567').write({ Title: 'x' });
    expect(await drafts.filesFor('documents-draft', '12/34567').put(new File(['a'], 'a.pdf'))).toBe('');
    expect(store.size()).toBe(0);
  });

  it("keeps a file's bytes, name and type, lists them in the order chosen and removes one", async () => {
    const { drafts, advance } = setup();
    const files = drafts.filesFor('documents-draft', '12/34567');
    const first = await files.put(new File(['%PDF-1.4 first'], 'first.pdf', { type: 'application/pdf' }));
    advance(1000);
    const second = await files.put(new File(['second'], 'second.txt', { type: 'text/plain' }));
    const listed = await files.list();
    expect(listed.map((kept) => [kept.id, kept.file.name, kept.file.type])).toEqual([
      [first, 'first.pdf', 'application/pdf'],
      [second, 'second.txt', 'text/plain'],
    ]);
    expect(await listed[0]!.file.text()).toBe('%PDF-1.4 first');
    await files.remove(first);
    expect((await files.list()).map((kept) => kept.file.name)).toEqual(['second.txt']);
    // Files of another form are not listed with these.
    expect(await drafts.filesFor('receipts-draft', '12/34567').list()).toEqual([]);
  });

  it('drops a copy older than a session can live', async () => {
    const { drafts, advance } = setup();
    await drafts.copyFor('documents-draft', '12/34567').write({ Title: 'Old' });
    advance(SESSION_ABSOLUTE_HOURS_DEFAULT * 3_600_000);
    expect(await drafts.copyFor('documents-draft', '12/34567').read()).toBeNull();
  });

  it('sweeps what other sessions left, and everything when nobody is signed in', async () => {
    const { drafts, store, signInAs } = setup();
    await drafts.copyFor('documents-draft', '12/34567').write({ Title: 'A' });
    signInAs('owner-b');
    await drafts.copyFor('documents-draft', '12/34567').write({ Title: 'B' });
    await drafts.filesFor('documents-draft', '12/34567').put(new File(['b'], 'b.pdf'));
    signInAs('owner-a');
    await drafts.sweep();
    expect(store.size()).toBe(1);
    expect(await drafts.copyFor('documents-draft', '12/34567').read()).toMatchObject({
      values: { Title: 'A' },
    });
    signInAs('');
    await drafts.sweep();
    expect(store.size()).toBe(0);
  });

  it('undoes a write that lands after its session ended', async () => {
    const store = createMemoryDeviceStore();
    const owners = ['owner-a', ''];
    const drafts = createDeviceDrafts(store, () => Promise.resolve(owners.shift() ?? ''));
    await drafts.copyFor('documents-draft', '12/34567').write({ Title: 'late' });
    expect(store.size()).toBe(0);
  });

  it('tags a session by a one-way hash of its token, never the token itself', async () => {
    const tag = await ownerTagOf('secret-token-value');
    expect(tag).not.toContain('secret');
    expect(tag).toBe(await ownerTagOf('secret-token-value'));
    expect(tag).not.toBe(await ownerTagOf('another-token'));
    expect(await ownerTagOf('')).toBe('');
  });
});
