import { useEffect, useRef, useState } from 'react';
import { deviceDrafts } from './app-device-drafts';
import { browserConnection, useIsOnline, type Connection } from './connection';
import type { DeviceCopy } from './device-drafts';

/**
 * The device copy of a form that has no server draft (contact us is a form-id flow: nothing reaches
 * the server before Submit; issue 15). What is typed while offline is kept on the device, and so is
 * every later change until the form is sent (there is no server copy to take over), so a reload or a
 * closed tab loses nothing. The copy is put back when the form opens; `clear` drops it after sending.
 */
export function useDeviceFormCopy<T>(
  formKey: string,
  scope: string,
  values: T,
  restore: (kept: T) => void,
  options: { device?: DeviceCopy<T>; connection?: Connection } = {},
) {
  const connection = options.connection ?? browserConnection;
  const [device] = useState(() => options.device ?? deviceDrafts.copyFor<T>(formKey, scope));
  const isOnline = useIsOnline(connection);
  const [hasCopy, setHasCopy] = useState(false);
  const isRestored = useRef(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    let isCurrent = true;
    void device.read().then((kept) => {
      if (!isCurrent) return;
      isRestored.current = true;
      if (!kept) return;
      setHasCopy(true);
      restoreRef.current(kept.values);
    });
    return () => {
      isCurrent = false;
    };
  }, [device]);

  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!isRestored.current || (!hasCopy && connection.isOnline())) return;
    void device.write(values).then(
      () => setHasCopy(true),
      () => undefined,
    );
  }, [values, hasCopy, device, connection]);

  return {
    /** Offline with the form kept on the device: the status says so. */
    isKeptOnDevice: hasCopy && !isOnline,
    clear: () => {
      setHasCopy(false);
      void device.remove().catch(() => undefined);
    },
  };
}
