import type { DocData } from '../ports';
import type { RuleRequest, SignedInRequest } from './local-rule-reads';
import { mayGetGroup, mayWriteGroup, mayWriteJoinCode } from './local-rules-groups';
import { mayGetAccount, mayWriteAccount, mayWriteEmailEntry } from './local-rules-identity';
import { fieldsWrittenOk } from './local-rules-fields';
import { textWithinLimits } from './local-rules-limits';
import { mayGetMembership, mayWriteMembership } from './local-rules-memberships';
import { mayGetUser, mayWriteUser } from './local-rules-users';
import type { PlannedWrite } from './local-write-plan';
import { GROUP_KIND, MEMBERSHIP_KIND } from './membership-ids';

/**
 * The permission model of ARCHITECTURE.md for single documents (gets and writes), enforced in
 * code for the local backend. It mirrors the `get`, `create`, `update` and `delete` rules of
 * firestore.rules: keep the two in step. Queries are judged by local-query-shapes.ts. A check
 * sees only what a Firestore rule sees: the request (auth, time, reads by path), the path, and
 * the document before (`resource`) and after (`request.resource`). Each collection's checks
 * live in their own file: users, identity (accounts, emails), groups (clubs, teams, join
 * codes), memberships; what each field may hold (text limits, kinds) in -limits and -fields.
 */

export type RuleWrite = PlannedWrite;

/** A get of one document, judged on the stored document (`resource`, null when missing). */
export async function mayGet(request: RuleRequest, collection: string, id: string, resource: DocData | null) {
  if (!request.auth) return false;
  const signedIn = request as SignedInRequest;
  if (collection === 'users') return mayGetUser(signedIn, id, resource);
  if (collection === 'accounts') return mayGetAccount(signedIn, id);
  // an address entry tells only whether the address is taken
  if (collection === 'emails') return true;
  // looked up by the code someone typed
  if (collection === 'joinCodes') return signedIn.auth.emailVerified;
  const group = GROUP_KIND[collection];
  if (group) return mayGetGroup(signedIn, group, id, resource);
  const membership = MEMBERSHIP_KIND[collection];
  if (membership) return mayGetMembership(signedIn, membership, id, resource);
  return false;
}

export async function mayWrite(request: RuleRequest, write: RuleWrite): Promise<boolean> {
  if (!request.auth) return false;
  const signedIn = request as SignedInRequest;
  if (write.after && !textWithinLimits(write.collection, write.after)) return false;
  if (!fieldsWrittenOk(write)) return false;
  // these three judge verification themselves: registration writes come before it
  if (write.collection === 'users') return mayWriteUser(signedIn, write);
  if (write.collection === 'accounts') return mayWriteAccount(signedIn, write);
  if (write.collection === 'emails') return mayWriteEmailEntry(signedIn, write);
  if (!signedIn.auth.emailVerified) return false;
  if (write.collection === 'joinCodes') return mayWriteJoinCode(signedIn, write);
  const group = GROUP_KIND[write.collection];
  if (group) return mayWriteGroup(signedIn, group, write);
  const membership = MEMBERSHIP_KIND[write.collection];
  if (membership) return mayWriteMembership(signedIn, membership, write);
  return false;
}
