import { DOCUMENT_ID, type QuerySpec } from '../ports';
import { jsonEqual } from './json-values';
import { disjunctsOf, type Equality } from './local-query';
import type { RuleAuth, RuleRequest, SignedInRequest } from './local-rule-reads';
import { isMember } from './local-rules-groups';
import { isMe, isMyChild } from './local-rules-person';
import type { GroupKind } from './membership-ids';

/**
 * Rules are not filters (ARCHITECTURE.md): Firestore allows a query only when it can prove from
 * the query's own filters that every document it could return is readable, whatever is stored.
 * This is the one table of the query shapes each collection allows; the `list` rules of
 * firestore.rules mirror it row for row (each names its row's id in a comment). A query is
 * split into its disjuncts (one value from every `in` list) and allowed only when each disjunct
 * satisfies a row of its collection, judged from its equalities, the auth and reads by path.
 * Filters beyond a row's own only narrow the result, so they are allowed. A collection without
 * rows (joinCodes, accounts, emails, any other) cannot be queried at all. Rows are tried in
 * order, which decides the documents read: a parent's query of a child's memberships (rows
 * `of-my-child`) reads the account, then the child's profile.
 */

/** What one disjunct of a query holds its documents to, as `resource.data` is seen under it. */
export interface Disjunct {
  /** whether the disjunct requires `field == value` */
  requires(field: string, value: unknown): boolean;
  /** the text the disjunct requires `field` to equal, if it requires one */
  text(field: string): string | undefined;
}

export interface QueryShape {
  /** the row's name, quoted by its `list` rule in firestore.rules and by the query cases */
  id: string;
  /** the filters the row needs, in words */
  filters: string;
  allows(request: SignedInRequest, where: Disjunct): boolean | Promise<boolean>;
}

function disjunct(equalities: Equality[]): Disjunct {
  return {
    requires: (field, value) => equalities.some((each) => each.field === field && jsonEqual(each.value, value)),
    text(field) {
      const value = equalities.find((each) => each.field === field)?.value;
      return typeof value === 'string' && value !== '' ? value : undefined;
    },
  };
}

/** role == 'Child' and uid == null: an unclaimed Child profile, which only a verified user may look for. */
function isClaimLookup(auth: RuleAuth, where: Disjunct): boolean {
  return auth.emailVerified && where.requires('role', 'Child') && where.requires('uid', null);
}

async function memberOf(request: SignedInRequest, kind: GroupKind, groupId: string | undefined) {
  return groupId !== undefined && isMember(request, kind, groupId);
}

export const QUERY_SHAPES: Readonly<Record<string, readonly QueryShape[]>> = {
  users: [
    {
      id: 'users/children-of-me',
      filters: 'linkedParentId == me (my uid, or the person id my account points at)',
      allows: (request, where) => isMe(request, where.text('linkedParentId')),
    },
    {
      id: 'users/claimable-by-email-lower',
      filters: "role == 'Child', uid == null, emailLower == my verified address in lower case",
      allows: ({ auth }, where) => isClaimLookup(auth, where) && where.requires('emailLower', auth.email.toLowerCase()),
    },
    {
      id: 'users/claimable-by-email',
      filters: "role == 'Child', uid == null, email == my verified address as typed",
      allows: ({ auth }, where) => isClaimLookup(auth, where) && where.requires('email', auth.email),
    },
  ],
  clubMemberships: [
    { id: 'clubMemberships/mine', filters: 'userId == me (uid or person id)', allows: (request, where) => isMe(request, where.text('userId')) },
    {
      id: 'clubMemberships/of-my-club',
      filters: 'clubId == C, where clubMemberships/C_me exists (me: uid, else person id)',
      allows: (request, where) => memberOf(request, 'club', where.text('clubId')),
    },
    {
      id: 'clubMemberships/of-my-child',
      filters: 'userId == X (or in), where users/X is linked to me (linkedParentId), claimed or not',
      allows: (request, where) => isMyChild(request, where.text('userId')),
    },
  ],
  teamMemberships: [
    { id: 'teamMemberships/mine', filters: 'userId == me (uid or person id)', allows: (request, where) => isMe(request, where.text('userId')) },
    {
      id: 'teamMemberships/of-my-team',
      filters: 'teamId == T (or in), where teamMemberships/T_me exists',
      allows: (request, where) => memberOf(request, 'team', where.text('teamId')),
    },
    {
      id: 'teamMemberships/of-my-child',
      filters: 'userId == X (or in), where users/X is linked to me (linkedParentId), claimed or not',
      allows: (request, where) => isMyChild(request, where.text('userId')),
    },
  ],
  clubs: [
    {
      id: 'clubs/mine-by-id',
      filters: '__name__ == C (or in), where clubMemberships/C_me exists',
      allows: (request, where) => memberOf(request, 'club', where.text(DOCUMENT_ID)),
    },
  ],
  teams: [
    {
      // a team of my club but not mine is readable by get, but no filter on ids proves its club
      id: 'teams/mine-by-id',
      filters: '__name__ == T (or in), where teamMemberships/T_me exists',
      allows: (request, where) => memberOf(request, 'team', where.text(DOCUMENT_ID)),
    },
    {
      id: 'teams/of-my-club',
      filters: 'clubId == C, where clubMemberships/C_me exists',
      allows: (request, where) => memberOf(request, 'club', where.text('clubId')),
    },
  ],
};

/**
 * The row allowing each disjunct of the query, in order; null when some disjunct fits no row
 * (the query is refused whole). Reads past the request's budget throw permission-denied.
 */
export async function shapesAllowing(request: RuleRequest, spec: QuerySpec): Promise<string[] | null> {
  const shapes = QUERY_SHAPES[spec.collection];
  if (!request.auth || !shapes) return null;
  const signedIn = request as SignedInRequest;
  const used: string[] = [];
  for (const equalities of disjunctsOf(spec)) {
    let allowing: string | undefined;
    for (const shape of shapes) {
      if (await shape.allows(signedIn, disjunct(equalities))) {
        allowing = shape.id;
        break;
      }
    }
    if (!allowing) return null;
    used.push(allowing);
  }
  return used;
}

export async function mayList(request: RuleRequest, spec: QuerySpec): Promise<boolean> {
  return (await shapesAllowing(request, spec)) !== null;
}
