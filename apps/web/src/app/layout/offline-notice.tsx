import { messages } from '@portal/contract';
import { useIsOnline } from '../../lib/use-is-online';

/**
 * Says plainly that the browser is offline (issue 15): the service worker opens the app shell without a
 * network, and without this the screens would only show their calls failing. Rendered only while
 * offline, like the portal's other status messages, so a screen's own status stays the only one.
 */
export function OfflineNotice() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div className="app-notice app-notice--offline" role="status">
      <p>{messages.shell.offline}</p>
    </div>
  );
}
