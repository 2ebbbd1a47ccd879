/**
 * What a club's code still joins for one person (docs/product.md "Join" and "Where each flow
 * ends"): the club when they are not in it, and each of its teams they are
 * not on. Joining a team also joins its club, so being in the club says nothing of its other
 * teams. Nothing left to join is `Already in this club`, shown as "already on it" before the join.
 */
export interface ClubCodeJoin {
  /** the club itself is still to join */
  club: boolean;
  /** the club's teams still to join, in the club's order */
  teamIds: string[];
}

export function clubCodeJoin(input: {
  inClub: boolean;
  clubTeamIds: readonly string[];
  onTeams: ReadonlySet<string>;
}): ClubCodeJoin | null {
  const teamIds = input.clubTeamIds.filter((id) => !input.onTeams.has(id));
  if (input.inClub && teamIds.length === 0) return null;
  return { club: !input.inClub, teamIds };
}
