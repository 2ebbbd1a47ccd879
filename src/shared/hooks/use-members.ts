import { useEffect, useState } from 'react';
import { useSession } from '../../session/session';
import type { QueryResult } from '../../backend/ports';
import { useWatchedQuery } from '../../lib/watched-query';
import { type MembershipRecord, toMember } from '../../domain/groups/group-records';
import { sortMembers } from '../../domain/groups/group-search';
import { type GroupKind, groupCollections, type Member } from '../../domain/groups/group-types';
import type { ReadState } from '../../domain/read-state';
import { groupKeys } from '../../domain/groups/group-keys';
import { membershipDocId } from '../../domain/groups/group-ids';
import { usePersonId } from './use-person-id';
import { isRefusal, toReadState } from '../../domain/read-state';

/** The one live read of a squad (`{kind}Memberships where {key} == id`), shared by whoever shows it. */
function useSquadQuery(kind: GroupKind, id: string) {
  const data = useSession()?.backend.data;
  const { memberships, key } = groupCollections[kind];
  return useWatchedQuery<QueryResult<MembershipRecord>>(
    groupKeys.members(kind, id),
    data && id
      ? (onNext, onError) =>
          data.watchQuery<MembershipRecord>(
            { collection: memberships, where: [{ field: key, op: '==', value: id }] },
            onNext,
            onError,
          )
      : null,
  );
}

/** A club's or team's squad, live: owners first, then by name. */
export function useMembers(kind: GroupKind, id: string): ReadState<Member[]> {
  return toReadState(useSquadQuery(kind, id), (result) => sortMembers(result.docs.map((doc) => toMember(doc))));
}

/**
 * My access to a club or team went: the rules refuse me its squad (I am neither in it nor guard
 * anyone in it), and the server, asked again, holds no membership of mine in it. A team of my
 * club still reads then (a club's members may read its teams), so this is how a team page
 * learns that my place on it was taken away on another device (the UX contract, "access gone
 * while a page is open"). The server's answer is current: the lists built on my memberships
 * follow it, and a refusal while my own membership is there (a write not answered yet) is no
 * access gone.
 */
export function useAccessGone(kind: GroupKind, id: string): boolean {
  const query = useSquadQuery(kind, id);
  const data = useSession()?.backend.data;
  const personId = usePersonId();
  const refused = query.isError && isRefusal(query.error);
  const [gone, setGone] = useState(false);
  useEffect(() => {
    if (!refused || !data || !personId) return;
    let live = true;
    data.get(groupCollections[kind].memberships, membershipDocId(id, personId), { source: 'server' }).then(
      (mine) => {
        if (live) setGone(mine === null);
      },
      // no answer: nothing is known yet (the squad is asked again, and so is the server)
      () => {},
    );
    return () => {
      live = false;
    };
  }, [refused, data, personId, kind, id]);
  return refused && gone;
}
