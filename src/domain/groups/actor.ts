/**
 * Who is acting: the signed-in account (`uid`) as the person it is (`personId`, docs/architecture.md
 * "People and identity") and the name their memberships carry; or a parent acting for their
 * child, as the child (`forChild`).
 */
export interface Actor {
  uid: string;
  personId: string;
  /** first and last name, '' when none */
  displayName: string;
  /** first name alone, '' when none (a child's memberships name their parent by it) */
  firstName?: string;
  /**
   * a parent acting for their child (personId is the child's profile id); the rules read the
   * child's profile to see the link
   */
  forChild?: true;
  /** with forChild: the parent, whom the child's new memberships name (`child of {first name}`) */
  parent?: { personId: string; firstName: string };
  /** with forChild: the child's other guardians, linked to each group the child joins */
  coGuardians?: readonly string[];
}

/**
 * The rules' `isMe(id)` compares the uid first and reads `accounts/{uid}` only for another id.
 * A claimed child's person id is not their uid, so every check of theirs reads the account
 * (once per batch); most people's read nothing. A parent acting for a child fails `isMe` (the
 * account read) and passes `isMyChild` (the child's profile read): two reads per batch.
 */
export function accountPath(actor: Actor): string {
  return `accounts/${actor.uid}`;
}

export function claimedReads(actor: Actor): string[] {
  if (actor.forChild) return [`users/${actor.personId}`, accountPath(actor)];
  return actor.personId === actor.uid ? [] : [accountPath(actor)];
}

/**
 * What firestore.rules' isNamedByProfiles reads when the actor writes a membership's names, beyond
 * claimedReads: the member's profile (a child's is among claimedReads already) or, for a child's,
 * the parent's, whose first name it carries.
 */
export function nameReads(actor: Actor): string[] {
  if (!actor.forChild) return [`users/${actor.personId}`];
  return actor.parent ? [`users/${actor.parent.personId}`] : [];
}

/** Is this id the actor, as `isMe` decides it. */
export function isActor(actor: Actor, id: unknown): boolean {
  return typeof id === 'string' && (id === actor.uid || id === actor.personId);
}

/**
 * The actor for a guardian's child: the child's person id and name, the guardian's account. The
 * child's new memberships name the first guardian (`guardians[0]`, the parent who made the
 * profile; by first name only when that is the actor, who knows it); the other guardians are
 * linked to the group beside them (`coGuardians`). Without `guardians`, the actor is the first.
 */
export function childActor(guardian: Actor, child: { id: string; name: string; guardians?: readonly string[] }): Actor {
  const [first = guardian.personId, ...others] = child.guardians ?? [];
  const asFirst = first === guardian.personId;
  return {
    uid: guardian.uid,
    personId: child.id,
    displayName: child.name,
    forChild: true,
    parent: { personId: first, firstName: asFirst ? (guardian.firstName ?? '') : '' },
    ...(others.length > 0 ? { coGuardians: others } : {}),
  };
}
