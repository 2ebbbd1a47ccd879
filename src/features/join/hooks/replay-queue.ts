import type { DeviceQueuePort, QueuedJoin } from '../../../backend/ports';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { JoinSummary } from '../model/join-summary';
import type { JoinRun } from './join-people';

export interface ReplayDeps {
  queue: DeviceQueuePort;
  /** the signed-in account: only its own joins are replayed */
  uid: string;
  /** joins the queued join's people (`joinPeople`), saying who is left when the server does not answer */
  join: (queued: QueuedJoin) => Promise<JoinRun>;
  /** the toasts, with the spec's texts as a direct join shows them */
  say: { success: (text: string) => void; error: (text: string) => void };
}

export interface ReplayResult {
  /** joins that ended (joined, or failed with their error said) and left the queue */
  finished: number;
  /** the server did not answer: the replay stopped, the rest waits for the next chance */
  stopped: boolean;
}

/**
 * Replays the account's queued joins, oldest first, one at a time on the device (any tab).
 * Each ends as a direct join does, in `Joined club`/`Joined team` or its errors, and leaves the
 * queue; one that again gets no answer from the server stays (narrowed to whoever is left)
 * and ends the replay, so the order holds. The queue is read afresh before each join: one
 * cancelled meanwhile is never tried.
 */
export function replayQueue(deps: ReplayDeps): Promise<ReplayResult> {
  const { queue, uid, join, say } = deps;
  return queue.exclusive(async () => {
    const tried = new Set<string>();
    let finished = 0;
    for (;;) {
      const [next] = await queue.list(uid);
      // a join already tried in this run would only be tried again: it could not be taken off
      if (!next || tried.has(next.id)) return { finished, stopped: false };
      tried.add(next.id);
      const run = await join(next).catch((error: unknown): JoinRun => {
        console.error('Replaying a queued join failed', error);
        return { summary: { problems: [groupTexts.joinFailed] } };
      });
      tell(say, run.summary);
      if (run.unreached) {
        const narrowed = run.unreached.me !== next.me || run.unreached.children.length !== next.children.length;
        if (narrowed) await queue.update(next.id, { me: run.unreached.me, children: [...run.unreached.children] });
        return { finished, stopped: true };
      }
      await queue.remove(next.id);
      finished += 1;
    }
  });
}

function tell(say: ReplayDeps['say'], summary: JoinSummary): void {
  if (summary.joined) say.success(summary.joined);
  for (const problem of summary.problems) say.error(problem);
}
