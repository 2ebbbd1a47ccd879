import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, announcement, event, type RulesUser, WORLD } from '../../../assurance/contract/rules-world';
import { createLocalDataPort } from '../../../src/backend/local/local-data';
import { openTestBackend, seedDocs, setSession, type TestBackend } from '../../../assurance/local/local-test-kit';
import { type DataPort, type DocData, isDataError } from '../../../src/backend/ports';
import { type GuardianPlaces, type GuardianRow, groupReaders, type MemberRow } from './recipients';

/**
 * recipients ≡ rules (docs/notifications.md "Who is told"): the functions tell a group's readers,
 * computed by `groupReaders` because the Admin SDK passes no rules; the app shows the same
 * things to whomever firestore.rules lets read them. Over the permission world
 * (assurance/contract/rules-world.ts), for every team and club in it and every person in it,
 * `groupReaders` of the group's memberships and guardian links holds the person exactly when our
 * rules evaluator lets that person get an event of the team and an announcement of the team or
 * club. A person is a person id, as isMe reads one: whoever signs in with the account pointing at
 * it (a claimed child is their profile's id). A Child profile nobody has claimed yet is read as
 * its claimer would read it: an account pointing at it is added for this test alone.
 */

type World = Readonly<Record<string, DocData>>;
type GroupKind = 'team' | 'club';
interface Group {
  kind: GroupKind;
  id: string;
}

const collectionOf = (path: string) => path.slice(0, path.indexOf('/'));
const idOf = (path: string) => path.slice(path.indexOf('/') + 1);
const docsOf = (world: World, collection: string) =>
  Object.entries(world).filter(([path]) => collectionOf(path) === collection);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function groupsOf(world: World): Group[] {
  return [
    ...docsOf(world, 'teams').map(([path]) => ({ kind: 'team' as const, id: idOf(path) })),
    ...docsOf(world, 'clubs').map(([path]) => ({ kind: 'club' as const, id: idOf(path) })),
  ];
}

/** Each child profile's guardian places, as the functions read them. */
function placesOf(world: World): GuardianPlaces {
  const places = new Map<string, string[]>();
  for (const [path, data] of docsOf(world, 'users')) {
    const held = [data.guardian1, data.guardian2, data.guardian3].filter((id): id is string => typeof id === 'string');
    if (held.length > 0) places.set(idOf(path), held);
  }
  return places;
}

/** The group's memberships and guardian links, as the functions read them. */
function rowsOf(world: World, group: Group): { members: MemberRow[]; guardians: GuardianRow[] } {
  const key = group.kind === 'team' ? 'teamId' : 'clubId';
  const members = docsOf(world, `${group.kind}Memberships`)
    .filter(([, data]) => data[key] === group.id)
    .map(([, data]) => ({ personId: String(data.userId), parentId: text(data.parentId) }));
  const guardians = docsOf(world, `${group.kind}Guardians`)
    .filter(([, data]) => data[key] === group.id)
    .map(([, data]) => ({ parentId: String(data.parentId), viaChildId: String(data.viaChildId) }));
  return { members, guardians };
}

/** Every person id the world names: profiles, accounts' persons, members and guardians. */
function peopleOf(world: World): string[] {
  const people = new Set<string>();
  for (const [path, data] of Object.entries(world)) {
    const collection = collectionOf(path);
    if (collection === 'users') people.add(idOf(path));
    if (collection === 'accounts' && text(data.personId)) people.add(String(data.personId));
    if (collection.endsWith('Memberships') && text(data.userId)) people.add(String(data.userId));
    if (collection.endsWith('Guardians') && text(data.parentId)) people.add(String(data.parentId));
  }
  return [...people].sort();
}

/** Who signs in as each person: the account pointing at them, or (unclaimed) one made to claim them. */
function signInsOf(world: World, people: readonly string[]) {
  const claimers: Record<string, DocData> = {};
  const who = new Map<string, RulesUser>();
  for (const personId of people) {
    const pointing = docsOf(world, 'accounts').find(([, data]) => data.personId === personId);
    const uid = pointing ? idOf(pointing[0]) : `claimer-${personId}`;
    if (!pointing) claimers[`accounts/${uid}`] = account(personId);
    who.set(personId, { uid, email: `${uid}@example.com`, emailVerified: true });
  }
  return { claimers, who };
}

/** What each group's readers are asked to read: an event of each team, an announcement of each group. */
function readablesOf(groups: readonly Group[]) {
  const docs: Record<string, DocData> = {};
  const paths = new Map<string, string[]>();
  for (const group of groups) {
    const announcementPath = `announcements/rr-${group.kind}-${group.id}`;
    docs[announcementPath] = announcement(group.kind, group.id);
    const eventPath = `events/rr-${group.id}`;
    if (group.kind === 'team') docs[eventPath] = event(group.id);
    paths.set(`${group.kind}/${group.id}`, group.kind === 'team' ? [eventPath, announcementPath] : [announcementPath]);
  }
  return { docs, paths };
}

/** Does the evaluator let the signed-in person get the document? (Any other error fails the test.) */
async function mayGet(data: DataPort, path: string): Promise<boolean> {
  try {
    await data.get(collectionOf(path), idOf(path));
    return true;
  } catch (error) {
    if (isDataError(error, 'permission-denied')) return false;
    throw error;
  }
}

