import { queryIn } from '../../backend/chunked-lookups';
import type { DataPort, Filter } from '../../backend/ports';
import type { PartsOf, Under } from '../schema/belongings';
import type { CollectionName } from '../schema/collections';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import type { GroupKind } from '../groups/group-types';

/**
 * How the device finds what belongs to a document it deletes (docs/architecture.md "What belongs
 * to what"). The schema says what belongs to what (src/domain/schema/belongings.ts); this table
 * says only how to look for each part, through a query shape the rules allow, time-boxed and
 * answered from the device's copy when the server is silent. The type checker asks for a finder
 * for every new part of an event, a team or a club; find-parts.test.ts holds each finder's owner
 * and field, and the order of a group's delete, to the registry. (The registry itself stays out
 * of the app: the device needs only this much of it.)
 */

/** The club or team the deleted documents sit in: every part's query names it, as the rules ask. */
export interface PartScope {
  kind: GroupKind;
  groupId: string;
}

/** The ids of what a delete takes along, by collection. */
export type PartIds<C extends CollectionName> = { readonly [K in C]: readonly string[] };

/** A club's or team's squad: its delete plans those itself, in the order the rules need (cascades-delete.ts). */
export type SquadCollection = 'teamMemberships' | 'clubMemberships' | 'teamGuardians' | 'clubGuardians';

/** What hangs under a club or team besides its squad. */
export type GroupLifeCollection = Exclude<Under<'teams'> | Under<'clubs'>, SquadCollection>;
export type GroupLife = PartIds<GroupLifeCollection>;
export type EventParts = PartIds<PartsOf<'events'>>;

interface Finder {
  /** what the part belongs to in a delete (the registry's `to`) and the field that names it (its `by`) */
  readonly owner: CollectionName;
  readonly by: string;
  /**
   * The ids of the part's documents in the group whose `by` names one of `owners`, or of all of
   * them in the group when `owners` is `all`.
   */
  find(data: DataPort, scope: PartScope, owners: readonly string[] | 'all', by: string): Promise<string[]>;
}

const options = { timeoutMs: LOOKUP_TIMEOUT_MS };
const ofGroup = ({ kind, groupId }: PartScope): Filter[] => [
  { field: 'groupKind', op: '==', value: kind },
  { field: 'groupId', op: '==', value: groupId },
];
const ofTeam = ({ groupId }: PartScope): Filter[] => [{ field: 'teamId', op: '==', value: groupId }];

/** One query in the group; given owners, only the documents that name one of them. */
function inGroup(
  collection: CollectionName,
  where: (scope: PartScope) => Filter[],
  owner: CollectionName,
  by: string,
): Finder {
  return {
    owner,
    by,
    async find(data, scope, owners, by) {
      if (owners !== 'all' && owners.length === 0) return [];
      const { docs } = await data.query({ collection, where: where(scope) }, options);
      const named = owners === 'all' ? null : new Set(owners);
      return docs.filter((doc) => named === null || named.has(String(doc.data[by]))).map((doc) => doc.id);
    },
  };
}

/** `by in owners` beside the group's filter, in chunks of 10 (a list the rules judge per value). */
function ofOwners(
  collection: CollectionName,
  where: (scope: PartScope) => Filter[],
  owner: CollectionName,
  by: string,
): Finder {
  return {
    owner,
    by,
    async find(data, scope, owners, by) {
      if (owners === 'all' || owners.length === 0) return [];
      const spec = { collection, where: where(scope) };
      return (await queryIn(data, { spec, field: by, values: owners }, options)).docs.map((doc) => doc.id);
    },
  };
}

/** A part whose id is its owner's: deleted blind, never read (the rules allow deleting a missing one). */
const sameId = (owner: CollectionName): Finder => ({
  owner,
  by: 'id',
  async find(_data, _scope, owners) {
    return owners === 'all' ? [] : [...owners];
  },
});

/** Each part's finder, with the permission table's row it reads through. */
export const FINDERS: { readonly [C in GroupLifeCollection | PartsOf<'events'>]: Finder } = {
  // row events/of-my-team
  events: inGroup('events', ofTeam, 'teams', 'teamId'),
  // rows eventAnswers/of-an-event and eventAnswerNotes/of-an-event-for-staff
  eventAnswers: ofOwners('eventAnswers', ofTeam, 'events', 'eventId'),
  eventAnswerNotes: ofOwners('eventAnswerNotes', ofTeam, 'events', 'eventId'),
  eventAttendance: sameId('events'),
  // rows announcements/of-my-group and announcementSeen/of-a-group-for-staff
  announcements: inGroup('announcements', ofGroup, 'teams', 'groupId'),
  announcementSeen: inGroup('announcementSeen', ofGroup, 'announcements', 'announcementId'),
};

/** An event's parts, in the registry's order (find-parts.test.ts holds it to `partsOf('events')`). */
export const EVENT_PARTS = [
  'eventAnswers',
  'eventAnswerNotes',
  'eventAttendance',
] as const satisfies readonly PartsOf<'events'>[];

/**
 * What a club's or team's delete takes besides its squad, deepest first: the order it goes in
 * (find-parts.test.ts holds it to `collectionsUnder`).
 */
export const GROUP_LIFE: Record<GroupKind, readonly GroupLifeCollection[]> = {
  team: ['eventAnswers', 'eventAnswerNotes', 'eventAttendance', 'announcementSeen', 'events', 'announcements'],
  club: ['announcementSeen', 'announcements'],
};

/** A life with nothing in it. */
export const NO_LIFE = Object.fromEntries(
  GROUP_LIFE.team.map((collection) => [collection, []]),
) as unknown as GroupLife;

/** The parts of these events of a team, by collection (a read that fails leaves its part empty). */
export async function findEventParts(data: DataPort, teamId: string, eventIds: readonly string[]): Promise<EventParts> {
  const scope: PartScope = { kind: 'team', groupId: teamId };
  const found = await Promise.all(
    EVENT_PARTS.map((collection) =>
      FINDERS[collection].find(data, scope, eventIds, FINDERS[collection].by).catch((): string[] => []),
    ),
  );
  return Object.fromEntries(EVENT_PARTS.map((collection, i) => [collection, found[i]])) as unknown as EventParts;
}

/**
 * Everything under a club or team besides its squad, by collection: shallowest first, each part
 * of the group found in the group, each deeper part through the ids found of what it belongs to.
 */
export async function findGroupLife(data: DataPort, kind: GroupKind, groupId: string): Promise<GroupLife> {
  const scope: PartScope = { kind, groupId };
  const found = new Map<CollectionName, string[]>();
  for (const collection of [...GROUP_LIFE[kind]].reverse()) {
    const { owner, by, find } = FINDERS[collection];
    found.set(collection, await find(data, scope, found.get(owner) ?? 'all', by));
  }
  return { ...NO_LIFE, ...Object.fromEntries(found) };
}
