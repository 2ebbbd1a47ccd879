import { type DataPort, DEFAULT_SERVER_READ_TIMEOUT_MS } from '../../../backend/ports';
import type { Report } from '../../../domain/writes/report';
import { type Actor, childActor } from '../../../domain/groups/actor';
import { displayNameOf } from '../../../domain/groups/group-records';
import { groupTexts } from '../../../domain/groups/group-texts';
import { type UserProfile, usersCollection } from '../../../domain/person/user-profile';
import { isNoConnection } from '../model/join-failure';
import { endsTheRun, type JoinSummary, type PersonOutcome, summariseJoins } from '../model/join-summary';
import type { JoinWho } from '../model/queued-join';
import { joinByCode } from './join-by-code';

const PROFILE_READ_TIMEOUT_MS = 1_000;

export interface JoinPeopleDeps {
  data: DataPort;
  /** the signed-in person */
  actor: Actor;
  /** a failure that comes after the answer (a club's teams refused) */
  report: Report;
  timeoutMs?: number;
  /** replaying a queued join: when it was first tried (see JoinDeps.resumeSince) */
  resumeSince?: string;
}

export interface JoinRun {
  /** what to say about those who were tried */
  summary: JoinSummary;
  /** who is still to join because the server did not answer; those before them are done */
  unreached?: JoinWho;
}

interface Person {
  actor: Actor;
  shownAs: string;
  who: JoinWho;
}

/**
 * Joins the signed-in person (`me`) and the children by the code, one after another, the
 * parent first (so that a parent who joins too can read the club's teams for the children).
 * Each step waits for the server, time-boxed; when it does not answer, the run stops there and
 * says who is left, for the device queue.
 */
export async function joinPeople(deps: JoinPeopleDeps, code: string, who: JoinWho): Promise<JoinRun> {
  const { data, report, timeoutMs, resumeSince } = deps;
  // The server judges "is this my child?" from the child's profile as it has it: a profile this
  // device has just made (a join right after `+ Child`) must reach it first, or the join is
  // refused. Time-boxed: with no answer the join goes on, and waits in the queue if it must.
  if (who.children.length > 0) await data.allWritesSynced(timeoutMs ?? DEFAULT_SERVER_READ_TIMEOUT_MS);
  const people = await peopleOf(deps, who);
  const outcomes: PersonOutcome[] = [];
  for (const [index, person] of people.entries()) {
    const outcome = await joinByCode({ data, actor: person.actor, report, timeoutMs, resumeSince }, code);
    if (!outcome.ok && isNoConnection(outcome.reason))
      return { summary: summariseJoins(outcomes), unreached: whoOf(people.slice(index)) };
    outcomes.push(
      outcome.ok
        ? { name: person.shownAs, ok: true, kind: outcome.value.kind }
        : { name: person.shownAs, ok: false, error: outcome.error, reason: outcome.reason },
    );
    if (!outcome.ok && endsTheRun(outcome.reason))
      return { summary: { problems: [outcome.error], failure: outcome.reason } };
  }
  return { summary: summariseJoins(outcomes) };
}

async function peopleOf({ data, actor }: JoinPeopleDeps, who: JoinWho): Promise<Person[]> {
  const people: Person[] = [];
  if (who.me) {
    // the name the squad shows, read now: the live profile may not have arrived yet after a reload
    const profile = await data
      .get<UserProfile>(usersCollection, actor.personId, { timeoutMs: PROFILE_READ_TIMEOUT_MS })
      .catch(() => null);
    const displayName = displayNameOf(profile?.data) || actor.displayName;
    people.push({ actor: { ...actor, displayName }, shownAs: displayName || 'Me', who: { me: true, children: [] } });
  }
  for (const child of who.children) {
    people.push({
      actor: childActor(actor, child),
      shownAs: child.name || groupTexts.unnamedPerson,
      who: { me: false, children: [child] },
    });
  }
  return people;
}

function whoOf(people: readonly Person[]): JoinWho {
  return { me: people.some((person) => person.who.me), children: people.flatMap((person) => person.who.children) };
}