interface Pair {
  group: string;
  personId: string;
  recipient: boolean;
  /** the rules' verdict for each document of the group */
  reads: Record<string, boolean>;
}

/** Every (person, group) pair of `world`, with `groupReaders`' answer and the rules'. */
async function judge(world: World): Promise<Pair[]> {
  const groups = groupsOf(world);
  const people = peopleOf(world);
  const { claimers, who } = signInsOf(world, people);
  const readables = readablesOf(groups);
  const t: TestBackend = await openTestBackend();
  try {
    await seedDocs(t.db, { ...world, ...claimers, ...readables.docs });
    const pairs: Pair[] = [];
    for (const personId of people) {
      await setSession(t.db, who.get(personId) ?? null);
      // a port per person: nothing read as one person is cached for the next
      const data = createLocalDataPort(t.db);
      for (const group of groups) {
        const key = `${group.kind}/${group.id}`;
        const { members, guardians } = rowsOf(world, group);
        const reads: Record<string, boolean> = {};
        for (const path of readables.paths.get(key) ?? []) reads[path] = await mayGet(data, path);
        pairs.push({
          group: key,
          personId,
          recipient: groupReaders(members, guardians, placesOf(world)).includes(personId),
          reads,
        });
      }
    }
    return pairs;
  } finally {
    await t.cleanup();
  }
}

const agrees = (pair: Pair) => Object.values(pair.reads).every((allowed) => allowed === pair.recipient);
const describePair = (pair: Pair) =>
  `${pair.personId} in ${pair.group}: groupReaders ${pair.recipient ? 'names them' : 'leaves them out'}, the rules ${Object.entries(
    pair.reads,
  )
    .map(([path, allowed]) => `${allowed ? 'allow' : 'refuse'} ${path}`)
    .join(', ')}`;

describe('recipients ≡ rules', () => {
  let pairs: Pair[] = [];
  beforeAll(async () => {
    pairs = await judge(WORLD);
  }, 120_000);
  afterAll(() => {
    const agreeing = pairs.filter(agrees).length;
    console.log(`recipients ≡ rules: ${agreeing} of ${pairs.length} (person, group) pairs agree`);
  });

  it('over the permission world, a person is a recipient exactly when the rules let them read', () => {
    expect(pairs.filter((pair) => !agrees(pair)).map(describePair)).toEqual([]);
  });

  it('judges every team and club against every person, with readers and non-readers in each kind', () => {
    const groups = new Set(pairs.map((pair) => pair.group));
    expect([...groups].filter((group) => group.startsWith('team/')).length).toBeGreaterThanOrEqual(3);
    expect([...groups].filter((group) => group.startsWith('club/')).length).toBeGreaterThanOrEqual(2);
    for (const kind of ['team/', 'club/']) {
      const ofKind = pairs.filter((pair) => pair.group.startsWith(kind));
      expect(ofKind.some((pair) => pair.recipient)).toBe(true);
      expect(ofKind.some((pair) => !pair.recipient)).toBe(true);
    }
    // the world's hard cases: a claimed child (their profile's id), a guardian, a parent without a link
    const t1 = (personId: string) => pairs.find((pair) => pair.group === 'team/t1' && pair.personId === personId);
    expect(t1('childQ')?.recipient).toBe(true);
    expect(t1('guardianG')?.recipient).toBe(true);
    expect(t1('parentP')?.recipient).toBe(false);
    expect(t1('claimedQ')).toBeUndefined();
  });

  it('a guardian whose links are gone is no recipient, though the membership still names them', async () => {
    const world = { ...WORLD };
    delete (world as Record<string, DocData>)['teamGuardians/t1_guardianG'];
    delete (world as Record<string, DocData>)['clubGuardians/c1_guardianG'];
    const unlinked = await judge(world);
    expect(unlinked.filter((pair) => !agrees(pair)).map(describePair)).toEqual([]);
    expect(unlinked.some((pair) => pair.personId === 'guardianG' && pair.recipient)).toBe(false);
    console.log(
      `recipients ≡ rules, the guardian links gone: ${unlinked.filter(agrees).length} of ${unlinked.length} (person, group) pairs agree`,
    );
  }, 120_000);

  it('a second guardian in a place is a recipient; one removed from it, whose link stayed, is not', async () => {
    const world: Record<string, DocData> = {
      ...WORLD,
      // strangerS holds place 1 of childG; deeD held place 2 and was removed, their link left behind
      'users/childG': { ...WORLD['users/childG'], guardian1: 'strangerS' },
      'teamGuardians/t1_strangerS': { teamId: 't1', parentId: 'strangerS', viaChildId: 'childG' },
      'clubGuardians/c1_strangerS': { clubId: 'c1', parentId: 'strangerS', viaChildId: 'childG' },
      'teamGuardians/t1_deeD': { teamId: 't1', parentId: 'deeD', viaChildId: 'childG' },
    };
    const guarded = await judge(world);
    expect(guarded.filter((pair) => !agrees(pair)).map(describePair)).toEqual([]);
    const t1 = (personId: string) => guarded.find((pair) => pair.group === 'team/t1' && pair.personId === personId);
    expect(t1('strangerS')?.recipient).toBe(true);
    expect(t1('deeD')?.recipient).toBe(false);
  }, 120_000);
});
