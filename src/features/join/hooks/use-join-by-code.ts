import { toastFailure } from '../../groups/hooks/report';
import { useActor } from '../../groups/hooks/use-actor';
import { type Actor, childActor } from '../../groups/model/actor';
import { displayNameOf } from '../../groups/model/group-records';
import { groupTexts } from '../../groups/model/group-texts';
import { type UserProfile, usersCollection } from '../../profile/model/user-profile';
import { endsTheRun, type JoinSummary, type PersonOutcome, summariseJoins } from '../model/join-summary';
import { readTypedCode } from '../model/typed-code';
import { joinByCode } from './join-by-code';

const PROFILE_READ_TIMEOUT_MS = 1_000;

/** A child of the signed-in parent, ticked on `/join`. */
export interface JoiningChild {
  id: string;
  /** `first last`, '' when none */
  name: string;
}

/**
 * `/join`: joins the signed-in person (`me`) and the ticked children by the code as typed
 * (trimmed, spaces removed, upper case), one after another, the parent first (so that a
 * parent who joins too can read the club's teams for the children). Waits for the server,
 * each step time-boxed; answers what to say.
 */
export function useJoinByCode(): (typed: string, who: { me: boolean; children: readonly JoiningChild[] }) => Promise<JoinSummary> {
  const context = useActor();
  return async (typed, who) => {
    if (!context) {
      // the person is not known yet (the account is loading): the code's own problems first
      const code = readTypedCode(typed);
      return { problems: [code.ok ? groupTexts.joinFailed : code.error] };
    }
    const { actor, data } = context;
    const people: { actor: Actor; shownAs: string }[] = [];
    if (who.me) {
      // the name the squad shows, read now: the live profile may not have arrived yet after a reload
      const profile = await data.get<UserProfile>(usersCollection, actor.personId, { timeoutMs: PROFILE_READ_TIMEOUT_MS }).catch(() => null);
      const displayName = displayNameOf(profile?.data) || actor.displayName;
      people.push({ actor: { ...actor, displayName }, shownAs: displayName || 'Me' });
    }
    for (const child of who.children) {
      people.push({ actor: childActor(actor, child), shownAs: child.name || groupTexts.unnamedPerson });
    }
    const outcomes: PersonOutcome[] = [];
    for (const person of people) {
      const outcome = await joinByCode({ data, actor: person.actor, report: toastFailure }, typed);
      outcomes.push(outcome.ok ? { name: person.shownAs, ok: true, kind: outcome.value.kind } : { name: person.shownAs, ok: false, error: outcome.error });
      if (!outcome.ok && endsTheRun(outcome.error)) return { problems: [outcome.error] };
    }
    return summariseJoins(outcomes);
  };
}
