import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../session/session';
import type { ServerReach, ServerReachPort } from '../../../backend/ports';

const noReach: ServerReachPort = { current: () => 'answering', subscribe: () => () => {}, check: async () => {} };

/**
 * What the backend says of the server and the device: whether the server answers ('silent' on
 * a connection that accepts and then hangs; Firebase only, the local backend has no server:
 * always 'answering'), and whether the device's store keeps data here ('memory' when IndexedDB
 * refused or did not answer within the start's wait, on either backend). Asks the server once a
 * user is signed in, and again whenever the app comes back into view.
 */
export function useDeviceSync(): { reach: ServerReach; deviceCache: 'persistent' | 'memory' } {
  const session = useSession();
  const port = session?.backend.sync?.reach ?? noReach;
  const reach = useSyncExternalStore(port.subscribe, port.current, port.current);
  const signedIn = Boolean(session?.user);

  useEffect(() => {
    if (!signedIn) return;
    void port.check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void port.check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [port, signedIn]);

  return { reach, deviceCache: session?.backend.store?.mode ?? 'persistent' };
}
