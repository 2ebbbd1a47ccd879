import type { DocData } from '../../../backend/ports';
import { planEntryFollowsTeam, planEntryName, planGroupNames, planSaveGroup } from '../../../domain/groups/cascades';
import { type JoinCodeRecord, toTeam } from '../../../domain/groups/group-records';
import { groupTexts } from '../../../domain/groups/group-texts';
import {
  type ClubFields,
  type GroupKind,
  groupCollections,
  joinCodesCollection,
  type Outcome,
  type TeamFields,
} from '../../../domain/groups/group-types';
import { addClubMembers, type OperationDeps } from '../../../domain/groups/create-group';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { LOOKUP_TIMEOUT_MS, readMemberships } from '../../../domain/groups/group-lookups';

/**
 * An owner's edit of a club or team: fired, not awaited (works offline; `Save failed` on a
 * later refusal). Then, once the squad is read, the new name goes onto the memberships
 * (docs/product.md: memberships carry the group's name, kept current by the owner).
 */

export function saveClub(deps: OperationDeps, id: string, fields: ClubFields): Outcome {
  fireUnits(
    deps.data,
    [planSaveGroup({ actor: deps.actor, now: (deps.now ?? nowIso)(), kind: 'club', id, fields })],
    (error) => deps.report(groupTexts.saveFailed, error),
  );
  void renameMemberships(deps, 'club', id, fields.name);
  return { ok: true, value: undefined };
}

/**
 * A team; moved into a club (docs/product.md §4), its join code entry follows and the club's members it
 * lacks join. Where the team was before is what its entry says (entries follow their team);
 * `previousClubId` (the page's copy) stands in for an entry that is gone.
 */
export function saveTeam(
  deps: OperationDeps,
  id: string,
  fields: TeamFields,
  previousClubId: string | null | undefined,
): Outcome {
  const movedToClub = fields.clubId && fields.clubId !== previousClubId ? fields.clubId : null;
  fireUnits(
    deps.data,
    [planSaveGroup({ actor: deps.actor, now: (deps.now ?? nowIso)(), kind: 'team', id, fields, movedToClub })],
    (error) => deps.report(groupTexts.saveFailed, error),
  );
  void followTeam(deps, id, fields, previousClubId);
  void renameMemberships(deps, 'team', id, fields.name);
  return { ok: true, value: undefined };
}

async function followTeam(
  deps: OperationDeps,
  id: string,
  fields: TeamFields,
  previousClubId: string | null | undefined,
) {
  const { data, actor, report } = deps;
  try {
    const doc = await data.get<DocData>('teams', id, { timeoutMs: LOOKUP_TIMEOUT_MS });
    if (!doc) return;
    const team = toTeam(doc);
    const entry = team.joinCode
      ? await data
          .get<JoinCodeRecord>(joinCodesCollection, team.joinCode, { timeoutMs: LOOKUP_TIMEOUT_MS })
          .catch(() => null)
      : null;
    const before = entry ? (entry.data.clubId ?? null) : previousClubId;
    if (entry && before !== fields.clubId) {
      fireUnits(
        data,
        [planEntryFollowsTeam({ actor, teamId: id, code: team.joinCode, clubId: fields.clubId })],
        (error) => report(groupTexts.saveFailed, error),
      );
    }
    if (fields.clubId && before !== fields.clubId) {
      const onTeam = new Set((await readMemberships(data, 'team', id)).map((each) => each.data.userId));
      await addClubMembers(deps, { id, name: fields.name, clubId: fields.clubId }, onTeam);
    }
  } catch (error) {
    report(groupTexts.saveFailed, error);
  }
}

async function renameMemberships(deps: OperationDeps, kind: GroupKind, id: string, name: string) {
  const { data, actor, report, now = nowIso } = deps;
  try {
    await renameEntry(deps, kind, id, name);
    const memberships = (await readMemberships(data, kind, id)).map((doc) => ({
      personId: doc.data.userId,
      groupName: doc.data.groupName ?? '',
    }));
    fireUnits(data, planGroupNames({ actor, now: now(), kind, groupId: id, name, memberships }), (error) =>
      report(groupTexts.saveFailed, error),
    );
  } catch (error) {
    report(groupTexts.saveFailed, error);
  }
}

/** The join code entry carries the group's name (a missing entry, older data, is left alone). */
async function renameEntry(deps: OperationDeps, kind: GroupKind, id: string, name: string) {
  const { data, actor, report } = deps;
  const group = await data.get<DocData>(groupCollections[kind].groups, id, { timeoutMs: LOOKUP_TIMEOUT_MS });
  const code = typeof group?.data.joinCode === 'string' ? group.data.joinCode : '';
  if (!code) return;
  const entry = await data
    .get<JoinCodeRecord>(joinCodesCollection, code, { timeoutMs: LOOKUP_TIMEOUT_MS })
    .catch(() => null);
  if (entry && entry.data.name !== name) {
    fireUnits(data, [planEntryName({ actor, kind, groupId: id, code, name })], (error) =>
      report(groupTexts.saveFailed, error),
    );
  }
}
