/**
 * Who is acting: the signed-in account (`uid`) as the person it is (`personId`, ARCHITECTURE.md
 * "People and identity") and the name their memberships carry.
 */
export interface Actor {
  uid: string;
  personId: string;
  /** first and last name, '' when none */
  displayName: string;
}

/**
 * The rules' `isMe(id)` compares the uid first and reads `accounts/{uid}` only for another id.
 * A claimed child's person id is not their uid, so every check of theirs reads the account
 * (once per batch); most people's read nothing.
 */
export function accountPath(actor: Actor): string {
  return `accounts/${actor.uid}`;
}

export function claimedReads(actor: Actor): string[] {
  return actor.personId === actor.uid ? [] : [accountPath(actor)];
}

/** Is this id the actor, as `isMe` decides it. */
export function isActor(actor: Actor, id: unknown): boolean {
  return typeof id === 'string' && (id === actor.uid || id === actor.personId);
}
