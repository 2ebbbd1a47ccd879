import {
  claimed,
  coach,
  dee,
  guardian,
  kid,
  member,
  newbie,
  owner,
  parent,
  type RulesUser,
  stranger,
  unverified,
} from './rules-world';

/**
 * Who sends the rules differential's requests: every kind of person in WORLD (rules-world.ts),
 * by name, and the signed-out visitor. `accented` is a newcomer whose address has letters
 * outside ASCII, so that `lower()` meets them.
 */
export const ACTORS = {
  owner,
  member,
  parent,
  /** registered, has not claimed the Child profile carrying their address */
  child: kid,
  claimed,
  coach,
  guardian,
  dee,
  stranger,
  newbie,
  accented: { uid: 'newbieE', email: 'Émile@Example.com', emailVerified: false },
  unverifiedOwner: unverified(owner),
  unverifiedParent: unverified(parent),
  signedOut: null,
} as const satisfies Record<string, RulesUser | null>;

export type ActorName = keyof typeof ACTORS;

export const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];

/** The person id rules see for an actor (a claimed child acts as the profile they claimed). */
export function personIdOf(name: ActorName): string {
  if (name === 'claimed') return 'childQ';
  return ACTORS[name]?.uid ?? 'nobodyN';
}
