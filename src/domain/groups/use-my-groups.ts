import { useRef } from 'react';
import type { Doc, DocData, QueryResult } from '../../backend/ports';
import { colourOf, groupIdOf, type MembershipRecord, roleOf } from './group-records';
import { sortGroups } from './group-search';
import type { GroupKind, MyGroup } from './group-types';
import type { ReadState } from '../read-state';
import { useGroupDocs } from './group-docs-query';
import { useMyMemberships } from './my-memberships-query';

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

/**
 * A kind's rows from one's memberships and their groups' documents. The documents load after
 * the memberships; a document not (yet) readable shows with what the membership carries, and
 * a change of memberships does not take the list back to loading.
 */
function useRows(kind: GroupKind, clubNames: Map<string, string>) {
  const memberships = useMyMemberships(kind);
  const ids = (memberships.data?.docs ?? []).map((doc) => groupIdOf(kind, doc.data));
  const docs = useGroupDocs(kind, ids);
  const known = useRef(new Map<string, Doc<DocData>>());
  const shown = useRef(false);
  if (docs.data) for (const doc of docs.data.docs) known.current.set(doc.id, doc);
  let load: ReadState<MyGroup[]>;
  if (memberships.isError) load = { status: 'failed' };
  else if (!memberships.data) load = { status: 'loading' };
  else if (ids.length > 0 && !docs.data && !docs.isError && !shown.current && !ids.every((id) => known.current.has(id)))
    load = { status: 'loading' };
  else {
    const current = new Map((docs.data as QueryResult<DocData> | undefined)?.docs.map((doc) => [doc.id, doc]) ?? []);
    const rows = memberships.data.docs.map((membership) => {
      const id = groupIdOf(kind, membership.data);
      return rowOf(kind, membership, current.get(id) ?? known.current.get(id), clubNames);
    });
    shown.current = true;
    load = { status: 'ready', value: sortGroups(rows) };
  }
  return load;
}

/**
 * The user's clubs and teams, live, each sorted by name (docs/product.md §9): the manage overview, the
 * dashboard's counts, the team form's clubs. A team's club name comes from the clubs one is in.
 */
export function useMyGroups(): { clubs: ReadState<MyGroup[]>; teams: ReadState<MyGroup[]> } {
  const clubNames = useRef(new Map<string, string>());
  const clubs = useRows('club', clubNames.current);
  if (clubs.status === 'ready') for (const club of clubs.value) clubNames.current.set(club.id, club.name);
  const teams = useRows('team', clubNames.current);
  return { clubs, teams };
}
