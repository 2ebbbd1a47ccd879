import { compareNames } from './group-search';
import { groupLabel, groupTexts } from './group-texts';
import type { GroupKind } from './group-types';

/**
 * Who may leave (docs/product.md §5, §8; docs/product.md): a team's only member may not; a club's only member
 * may not, nor the only member of any of its teams. Otherwise anyone may, the owner too (who
 * hands the group to the member who joined first: cascades-exit.ts). Each answers the spec's
 * text, or null when leaving is allowed.
 */

/**
 * An owner who leaves while others remain hands the group on (cascades-exit.ts); when none of
 * the others may own it (children a parent joined), they cannot leave yet.
 */
export function ownerLeaveProblem(input: {
  kind: GroupKind;
  isOwner: boolean;
  memberCount: number;
  candidateCount: number;
}): string | null {
  if (!input.isOwner || input.memberCount <= 1 || input.candidateCount > 0) return null;
  return groupTexts.noNewOwner[input.kind];
}

export function leaveTeamProblem(input: { onTeam: boolean; memberCount: number }): string | null {
  if (!input.onTeam) return groupTexts.notOnTeam;
  if (input.memberCount <= 1) return groupTexts.onlyTeamMember;
  return null;
}

export function leaveClubProblem(input: {
  memberCount: number;
  /** the club's teams the user is on, with how many members each has */
  myTeams: readonly { name: string; memberCount: number }[];
}): string | null {
  if (input.memberCount <= 1) return groupTexts.onlyClubMember;
  const alone = input.myTeams
    .filter((team) => team.memberCount <= 1)
    .map((team) => groupLabel('team', team.name))
    .sort(compareNames);
  return alone.length > 0 ? groupTexts.onlyMemberOn(alone) : null;
}
