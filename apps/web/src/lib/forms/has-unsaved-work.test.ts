import { describe, expect, it } from 'vitest';
import type { UploadEntry } from '../uploads/upload-list';
import { hasUnsavedWork } from './has-unsaved-work';

const saved = { isFormSaved: true, isSavedOnDevice: false };
const onDevice = { isFormSaved: false, isSavedOnDevice: true };
const unsaved = { isFormSaved: false, isSavedOnDevice: false };
const row = (change: Partial<UploadEntry>): UploadEntry => ({
  key: 'upload-1',
  filename: 'letter.pdf',
  state: 'checked',
  progress: 100,
  ...change,
});

describe('whether leaving a draft form asks first (issue 15)', () => {
  it('does not ask when the server holds everything', () => {
    expect(hasUnsavedWork(saved, [row({ state: 'attached', fileId: 'f-1' })])).toBe(false);
  });

  it('does not ask when every change and file waits on the device', () => {
    expect(hasUnsavedWork(onDevice, [row({ state: 'waitingOffline', deviceId: 'd-1' })])).toBe(false);
  });

  it('asks when a change is neither on the server nor on the device', () => {
    expect(hasUnsavedWork(unsaved, [])).toBe(true);
  });

  it('asks while a file uploads, or waits offline before its copy is written', () => {
    expect(hasUnsavedWork(onDevice, [row({ state: 'uploading', progress: 40 })])).toBe(true);
    expect(hasUnsavedWork(onDevice, [row({ state: 'waitingOffline' })])).toBe(true);
  });
});
