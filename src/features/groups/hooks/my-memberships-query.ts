import { useSession } from '../../../app/session';
import type { QueryResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { usePersonId } from '../../identity/hooks/account-query';
import type { MembershipRecord } from '../model/group-records';
import { type GroupKind, groupCollections } from '../model/group-types';
import { groupKeys } from './group-keys';

/**
 * One's own memberships of a kind, live (`{kind}Memberships where userId == me`, row
 * {kind}Memberships/mine): the manage lists, one's role on a page, the team form's clubs.
 */
export function useMyMemberships(kind: GroupKind) {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const spec = { collection: groupCollections[kind].memberships, where: [{ field: 'userId', op: '==' as const, value: personId }] };
  return useWatchedQuery<QueryResult<MembershipRecord>>(
    groupKeys.myMemberships(kind, personId ?? '-'),
    personId && data ? (onNext, onError) => data.watchQuery<MembershipRecord>(spec, onNext, onError) : null,
  );
}
