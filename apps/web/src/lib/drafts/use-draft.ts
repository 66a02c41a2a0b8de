import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createDraftSession,
  type DraftOptions,
  type DraftSession,
  type DraftSnapshot,
} from './draft-session';
import { deviceDrafts } from './app-device-drafts';

export type DraftHook<T> = DraftSnapshot<T> &
  Pick<DraftSession<T>, 'change' | 'flush' | 'discard' | 'complete'> & {
    /** Loads the draft again after a failed load. */
    reload: () => void;
  };

/**
 * The draft of one claimant form for a screen (draft-session.ts): loads on open, saves on every
 * change, and on leaving sends a change still waiting for its debounce; offline, the draft waits on
 * the device (app-device-drafts.ts). Later forms (reimbursement, contact us, authority) plug in their
 * own DraftSource and fields.
 */
export function useDraft<T extends object>(options: DraftOptions<T>): DraftHook<T> {
  const { formKey, scope } = options;
  // Every form's draft waits on the device while offline (issue 15), under its form and claim.
  const create = () => createDraftSession({ device: deviceDrafts.copyFor<T>(formKey, scope), ...options });
  // One session per form and claim; options are read once when it starts (a new claim is a new form).
  const [session, setSession] = useState(() => ({ formKey, scope, draft: create() }));
  let current = session;
  if (session.formKey !== formKey || session.scope !== scope) {
    current = { formKey, scope, draft: create() };
    setSession(current);
  }
  const { draft } = current;
  const snapshot = useSyncExternalStore(draft.subscribe, draft.getSnapshot, draft.getSnapshot);

  useEffect(() => {
    draft.start();
    return () => draft.dispose();
  }, [draft]);

  return {
    ...snapshot,
    change: draft.change,
    flush: draft.flush,
    discard: draft.discard,
    complete: draft.complete,
    reload: draft.start,
  };
}
