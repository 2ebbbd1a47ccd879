import { guardsBesideFirst } from '../../../domain/children/guardians';
import { watchInEach } from '../../../backend/chunked-lookups';
import type { DocData, QueryResult } from '../../../backend/ports';
import { announcementKeys } from '../../../domain/announcements/announcement-keys';
import {
  type Announcement,
  announcementCollections,
  byNewest,
  type GroupRef,
  toAnnouncement,
  toSeenMark,
} from '../../../domain/announcements/announcement-records';
import { type MembershipRecord, groupIdOf } from '../../../domain/groups/group-records';
import { chunkFor, guardedChunkFor } from '../../../domain/groups/group-lookups';
import { groupLabel } from '../../../domain/groups/group-texts';
import type { GroupKind } from '../../../domain/groups/group-types';
import { isParent } from '../../../domain/person/user-profile';
import { type ReadState, toReadState } from '../../../domain/read-state';
import { useWatchedQuery } from '../../../lib/watched-query';
import { useSession } from '../../../session/session';
import { useChildMemberships } from '../../../shared/hooks/use-child-memberships';
import { useChildren } from '../../../shared/hooks/use-children';
import { useMyMemberships } from '../../../shared/hooks/use-my-memberships';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { useProfile } from '../../../shared/hooks/use-profile';

/**
 * The live reads of announcements (docs/team-life.md "Announcements"), each an allowed query
 * shape of firestore.rules: announcements/of-my-group (one group, or `in` chunks over groups of a
 * kind), announcementSeen/mine and announcementSeen/of-a-group-for-staff, each with a range on the
 * copied `postedAt`. Device cache first. Reads per screen: docs/PERFORMANCE.md "Reads that grow".
 */

/** newest first, one more than are shown: the one more says whether `Show more` has anything to show */
const newestFirst = (limit: number) => ({
  orderBy: [{ field: 'postedAt', direction: 'desc' as const }],
  limit: limit + 1,
});

export interface AnnouncementPage<T> {
  items: T[];
  /** there are more than `limit`: `Show more` */
  hasMore: boolean;
}

/** A team's or club's newest `limit` announcements, live. */
export function useGroupAnnouncements(group: GroupRef, limit: number): ReadState<AnnouncementPage<Announcement>> {
  const data = useSession()?.backend.data;
  const query = useWatchedQuery<QueryResult<DocData>>(
    announcementKeys.group(group, limit),
    data && group.id
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: announcementCollections.announcements,
              where: [
                { field: 'groupKind', op: '==', value: group.kind },
                { field: 'groupId', op: '==', value: group.id },
              ],
              ...newestFirst(limit),
            },
            onNext,
            onError,
          )
      : null,
  );
  return toReadState(query, (result) => {
    const all = result.docs.map(toAnnouncement).sort(byNewest);
    return { items: all.slice(0, limit), hasMore: all.length > limit };
  });
}

/** the groups of a kind whose announcements a chunked read covers, and its chunk size */
interface GroupPart {
  kind: GroupKind;
  ids: string[];
  chunkSize: number;
  /**
   * groups I only guard through a child: a refusal there (a child joined before guardian links
   * existed has none) leaves those out rather than failing my own groups' news
   */
  guarded: boolean;
}

function useAnnouncementsOf(parts: readonly GroupPart[], limit: number) {
  const data = useSession()?.backend.data;
  const live = parts.filter((part) => part.ids.length > 0);
  const keyParts = live.flatMap((part) => [`${part.kind}:${part.chunkSize}`, ...part.ids]);
  const lookups = live.map((part) => ({
    spec: {
      collection: announcementCollections.announcements,
      where: [{ field: 'groupKind', op: '==' as const, value: part.kind }],
      ...newestFirst(limit),
    },
    field: 'groupId',
    values: part.ids,
    chunkSize: part.chunkSize,
    optional: part.guarded,
  }));
  return useWatchedQuery<QueryResult<DocData>>(
    announcementKeys.mine(keyParts, limit),
    data && live.length > 0 ? (onNext, onError) => watchInEach(data, lookups, onNext, onError) : null,
  );
}

export interface MyAnnouncement {
  announcement: Announcement;
  /** the team's or club's name, as my (or my child's) membership carries it */
  groupName: string;
}

export type MyAnnouncements = AnnouncementPage<MyAnnouncement>;

const groupKey = (group: GroupRef) => `${group.kind}:${group.id}`;

/**
 * Every announcement of my teams and clubs and my children's (docs/team-life.md), the
 * newest `limit`, newest first. Groups I am in are read in chunks of 10 (4 for a claimed child),
 * groups I only guard through a child in chunks of guardedChunkFor.
 */
