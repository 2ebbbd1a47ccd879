import { compareNames } from './group-search';
import { groupLabel, groupTexts } from './group-texts';

/**
 * Who may leave (docs/product.md §5, §8; docs/product.md): a team's only member may not; a club's only member
 * may not, nor the only member of any of its teams. Otherwise anyone may, the owner too (who
 * hands the group to the member who joined first: cascades-exit.ts). Each answers the spec's
 * text, or null when leaving is allowed.
 */

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
