import { useSession } from '../../../session/session';
import { toastFailure } from '../../../domain/writes/report';
import { useActor } from '../../../shared/hooks/use-actor';
import { groupTexts } from '../../../domain/groups/group-texts';
import type { JoinWho } from '../model/queued-join';
import { readTypedCode } from '../model/typed-code';
import { type JoinAttempt, joinOrQueue } from './join-or-queue';

/**
 * `/join`: joins the signed-in person (`me`) and the ticked children by the code as typed
 * (trimmed, spaces removed, upper case), waiting for the server; on the firebase backend a
 * join the server does not answer waits in the device queue (joinOrQueue).
 */
export function useJoinByCode(): (typed: string, who: JoinWho) => Promise<JoinAttempt> {
  const context = useActor();
  const queue = useSession()?.backend.deviceQueue;
  return async (typed, who) => {
    if (!context) {
      // the person is not known yet (the account is loading): the code's own problems first
      const code = readTypedCode(typed);
      return { summary: { problems: [code.ok ? groupTexts.joinFailed : code.error] }, queued: false };
    }
    return joinOrQueue(
      { data: context.data, actor: context.actor, report: toastFailure, queue, online: navigator.onLine },
      typed,
      who,
    );
  };
}
