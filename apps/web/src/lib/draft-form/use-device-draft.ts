import { useState } from 'react';
import type { DraftHook } from '../drafts/use-draft';
import { useDeviceFormCopy } from '../drafts/use-device-form-copy';

/**
 * A form with no server draft (contact us is a form-id flow: nothing reaches the server before
 * Submit) seen as a draft, so the draft-form hook treats both kinds alike: its values live in the
 * page, a copy waits on the device (use-device-form-copy.ts), and completing the form drops that copy.
 * It is always ready and never saved on a server.
 */
export function useDeviceDraft<T>(formKey: string, scope: string, initial: T): DraftHook<T> {
  const [values, setValues] = useState<T>(initial);
  const copy = useDeviceFormCopy(formKey, scope, values, setValues);
  return {
    status: 'ready',
    values,
    savedAt: null,
    isSaving: false,
    hasSaveFailed: false,
    isFormSaved: true,
    hasSavedFiles: false,
    hasServerDraft: false,
    isKeptOnDevice: copy.isKeptOnDevice,
    isSavedOnDevice: false,
    change: setValues,
    flush: () => Promise.resolve(true),
    discard: () => {
      copy.clear();
      return Promise.resolve();
    },
    complete: copy.clear,
    reload: () => undefined,
  };
}
