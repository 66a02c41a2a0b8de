import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_MAX_BYTES, messages, serverErrors } from '@portal/contract';
import { ApiError } from '../api-error';
import { createUploadList, uploadStateText, type UploadTarget } from './upload-list';

/** An upload target whose uploads the test drives: progress, answer or failure. */
function scriptedTarget() {
  const uploads: {
    file: File;
    progress: (percent: number) => void;
    answer: (fileId: string) => void;
    fail: (failure: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const target: UploadTarget & { uploads: typeof uploads; discard: ReturnType<typeof vi.fn> } = {
    uploads,
    upload: (file, onProgress, signal) =>
      new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        uploads.push({ file, progress: onProgress, answer: resolve, fail: reject, signal });
      }),
    discard: vi.fn(() => Promise.resolve(true)),
  };
  return target;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pdf = (name = 'letter.pdf', size = 1000) => new File([new Uint8Array(size)], name);
/** A File whose size reads as given without allocating it. */
const sized = (name: string, size: number) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

afterEach(() => vi.restoreAllMocks());

describe('the per-file upload list (issue 11)', () => {
  it('refuses a file of 10MB or more with the spec message before any byte is sent', () => {
    const target = scriptedTarget();
    const onRefused = vi.fn();
    const list = createUploadList({ target, onRefused });
    expect(list.add(sized('big.pdf', FILE_MAX_BYTES))).toBe(false);
    expect(onRefused).toHaveBeenCalledWith('Document must be below 10MB');
    expect(target.uploads).toHaveLength(0);
    expect(list.getSnapshot()).toEqual([]);
    // One byte under the limit is accepted.
    expect(list.add(sized('ok.pdf', FILE_MAX_BYTES - 1))).toBe(true);
  });

  it('refuses a type the spec does not accept with its message before any byte is sent', () => {
    const target = scriptedTarget();
    const onRefused = vi.fn();
    const list = createUploadList({ target, onRefused });
    expect(list.add(pdf('program.exe'))).toBe(false);
    expect(onRefused).toHaveBeenCalledWith('Document type is not accepted');
    expect(target.uploads).toHaveLength(0);
  });

  it('reads uploading n% -> checked -> attached, and only the server makes it stored', async () => {
    const target = scriptedTarget();
    const onStoredChange = vi.fn();
    const list = createUploadList({ target, onStoredChange });
    list.add(pdf());
    const [entry] = list.getSnapshot();
    expect(uploadStateText(entry!)).toBe('Uploading 0%');
    target.uploads[0]!.progress(42);
    expect(uploadStateText(list.getSnapshot()[0]!)).toBe('Uploading 42%');
    target.uploads[0]!.progress(100);
    // All bytes sent but no answer yet: still uploading, not stored.
    expect(list.getSnapshot()[0]!.state).toBe('uploading');
    expect(list.storedFiles()).toEqual([]);
    target.uploads[0]!.answer('file-1');
    await flush();
    expect(uploadStateText(list.getSnapshot()[0]!)).toBe(messages.uploadList.checked);
    expect(onStoredChange).toHaveBeenLastCalledWith([{ Filename: 'letter.pdf', FileID: 'file-1' }]);
    list.markAttached(['file-1']);
    expect(uploadStateText(list.getSnapshot()[0]!)).toBe(messages.uploadList.attached);
  });

  it("shows a server refusal in the spec's alert format and lets the claimant retry", async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.add(pdf('renamed.pdf'));
    const refusal = serverErrors.fileTypeNotAccepted;
    target.uploads[0]!.fail(new ApiError('business', 225, [refusal]));
    await flush();
    const [failed] = list.getSnapshot();
    expect(failed!.state).toBe('failed');
    expect(uploadStateText(failed!)).toBe(`Error ${refusal.Number}: ${refusal.Message}`);
    list.retry(failed!.key);
    expect(list.getSnapshot()[0]!.state).toBe('uploading');
    expect(target.uploads).toHaveLength(2);
    target.uploads[1]!.answer('file-2');
    await flush();
    expect(list.storedFiles()).toEqual([{ Filename: 'renamed.pdf', FileID: 'file-2' }]);
  });

  it("says GOV.UK's words when the connection failed", async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.add(pdf());
    target.uploads[0]!.fail(new ApiError('transport', 0, []));
    await flush();
    expect(uploadStateText(list.getSnapshot()[0]!)).toBe('The file could not be uploaded – try again');
  });

  it('cancels an upload on its way when removed, and sends nothing to discard', async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.add(pdf());
    await list.remove(list.getSnapshot()[0]!.key);
    expect(target.uploads[0]!.signal.aborted).toBe(true);
    expect(target.discard).not.toHaveBeenCalled();
    expect(list.getSnapshot()).toEqual([]);
    expect(list.isUploading()).toBe(false);
  });

  it('discards a stored file on the server when removed and drops it from the stored files', async () => {
    const target = scriptedTarget();
    const onStoredChange = vi.fn();
    const list = createUploadList({ target, onStoredChange });
    list.setAttached([{ Filename: 'a.pdf', FileID: 'file-a' }]);
    await list.remove(list.getSnapshot()[0]!.key);
    expect(target.discard).toHaveBeenCalledWith('file-a');
    expect(onStoredChange).toHaveBeenLastCalledWith([]);
  });

  it('settles only when no upload is in progress', async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.add(pdf('one.pdf'));
    list.add(pdf('two.pdf'));
    let isSettled = false;
    void list.whenSettled().then(() => {
      isSettled = true;
    });
    target.uploads[0]!.answer('file-1');
    await flush();
    expect(isSettled).toBe(false);
    target.uploads[1]!.fail(new ApiError('transport', 0, []));
    await flush();
    expect(isSettled).toBe(true);
    await expect(list.whenSettled()).resolves.toBeUndefined();
  });

  it('clear cancels uploads and discards every stored file', async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.setAttached([{ Filename: 'a.pdf', FileID: 'file-a' }]);
    list.add(pdf());
    await list.clear();
    expect(target.discard).toHaveBeenCalledWith('file-a');
    expect(target.uploads[0]!.signal.aborted).toBe(true);
    expect(list.getSnapshot()).toEqual([]);
  });

  it('resets the progress of every file after a failed submission', async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target });
    list.add(pdf());
    target.uploads[0]!.progress(60);
    list.resetProgress();
    expect(list.getSnapshot()[0]!.progress).toBe(0);
  });

  it('queues picks until sendQueued, then sends them one by one to the given target', async () => {
    const onPick = scriptedTarget();
    const withFormId = scriptedTarget();
    const list = createUploadList({ target: onPick, startOnAdd: false });
    list.add(pdf('a.pdf'));
    list.add(pdf('b.pdf'));
    expect(list.getSnapshot().map((entry) => uploadStateText(entry))).toEqual([
      'Ready to send',
      'Ready to send',
    ]);
    expect(onPick.uploads).toHaveLength(0);
    const sent = list.sendQueued(withFormId);
    await flush();
    // One at a time: b waits until a is stored.
    expect(withFormId.uploads.map((upload) => upload.file.name)).toEqual(['a.pdf']);
    withFormId.uploads[0]!.answer('file-a');
    await flush();
    expect(withFormId.uploads.map((upload) => upload.file.name)).toEqual(['a.pdf', 'b.pdf']);
    withFormId.uploads[1]!.answer('file-b');
    await expect(sent).resolves.toEqual([
      { Filename: 'a.pdf', FileID: 'file-a' },
      { Filename: 'b.pdf', FileID: 'file-b' },
    ]);
    expect(onPick.uploads).toHaveLength(0);
  });

  it('stops sending at the first failure, rejects with it, and requeue puts every file back', async () => {
    const target = scriptedTarget();
    const list = createUploadList({ target, startOnAdd: false });
    list.add(pdf('a.pdf'));
    list.add(pdf('b.pdf'));
    const sent = list.sendQueued(target);
    await flush();
    const refusal = new ApiError('business', 225, [serverErrors.fileTypeNotAccepted]);
    target.uploads[0]!.fail(refusal);
    await expect(sent).rejects.toBe(refusal);
    expect(target.uploads).toHaveLength(1);
    expect(list.getSnapshot().map((entry) => entry.state)).toEqual(['failed', 'queued']);
    list.requeue();
    expect(list.getSnapshot().map((entry) => [entry.state, entry.progress, entry.fileId])).toEqual([
      ['queued', 0, undefined],
      ['queued', 0, undefined],
    ]);
  });
});
