import type { WriteUnit } from '../../backend/batch-splitter';
import { SERVER_TIMESTAMP } from '../../backend/ports';
import { type Actor, claimedReads } from './actor';
import { groupPath, path, setOp, updateOp } from './cascades';
import type { OperationDeps } from './create-group';
import type { JoinCodeRecord } from './group-records';
import { groupTexts } from './group-texts';
import { type GroupKind, joinCodesCollection, type Outcome } from './group-types';
import { attemptWithCodes } from './code-attempts';
import { nowIso } from '../writes/fire-units';

/**
 * `New code` (docs/product.md "Join code lifecycle"): an owner replaces a leaked join code. One
 * batch, fired and never awaited (it works offline, as creating the group does): the group holds
 * the fresh code, its entry is created as at creation, and the old code's entry is retired (kept,
 * marked `retired`: nobody else can take the leaked code), so the old code answers `Invalid code`
 * at once. Memberships keep the code they joined with: nobody already
 * in is affected.
 */

/** The group as the page shows it: the code it holds now, and what its new entry names. */
export interface RecodedGroup {
  id: string;
  name: string;
  /** '' for older data without one: nothing to retire */
  joinCode: string;
  /** a team's club (its entry names it), or null; unused for a club */
  clubId?: string | null;
}

const codePath = (code: string) => path(joinCodesCollection, code);

export function planNewJoinCode(input: {
  actor: Actor;
  now: string;
  kind: GroupKind;
  group: RecodedGroup;
  code: string;
}): WriteUnit {
  const { actor, now, kind, group, code } = input;
  const entry: JoinCodeRecord =
    kind === 'club'
      ? { reservedAt: SERVER_TIMESTAMP, clubId: group.id, name: group.name }
      : { reservedAt: SERVER_TIMESTAMP, teamId: group.id, clubId: group.clubId ?? null, name: group.name };
  return {
    ops: [
      updateOp(groupPath(kind, group.id), { joinCode: code, updatedAt: now }),
      setOp(codePath(code), entry),
      ...(group.joinCode ? [updateOp(codePath(group.joinCode), { retired: true })] : []),
    ],
    // the group's update reads both entries; each entry's rule reads the group
    ruleReads: [
      groupPath(kind, group.id),
      codePath(code),
      ...(group.joinCode ? [codePath(group.joinCode)] : []),
      ...claimedReads(actor),
    ],
  };
}

/**
 * Fires the batch and answers the new code at once. A taken code refuses the whole batch (the
 * group keeps its old code) and the next is tried, as creating a group does (code-attempts.ts).
 */
export function replaceJoinCode(deps: OperationDeps, kind: GroupKind, group: RecodedGroup): Outcome<{ code: string }> {
  const { data, actor, report, now = nowIso, newCode } = deps;
  const code = attemptWithCodes({
    data,
    report,
    newCode,
    kind,
    groupId: group.id,
    fire: (next, onRefused) =>
      data.batch(planNewJoinCode({ actor, now: now(), kind, group, code: next }).ops, onRefused),
  });
  if (!code) return { ok: false, error: groupTexts.codeGenerationFailed };
  return { ok: true, value: { code } };
}
