import { groupTexts } from '../../../domain/groups/group-texts';
import type { GroupKind } from '../../../domain/groups/group-types';
import type { JoinFailure } from './join-failure';

/**
 * What `/join` says when a parent joins several people with one code (docs/product.md): one
 * `Joined club`/`Joined team` if anyone joined, and `Already in this club: {names}` /
 * `Already on this team: {names}` for those who were. One person: the spec's texts exactly.
 */

export type PersonOutcome = { name: string } & (
  | { ok: true; kind: GroupKind }
  | { ok: false; error: string; reason: JoinFailure }
);

export interface JoinSummary {
  /** the success toast; none when nobody joined */
  joined?: string;
  /** the failures to show, each once (at the field when nobody joined) */
  problems: string[];
  /** why the run ended before anyone joined, when it was the code's own problem */
  failure?: JoinFailure;
}

const alreadyKind = (reason: JoinFailure): GroupKind | null =>
  reason === 'already-club' ? 'club' : reason === 'already-team' ? 'team' : null;

export function summariseJoins(outcomes: readonly PersonOutcome[]): JoinSummary {
  const single = outcomes.length === 1;
  const joinedKind = outcomes.find((outcome) => outcome.ok)?.kind;
  const already = new Map<GroupKind, string[]>();
  const other: string[] = [];
  for (const outcome of outcomes) {
    if (outcome.ok) continue;
    const kind = alreadyKind(outcome.reason);
    if (kind && !single) already.set(kind, [...(already.get(kind) ?? []), outcome.name]);
    else if (!other.includes(outcome.error)) other.push(outcome.error);
  }
  const problems = [
    ...[...already].map(([kind, names]) => `${groupTexts.already[kind]}: ${names.join(', ')}`),
    ...other,
  ];
  return { joined: joinedKind ? groupTexts.joined[joinedKind] : undefined, problems };
}

/**
 * A code's own problems (empty, unknown, not active, its group gone) and a missing connection
 * are the same for everyone: no use trying the next person. Being in already, or a refusal of
 * one person's membership, is that person's alone.
 */
export function endsTheRun(reason: JoinFailure): boolean {
  return reason === 'code' || reason === 'unknown-code' || reason === 'no-connection';
}
