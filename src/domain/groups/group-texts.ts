import type { GroupKind } from './group-types';

/**
 * Every text of clubs, teams, squads and join codes the user reads (docs/product.md §5, §8, docs/product.md),
 * in one place: the screens and the data layer both take them from here.
 */
export const groupTexts = {
  created: { club: 'Club created', team: 'Team created' },
  saved: 'Saved',
  saveFailed: 'Save failed',
  loadFailed: 'Load failed',
  notFound: { club: 'Club not found', team: 'Team not found' },
  codeCopied: 'Join code copied',
  copyFailed: 'Copy failed',
  newCode: 'New code',
  newCodeDone: 'New join code',
  newCodeTitle: 'Replace the join code?',
  newCodeDescription:
    'The current code stops working at once: whoever tries it gets Invalid code. Everyone already in stays in. Share the new code with those still to join.',
  codeNotActive: 'Code not active yet',
  invalidCode: 'Invalid code',
  enterCode: 'Enter a code',
  already: { club: 'Already in this club', team: 'Already on this team' },
  joinFailed: 'Join failed',
  joined: { club: 'Joined club', team: 'Joined team' },
  left: { club: 'Left club', team: 'Left team' },
  removed: { club: 'Club removed', team: 'Team removed' },
  leaveFailed: 'Leave failed',
  deleteFailed: 'Delete failed',
  memberRemoved: 'Member removed',
  codeGenerationFailed: 'Could not generate join code. Try reloading.',
  reservationMissing: 'Join code reservation missing',
  joinNeedsConnection: 'Joining needs a connection. Try again when you are online.',
  unnamedGroup: { club: 'Unnamed Club', team: 'Unnamed Team' },
  unnamedPerson: 'Unnamed',
  nameRequired: { club: 'Club name is required', team: 'Team name is required' },
  onlyTeamMember: "You can't leave. You are the only member.",
  onlyClubMember: "You can't leave. You are the only club member.",
  onlyMemberOn: (teamNames: readonly string[]) =>
    `You are the only member on: ${teamNames.join(', ')}. Invite someone first.`,
  notOnTeam: 'You are not on this team',
  clubHasTeams: 'Cannot delete club with teams. Delete teams first.',
  handedOver: 'Ownership handed over',
  noNewOwner: { club: noNewOwner('club'), team: noNewOwner('team') },
  squadRoleSaved: (name: string, role: string) => (role ? `${name} is now ${role}` : `${name} has no squad role`),
} as const;

function noNewOwner(kind: GroupKind): string {
  return `Nobody here can take the ${kind} over: only members with their own account can own it. Delete it instead, or invite an adult first.`;
}

/** A club's or team's name as shown: the spec's fallback label when it has none. */
export function groupLabel(kind: GroupKind, name: string | null | undefined): string {
  return name?.trim() || groupTexts.unnamedGroup[kind];
}

/** A member's name as shown: `Unnamed` when the membership carries none. */
export function personLabel(displayName: string | null | undefined): string {
  return displayName?.trim() || groupTexts.unnamedPerson;
}
