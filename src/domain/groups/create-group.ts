import type { WriteUnit } from '../../backend/batch-splitter';
import type { DataPort } from '../../backend/ports';
import type { Actor } from './actor';
import { type Creation, planAddClubMembersToTeam, planCreateClub, planCreateTeam } from './cascades';
import { newGroupId } from './group-ids';
import { parentOf } from './group-records';
import { groupTexts } from './group-texts';
import { type ClubFields, type GroupKind, groupCollections, type Outcome, type TeamFields } from './group-types';
import { attemptWithCodes } from './code-attempts';
import { fireUnits, nowIso } from '../writes/fire-units';
import { readMemberships } from './group-lookups';
import type { Report } from '../writes/report';

/**
 * Creating a club or team (docs/product.md §4, §9; docs/product.md): no transaction, so it works offline. The
 * group, its owner membership and its join code entry go in one batch, fired and not awaited;
 * the screen opens the new page at once. The server refuses the batch when the code is taken:
 * the next code is tried (code-attempts.ts), up to 8 in all.
 */

export interface OperationDeps {
  data: DataPort;
  actor: Actor;
  report: Report;
  now?: () => string;
  /** where new join codes come from (tests: codes known to be taken) */
  newCode?: () => string;
}

/** What one attempt learns later: whether its batch was refused (its follow-up writes are then moot). */
interface Attempt {
  refused: boolean;
}

function startCreation<F>(
  deps: OperationDeps,
  kind: GroupKind,
  fields: F,
  plan: (creation: Creation<F>) => WriteUnit,
  followUp?: (id: string, attempt: Attempt) => void,
): Outcome<{ id: string }> {
  const { data, actor, report, now = nowIso, newCode } = deps;
  const newId = newGroupId(actor.personId, data.newId(groupCollections[kind].groups));
  if (!newId) return { ok: false, error: groupTexts.saveFailed };
  const id: string = newId;
  const first = attemptWithCodes({
    data,
    report,
    newCode,
    kind,
    groupId: id,
    fire: (code, onRefused) => {
      const state: Attempt = { refused: false };
      data.batch(plan({ actor, now: now(), id, code, fields }).ops, (error) => {
        state.refused = true;
        onRefused(error);
      });
      followUp?.(id, state);
    },
  });
  if (!first) return { ok: false, error: groupTexts.codeGenerationFailed };
  return { ok: true, value: { id } };
}

export function createClub(deps: OperationDeps, fields: ClubFields): Outcome<{ id: string }> {
  return startCreation(deps, 'club', fields, planCreateClub);
}

/**
 * A team; in a club, every club member then joins it as a member (docs/product.md §4), added by the
 * owner in batches once the club's squad is read (from the device when offline).
 */
export function createTeam(deps: OperationDeps, fields: TeamFields): Outcome<{ id: string }> {
  const { clubId } = fields;
  if (!clubId) return startCreation(deps, 'team', fields, planCreateTeam);
  return startCreation(deps, 'team', fields, planCreateTeam, (id, attempt) => {
    void addClubMembers(deps, { id, name: fields.name, clubId }, new Set([deps.actor.personId]), attempt);
  });
}

/** The club's members a team lacks join it as members (a team created in, or moved into, a club). */
export async function addClubMembers(
  deps: OperationDeps,
  team: { id: string; name: string; clubId: string },
  onTeam: ReadonlySet<string>,
  attempt?: Attempt,
) {
  const { data, actor, report, now = nowIso } = deps;
  try {
    const clubMembers = (await readMemberships(data, 'club', team.clubId)).map((doc) => ({
      personId: doc.data.userId,
      displayName: doc.data.displayName ?? '',
      parent: parentOf(doc.data),
    }));
    if (attempt?.refused) return;
    const units = planAddClubMembersToTeam({ actor, now: now(), team, clubMembers, onTeam });
    fireUnits(data, units, (error) => {
      if (!attempt?.refused) report(groupTexts.saveFailed, error);
    });
  } catch (error) {
    if (!attempt?.refused) report(groupTexts.saveFailed, error);
  }
}
