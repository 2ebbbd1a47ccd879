import { queryIn } from '../../backend/chunked-lookups';
import type { DataPort, Filter } from '../../backend/ports';
import { collectionsUnder, type PartsOf, partsOf, type Under } from '../schema/belongings';
import { type CollectionName, schema } from '../schema/collections';
import type { Belonging } from '../schema/schema-kit';
import { LOOKUP_TIMEOUT_MS } from '../groups/group-lookups';
import { type GroupKind, groupCollections } from '../groups/group-types';

/**
 * How the device finds what belongs to a document it deletes (docs/architecture.md "What belongs
 * to what"). The schema says what belongs to what (src/domain/schema/belongings.ts); this table
 * says only how to look for each part, through a query shape the rules allow, time-boxed and
 * answered from the device's copy when the server is silent. The type checker asks for a finder
 * for every new part of an event, a team or a club.
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
const SQUAD: readonly SquadCollection[] = ['teamMemberships', 'clubMemberships', 'teamGuardians', 'clubGuardians'];

/** What hangs under a club or team besides its squad. */
export type GroupLifeCollection = Exclude<Under<'teams'> | Under<'clubs'>, SquadCollection>;
export type GroupLife = PartIds<GroupLifeCollection>;
export type EventParts = PartIds<PartsOf<'events'>>;

interface Finder {
  /**
   * The ids of the part's documents in the group whose field `by` (the schema's) names one of
   * `owners`, or of all of them in the group when `owners` is `all`.
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
function inGroup(collection: CollectionName, where: (scope: PartScope) => Filter[]): Finder {
  return {
    async find(data, scope, owners, by) {
      if (owners !== 'all' && owners.length === 0) return [];
      const { docs } = await data.query({ collection, where: where(scope) }, options);
      const named = owners === 'all' ? null : new Set(owners);
      return docs.filter((doc) => named === null || named.has(String(doc.data[by]))).map((doc) => doc.id);
    },
  };
}

/** `by in owners` beside the group's filter, in chunks of 10 (a list the rules judge per value). */
function ofOwners(collection: CollectionName, where: (scope: PartScope) => Filter[]): Finder {
  return {
    async find(data, scope, owners, by) {
      if (owners === 'all') throw new Error(`${collection} is found through its owners`);
      if (owners.length === 0) return [];
      const spec = { collection, where: where(scope) };
      return (await queryIn(data, { spec, field: by, values: owners }, options)).docs.map((doc) => doc.id);
    },
  };
}

/** A part whose id is its owner's: deleted blind, never read (the rules allow deleting a missing one). */
const sameId: Finder = {
  async find(_data, _scope, owners) {
    return owners === 'all' ? [] : [...owners];
  },
};

/** Each part's finder, with the permission table's row it reads through. */
const FINDERS: { readonly [C in GroupLifeCollection | PartsOf<'events'>]: Finder } = {
  // row events/of-my-team
  events: inGroup('events', ofTeam),
  // rows eventAnswers/of-an-event and eventAnswerNotes/of-an-event-for-staff
  eventAnswers: ofOwners('eventAnswers', ofTeam),
  eventAnswerNotes: ofOwners('eventAnswerNotes', ofTeam),
  eventAttendance: sameId,
  // rows announcements/of-my-group and announcementSeen/of-a-group-for-staff
  announcements: inGroup('announcements', ofGroup),
  announcementSeen: inGroup('announcementSeen', ofGroup),
};

/** The finder of a part, or an error naming a part declared in the schema that has none. */
function finderOf(collection: CollectionName): Finder {
  const finder = (FINDERS as Partial<Record<CollectionName, Finder>>)[collection];
  if (!finder) throw new Error(`${collection} belongs to something deletable but has no finder in find-parts.ts`);
  return finder;
}

/** The parts of these events of a team, by collection (a read that fails leaves its part empty). */
export async function findEventParts(data: DataPort, teamId: string, eventIds: readonly string[]): Promise<EventParts> {
  const scope: PartScope = { kind: 'team', groupId: teamId };
  const entries = await Promise.all(
    partsOf('events').map(async ({ collection, belonging }) => {
      const ids = await finderOf(collection)
        .find(data, scope, eventIds, belonging.by)
        .catch((): string[] => []);
      return [collection, ids] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as EventParts;
}

/** The collections of a group's life, deepest first: the order its delete goes in. */
export const groupLifeCollections = (kind: GroupKind): GroupLifeCollection[] =>
  collectionsUnder(groupCollections[kind].groups).filter(
    (collection): collection is GroupLifeCollection => !(SQUAD as readonly CollectionName[]).includes(collection),
  );

/** A life with nothing in it. */
export const NO_LIFE = Object.fromEntries(
  [...groupLifeCollections('team'), ...groupLifeCollections('club')].map((collection) => [collection, []]),
) as unknown as GroupLife;

/**
 * Everything under a club or team besides its squad, by collection: the group's own parts, all
 * found in the group, then each deeper part through the ids found of what it belongs to.
 */
export async function findGroupLife(data: DataPort, kind: GroupKind, groupId: string): Promise<GroupLife> {
  const scope: PartScope = { kind, groupId };
  const root: CollectionName = groupCollections[kind].groups;
  const pending: CollectionName[] = groupLifeCollections(kind);
  // what each part belongs to in this delete: the group, or another part of it
  const owners = new Map(
    pending.map((collection) => {
      const belonging = (schema[collection].belongsTo as readonly Belonging[]).find(
        (each) => each.outlives === undefined && (each.to === root || pending.includes(each.to as CollectionName)),
      ) as Belonging;
      return [collection, belonging] as const;
    }),
  );
  const found = new Map<string, string[]>();
  while (pending.length > 0) {
    const ready = pending.filter((collection) => {
      const owner = owners.get(collection)?.to;
      return owner === root || (owner !== undefined && found.has(owner));
    });
    if (ready.length === 0) throw new Error(`${pending.join(', ')}: what they belong to is not under ${root}`);
    await Promise.all(
      ready.map(async (collection) => {
        const { to, by } = owners.get(collection) as Belonging;
        const ofOwner = to === root ? 'all' : (found.get(to) ?? []);
        found.set(collection, await finderOf(collection).find(data, scope, ofOwner, by));
      }),
    );
    for (const collection of ready) pending.splice(pending.indexOf(collection), 1);
  }
  return { ...NO_LIFE, ...Object.fromEntries(found) };
}
