import { useCallback, useEffect, useRef } from 'react';
import { useSession } from '../../../session/session';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';
import { joinPeople } from './join-people';
import { replayQueue } from './replay-queue';

/**
 * This tab replays one run at a time; a chance that comes during a run gets a run after it.
 * Chances of one moment (two screens hearing the same `online` event) make one run.
 */
let running = false;
let again = false;
let requested = false;

function requestReplay(replay: () => Promise<unknown>): void {
  if (requested) return;
  requested = true;
  setTimeout(() => {
    requested = false;
    void runReplays(replay);
  }, 0);
}

async function runReplays(replay: () => Promise<unknown>): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      await replay().catch((error: unknown) => console.error('Replaying the device queue failed', error));
    } while (again);
  } finally {
    running = false;
  }
}

/**
 * Replays the signed-in account's queued joins (firebase backend) whenever the server may be
 * back: now (the app starts, or this screen opens) when the device is online, on the window's
 * `online` event, and when the backend sees its server answer again (poor signal, where the
 * device never went offline). Returns a way to ask for a replay now (after a join went
 * through, the server answers). Does nothing on a backend without a device queue.
 */
export function useJoinQueueReplay(): () => void {
  const session = useSession();
  const context = useActor();
  const queue = session?.backend.deviceQueue;
  const reach = session?.backend.sync?.reach;
  const latest = useRef(context);
  latest.current = context;
  const uid = context?.actor.uid;
  const personId = context?.actor.personId;

  const replayNow = useCallback(() => {
    const current = latest.current;
    if (!queue || !current || !navigator.onLine) return;
    const { actor, data } = current;
    requestReplay(() =>
      replayQueue({
        queue,
        uid: actor.uid,
        join: (queued) =>
          joinPeople({ data, actor, report: toastFailure, resumeSince: queued.firstTriedAt }, queued.code, queued),
        say: { success: toast.success, error: toast.error },
      }),
    );
  }, [queue]);

  useEffect(() => {
    if (!queue || !uid || !personId) return;
    replayNow();
    window.addEventListener('online', replayNow);
    const stopWatchingReach = reach?.subscribe((now) => {
      if (now === 'answering') replayNow();
    });
    return () => {
      window.removeEventListener('online', replayNow);
      stopWatchingReach?.();
    };
  }, [queue, reach, uid, personId, replayNow]);

  return replayNow;
}
