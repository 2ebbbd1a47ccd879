import type { DeviceQueuePort, NewQueuedJoin } from '../../../backend/ports';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { JoinSummary } from '../model/join-summary';
import { isSameJoin, type JoinWho } from '../model/queued-join';
import { readTypedCode } from '../model/typed-code';
import { type JoinPeopleDeps, joinPeople } from './join-people';

export interface JoinAttempt {
  summary: JoinSummary;
  /** some of the people wait in the device queue (the server did not answer) */
  queued: boolean;
}

export type JoinOrQueueDeps = JoinPeopleDeps & {
  /** the backend's device queue (firebase); none: a join with no answer asks for a connection */
  queue?: DeviceQueuePort;
  /** false when the device knows it is offline (`navigator.onLine`) */
  online: boolean;
  now?: () => string;
};

/**
 * A join from `/join`: the people join by the code as typed, each step time-boxed. With a
 * device queue, whoever the server did not answer for (offline, or no answer in time) waits
 * there, once; when the device knows it is offline nobody waits for the time box first.
 */
export async function joinOrQueue(deps: JoinOrQueueDeps, typed: string, who: JoinWho): Promise<JoinAttempt> {
  // the code's own problems first: an ill-formed code is never queued
  const code = readTypedCode(typed);
  if (!code.ok) return { summary: { problems: [code.error] }, queued: false };
  const { queue, actor } = deps;
  const firstTriedAt = (deps.now ?? (() => new Date().toISOString()))();
  const run =
    queue && !deps.online ? { summary: { problems: [] }, unreached: who } : await joinPeople(deps, code.value, who);
  if (!run.unreached) return { summary: run.summary, queued: false };
  const waiting = {
    uid: actor.uid,
    code: code.value,
    me: run.unreached.me,
    children: [...run.unreached.children],
    firstTriedAt,
  };
  if (queue && (await enqueue(queue, waiting))) return { summary: run.summary, queued: true };
  return {
    summary: { joined: run.summary.joined, problems: [...run.summary.problems, groupTexts.joinNeedsConnection] },
    queued: false,
  };
}

/** Queues the join unless the same one waits already; false when the device cannot keep it. */
async function enqueue(queue: DeviceQueuePort, join: NewQueuedJoin): Promise<boolean> {
  try {
    const waiting = await queue.list(join.uid);
    if (!waiting.some((queued) => isSameJoin(queued, join.code, join))) await queue.add(join);
    return true;
  } catch (error) {
    console.error('The join could not be queued', error);
    return false;
  }
}