export function useMyAnnouncements(limit: number): ReadState<MyAnnouncements> {
  const session = useSession();
  const me = usePersonId();
  const myTeams = useMyMemberships('team');
  const myClubs = useMyMemberships('club');
  // only a Parent has children: nobody else pays for the list
  const profile = useProfile();
  const children = useChildren(isParent(profile.data?.doc?.data));
  const childIds = children.status === 'ready' ? children.value.map((child) => child.id) : [];
  const childTeams = useChildMemberships('team', childIds);
  const childClubs = useChildMemberships('club', childIds);

  const names = new Map<string, string>();
  const member = { team: new Set<string>(), club: new Set<string>() };
  const guarded = { team: new Set<string>(), club: new Set<string>() };
  const note = (kind: GroupKind, rows: readonly { data: MembershipRecord }[] | undefined, into: Set<string>) => {
    for (const { data } of rows ?? []) {
      const id = groupIdOf(kind, data);
      names.set(groupKey({ kind, id }), groupLabel(kind, data.groupName));
      into.add(id);
    }
  };
  note('team', myTeams.data?.docs, member.team);
  note('club', myClubs.data?.docs, member.club);
  note('team', childTeams.data?.docs, guarded.team);
  note('club', childClubs.data?.docs, guarded.club);
  const memberChunk = chunkFor({ uid: session?.user?.uid ?? '', personId: me ?? '', displayName: '' });
  const parts: GroupPart[] = (['team', 'club'] as const).flatMap((kind) => [
    { kind, ids: [...member[kind]].sort(), chunkSize: memberChunk, guarded: false },
    {
      kind,
      ids: [...guarded[kind]].filter((id) => !member[kind].has(id)).sort(),
      chunkSize: guardedChunkFor(
        { uid: session?.user?.uid ?? '', personId: me ?? '' },
        guardsBesideFirst(children, me),
      ),
      guarded: true,
    },
  ]);
  // once every group is known, so the key (and its listens) does not change as they arrive
  const groupsKnown =
    !!me &&
    !!myTeams.data &&
    !!myClubs.data &&
    profile.data !== undefined &&
    children.status === 'ready' &&
    (childIds.length === 0 || (!!childTeams.data && !!childClubs.data));
  const announcements = useAnnouncementsOf(groupsKnown ? parts : [], limit);

  const failed = [myTeams, myClubs, childTeams, childClubs, announcements].some((query) => query.isError);
  if (failed || profile.isError || children.status === 'failed') return { status: 'failed' };
  if (!groupsKnown) return { status: 'loading' };
  const anyGroup = parts.some((part) => part.ids.length > 0);
  if (anyGroup && !announcements.data) return { status: 'loading' };
  const all = (announcements.data?.docs ?? []).map(toAnnouncement).sort(byNewest);
  return {
    status: 'ready',
    value: {
      items: all.slice(0, limit).map((announcement) => ({
        announcement,
        groupName: names.get(groupKey(announcement.group)) ?? '',
      })),
      hasMore: all.length > limit,
    },
  };
}

/** The ids of the announcements I have marked seen, of those posted from `since` (null: none to read). */
export function useMySeenMarks(since: number | null): ReadState<Set<string>> {
  const data = useSession()?.backend.data;
  const me = usePersonId();
  const query = useWatchedQuery<QueryResult<DocData>>(
    announcementKeys.myMarks(me ?? '-', since ?? 0),
    data && me && since !== null
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: announcementCollections.seen,
              where: [
                { field: 'personId', op: '==', value: me },
                { field: 'postedAt', op: '>=', value: new Date(since) },
              ],
            },
            onNext,
            onError,
          )
      : null,
  );
  if (since === null) return me ? { status: 'ready', value: new Set() } : { status: 'loading' };
  return toReadState(query, (result) => new Set(result.docs.map((doc) => toSeenMark(doc).announcementId)));
}

/** Staff: who has marked each of a group's announcements posted from `since` seen (announcement id → person ids). */
export function useGroupSeenMarks(group: GroupRef, since: number | null, enabled: boolean) {
  const data = useSession()?.backend.data;
  const on = enabled && since !== null;
  const query = useWatchedQuery<QueryResult<DocData>>(
    announcementKeys.groupMarks(group, since ?? 0),
    data && on
      ? (onNext, onError) =>
          data.watchQuery(
            {
              collection: announcementCollections.seen,
              where: [
                { field: 'groupKind', op: '==', value: group.kind },
                { field: 'groupId', op: '==', value: group.id },
                { field: 'postedAt', op: '>=', value: new Date(since ?? 0) },
              ],
            },
            onNext,
            onError,
          )
      : null,
  );
  const state: ReadState<{ marks: Map<string, Set<string>>; ids: Map<string, string[]> }> = toReadState(
    query,
    (result) => {
      const marks = new Map<string, Set<string>>();
      const ids = new Map<string, string[]>();
      for (const doc of result.docs) {
        const mark = toSeenMark(doc);
        marks.set(mark.announcementId, (marks.get(mark.announcementId) ?? new Set()).add(mark.personId));
        ids.set(mark.announcementId, [...(ids.get(mark.announcementId) ?? []), doc.id]);
      }
      return { marks, ids };
    },
  );
  if (!on) return { status: 'ready', value: { marks: new Map(), ids: new Map() } } as typeof state;
  return state;
}
