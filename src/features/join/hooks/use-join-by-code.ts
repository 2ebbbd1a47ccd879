import { toastFailure } from '../../groups/hooks/report';
import { displayNameOf } from '../../groups/model/group-records';
import { type UserProfile, usersCollection } from '../../profile/model/user-profile';
import { useActor } from '../../groups/hooks/use-actor';
import { groupTexts } from '../../groups/model/group-texts';
import { readTypedCode } from '../model/typed-code';
import { joinByCode, type JoinOutcome } from './join-by-code';

const PROFILE_READ_TIMEOUT_MS = 1_000;

/**
 * `/join`: joins the signed-in person by the code as typed (trimmed, spaces removed, upper
 * case). Waits for the server, each step time-boxed; answers `Joined club`/`Joined team` or
 * the spec's text of what went wrong.
 */
export function useJoinByCode(): (typed: string) => Promise<JoinOutcome> {
  const context = useActor();
  return async (typed) => {
    if (context) {
      // the name the squad shows, read now: the live profile may not have arrived yet after a reload
      const { actor, data } = context;
      const profile = await data
        .get<UserProfile>(usersCollection, actor.personId, { timeoutMs: PROFILE_READ_TIMEOUT_MS })
        .catch(() => null);
      const displayName = displayNameOf(profile?.data) || actor.displayName;
      return joinByCode({ ...context, actor: { ...actor, displayName }, report: toastFailure }, typed);
    }
    // the person is not known yet (the account is loading): the code's own problems first
    const code = readTypedCode(typed);
    return code.ok ? { ok: false, error: groupTexts.joinFailed } : code;
  };
}
