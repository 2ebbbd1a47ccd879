import { useRef } from 'react';
import type { Doc, DocData, QueryResult } from '../../backend/ports';
import { colourOf, groupIdOf, type MembershipRecord, roleOf } from '../../domain/groups/group-records';
import { sortGroups } from '../../domain/groups/group-search';
import type { GroupKind, MyGroup } from '../../domain/groups/group-types';
import type { ReadState } from '../../domain/read-state';
import { useGroupDocs } from './use-group-docs';
import { useMyMemberships } from './use-my-memberships';
import { type ChildrenSeats, familyLoad } from '../../domain/groups/family-groups';
import { useChildSeats, useFamily } from './use-family';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function rowOf(
  kind: GroupKind,
  membership: Doc<MembershipRecord>,
  group: Doc<DocData> | undefined,
  clubNames: Map<string, string>,
): MyGroup {
  const id = groupIdOf(kind, membership.data);
  const data = group?.data ?? {};
  const clubId = text(data.clubId);
  return {
    kind,
    id,
    // the document's name; until it is on the device, the name the membership carries
    name: text(data.name) ?? membership.data.groupName ?? '',
    role: roleOf(membership.data),
    location: text(data.location),
    notes: text(data.notes),
    ageGroup: text(data.ageGroup),
    clubName: clubId ? clubNames.get(clubId) : undefined,
    colour: colourOf(data.colour),
    pending: membership.pending || (group?.pending ?? false),
  };
}

/** The memberships a list is made of: loading, failed, or their documents. */
type MembershipsLoad = ReadState<readonly Doc<MembershipRecord>[]>;

const membershipsOf = (query: {
  isError: boolean;
  data: QueryResult<MembershipRecord> | undefined;
}): MembershipsLoad =>
  query.isError
    ? { status: 'failed' }
    : query.data
      ? { status: 'ready', value: query.data.docs }
      : { status: 'loading' };

/** A row and whose membership it was made from (mine, or my child's). */
interface Seat {
  userId: string;
  group: MyGroup;
}

/**
 * A kind's rows from memberships and their groups' documents. The documents load after the
 * memberships; a document not (yet) readable shows with what the membership carries, and a
 * change of memberships does not take the list back to loading.
 */
function useRows(kind: GroupKind, memberships: MembershipsLoad, clubNames: Map<string, string>): ReadState<Seat[]> {
  const docsOfMemberships = memberships.status === 'ready' ? memberships.value : [];
  const ids = docsOfMemberships.map((doc) => groupIdOf(kind, doc.data));
  const docs = useGroupDocs(kind, ids);
  const known = useRef(new Map<string, Doc<DocData>>());
  const shown = useRef(false);
  if (docs.data) for (const doc of docs.data.docs) known.current.set(doc.id, doc);
  if (memberships.status !== 'ready') return memberships.status === 'loading' ? memberships : { status: 'failed' };
  if (ids.length > 0 && !docs.data && !docs.isError && !shown.current && !ids.every((id) => known.current.has(id)))
    return { status: 'loading' };
  const current = new Map((docs.data as QueryResult<DocData> | undefined)?.docs.map((doc) => [doc.id, doc]) ?? []);
  const rows = memberships.value.map((membership) => {
    const id = groupIdOf(kind, membership.data);
    return {
      userId: membership.data.userId,
      group: rowOf(kind, membership, current.get(id) ?? known.current.get(id), clubNames),
    };
  });
  shown.current = true;
  return { status: 'ready', value: rows };
}

const groupsOf = (load: ReadState<Seat[]>): ReadState<MyGroup[]> =>
  load.status === 'ready' ? { status: 'ready', value: sortGroups(load.value.map((seat) => seat.group)) } : load;

/**
 * The user's clubs and teams, live, each sorted by name (docs/product.md §9): one's role on a
 * team page, the team form's clubs. A team's club name comes from the clubs one is in.
 */
export function useMyGroups(): { clubs: ReadState<MyGroup[]>; teams: ReadState<MyGroup[]> } {
  const clubNames = useRef(new Map<string, string>());
  const clubs = groupsOf(useRows('club', membershipsOf(useMyMemberships('club')), clubNames.current));
  if (clubs.status === 'ready') for (const club of clubs.value) clubNames.current.set(club.id, club.name);
  const teams = groupsOf(useRows('team', membershipsOf(useMyMemberships('team')), clubNames.current));
  return { clubs, teams };
}

/**
 * My children's rows of a kind: of their memberships, those of groups I am not on (mine say it
 * all), read once my own are known, with the documents the guardian links let me read
 * (docs/team-life.md "Who").
 */
function useChildRows(
  kind: GroupKind,
  family: ReturnType<typeof useFamily>,
  mine: ReadState<Seat[]>,
  clubNames: Map<string, string>,
): ReadState<Seat[]> {
  const seats = useChildSeats(kind, family);
  let theirs: MembershipsLoad = seats;
  if (seats.status === 'ready') {
    if (mine.status !== 'ready') theirs = mine.status === 'loading' ? mine : { status: 'failed' };
    else {
      const mineIds = new Set(mine.value.map((seat) => seat.group.id));
      theirs = { status: 'ready', value: seats.value.filter((doc) => !mineIds.has(groupIdOf(kind, doc.data))) };
    }
  }
  return useRows(kind, theirs, clubNames);
}

/** My rows and my children's as the family's list (`familyLoad`: mine at once, theirs as they come). */
function familyOf(
  mine: ReadState<Seat[]>,
  theirs: ReadState<Seat[]>,
  family: ReturnType<typeof useFamily>,
): ReadState<MyGroup[]> {
  const own: ReadState<MyGroup[]> =
    mine.status === 'ready' ? { status: 'ready', value: mine.value.map((seat) => seat.group) } : mine;
  const seats: ReadState<ChildrenSeats<MyGroup>> =
    family.status !== 'ready'
      ? family
      : theirs.status !== 'ready'
        ? theirs
        : {
            status: 'ready',
            value: {
              children: family.value,
              seats: theirs.value.map((seat) => ({ childId: seat.userId, group: seat.group })),
            },
          };
  return familyLoad(own, seats);
}

/**
 * The clubs and teams that I or one of my children am on (the UX contract's `my children's
 * groups`), each once, live, sorted by name: the manage overview. A group only my children are
 * on carries their first names (`childNames`); it is read as `/children` reads it.
 */
export function useFamilyGroups(): { clubs: ReadState<MyGroup[]>; teams: ReadState<MyGroup[]> } {
  const family = useFamily();
  const clubNames = useRef(new Map<string, string>());
  const myClubs = useRows('club', membershipsOf(useMyMemberships('club')), clubNames.current);
  const theirClubs = useChildRows('club', family, myClubs, clubNames.current);
  const clubs = familyOf(myClubs, theirClubs, family);
  if (clubs.status === 'ready') for (const club of clubs.value) clubNames.current.set(club.id, club.name);
  const myTeams = useRows('team', membershipsOf(useMyMemberships('team')), clubNames.current);
  const theirTeams = useChildRows('team', family, myTeams, clubNames.current);
  return { clubs, teams: familyOf(myTeams, theirTeams, family) };
}
