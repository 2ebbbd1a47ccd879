import type { ReadState } from '../../../domain/read-state';
import { useEffect, useState } from 'react';
import { useSession } from '../../../session/session';
import type { DeviceQueuePort, QueuedJoin } from '../../../backend/ports';

/**
 * The signed-in account's joins waiting in the device queue, live (a replay or another tab
 * changes them). No queue (the local backend): `queue` is undefined and nothing is listed.
 */
export function useQueuedJoins(): { queue: DeviceQueuePort | undefined; state: ReadState<QueuedJoin[]> } {
  const session = useSession();
  const queue = session?.backend.deviceQueue;
  const uid = session?.user?.uid;
  const [state, setState] = useState<ReadState<QueuedJoin[]>>({ status: 'loading' });

  useEffect(() => {
    if (!queue || !uid) return;
    setState({ status: 'loading' });
    return queue.watch(
      uid,
      (joins) => setState({ status: 'ready', value: joins }),
      (error) => {
        console.error('The device queue could not be read', error);
        setState({ status: 'failed' });
      },
    );
  }, [queue, uid]);

  return { queue, state };
}
