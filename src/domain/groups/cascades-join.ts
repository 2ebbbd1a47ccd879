import type { WriteUnit } from '../../backend/batch-splitter';
import { type Actor, claimedReads, nameReads } from './actor';
import { groupPath, membershipPath, membershipRecord, path, planOwnGroupName, setOp } from './cascades';
import { joinCodesCollection } from './group-types';
import { linksForChild, withLinks } from './guardian-links';

/**
 * Joining by code (docs/product.md §4: joiners are members; joining a club joins all its teams; joining a
 * team joins its club). Every membership a joiner writes carries the code: the rules admit it
 * only when that code is the group's current one, a club's code to the club and its teams, a
 * team's code to the team and its club, never to the club's other teams. A parent joins their
 * child with the same plans, as an Actor `forChild` (docs/product.md: the child's person id);
 * each of the child's memberships then comes with the parent's guardian link to its group, in
 * the same unit (guardian-links.ts: `viaChildId` the joining child, even where a sibling's link
 * is there already: still true).
 */

const codePath = (code: string) => path(joinCodesCollection, code);

interface Joining {
  actor: Actor;
  now: string;
  code: string;
}

/** Step one of a club's code: one's own club membership, confirmed by the server before the teams. */
export function planJoinClub({
  actor,
  now,
  code,
  clubId,
  clubName,
}: Joining & { clubId: string; clubName: string }): WriteUnit {
  // the name the code's entry carries ('' in older data: then set once the club is readable, planOwnGroupName)
  const record = membershipRecord({
    kind: 'club',
    groupId: clubId,
    personId: actor.personId,
    role: 'member',
    displayName: actor.displayName,
    groupName: clubName,
    now,
    joinCode: code,
    parent: actor.parent,
  });
  return withLinks(
    {
      ops: [setOp(membershipPath('club', clubId, actor.personId), record)],
      ruleReads: [codePath(code), groupPath('club', clubId), ...claimedReads(actor), ...nameReads(actor)],
    },
    linksForChild(actor, 'club', clubId),
  );
}

/**
 * Step two of a club's code, once a member: the club's name on one's membership, then every
 * team of the club one is not on yet, each carrying the club's code. The rules read the code,
 * the club, each team and one's profile (the name on the membership): 4 teams fit a batch beside
 * the club's name (4 reads each), 3 for a claimed child (the account too); a parent joining
 * their child (`forChild`) has the child's and the parent's profiles read too, and writes the
 * team's guardian link beside each membership (one read: the membership), so 2 teams a batch
 * (8 reads each).
 */
export function planJoinClubTeams(
  input: Joining & {
    club: { id: string; name: string };
    teams: readonly { id: string; name: string }[];
    /** team ids one is already on */
    onTeams: ReadonlySet<string>;
  },
): WriteUnit[] {
  const { actor, now, code, club } = input;
  const units: WriteUnit[] = [planOwnGroupName({ actor, now, kind: 'club', groupId: club.id, name: club.name })];
  for (const team of input.teams) {
    if (input.onTeams.has(team.id)) continue;
    const record = membershipRecord({
      kind: 'team',
      groupId: team.id,
      personId: actor.personId,
      role: 'member',
      displayName: actor.displayName,
      groupName: team.name,
      now,
      joinCode: code,
      parent: actor.parent,
    });
    units.push(
      withLinks(
        {
          ops: [setOp(membershipPath('team', team.id, actor.personId), record)],
          ruleReads: [
            codePath(code),
            groupPath('team', team.id),
            groupPath('club', club.id),
            ...claimedReads(actor),
            ...nameReads(actor),
          ],
        },
        linksForChild(actor, 'team', team.id),
      ),
    );
  }
  return units;
}

/**
 * A team's code: one's own team membership and, when one is not in it yet, the team's club's
 * (the entry names it), both carrying the code, in one unit confirmed by the server. The rules
 * read the code and the team (whose club and current code they compare).
 */
export function planJoinTeam({
  actor,
  now,
  code,
  teamId,
  teamName,
  clubId,
}: Joining & { teamId: string; teamName: string; clubId: string | null }): WriteUnit {
  const team = membershipRecord({
    kind: 'team',
    groupId: teamId,
    personId: actor.personId,
    role: 'member',
    displayName: actor.displayName,
    groupName: teamName,
    now,
    joinCode: code,
    parent: actor.parent,
  });
  const ops = [setOp(membershipPath('team', teamId, actor.personId), team)];
  const links = linksForChild(actor, 'team', teamId);
  if (clubId) {
    const club = membershipRecord({
      kind: 'club',
      groupId: clubId,
      personId: actor.personId,
      role: 'member',
      displayName: actor.displayName,
      groupName: '',
      now,
      joinCode: code,
      parent: actor.parent,
    });
    ops.push(setOp(membershipPath('club', clubId, actor.personId), club));
    links.push(...linksForChild(actor, 'club', clubId));
  }
  // a child's club link lets the parent read the club's name right after (planJoinTeamNames)
  return withLinks(
    { ops, ruleReads: [codePath(code), groupPath('team', teamId), ...claimedReads(actor), ...nameReads(actor)] },
    links,
  );
}

/** After a team's code: the names of the team (and of the club joined with it) on one's memberships. */
export function planJoinTeamNames(input: {
  actor: Actor;
  now: string;
  team: { id: string; name: string };
  club: { id: string; name: string } | null;
}): WriteUnit[] {
  const { actor, now, team, club } = input;
  const units = [planOwnGroupName({ actor, now, kind: 'team', groupId: team.id, name: team.name })];
  if (club) units.push(planOwnGroupName({ actor, now, kind: 'club', groupId: club.id, name: club.name }));
  return units;
}
