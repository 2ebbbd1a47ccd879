import { seededRandom } from '../rules/rules-mutants';
import { DOCUMENT_ID, type DocData, type Filter, type QuerySpec, type WriteOp } from '../../src/backend/ports';
import { assertQueryConstraints } from '../../src/backend/query-constraints';
import { assertQueryIndexed } from '../../src/backend/query-indexes';
import { SHAPE_CASES } from './permission-cases/query-shapes';
import { ACTOR_NAMES, ACTORS, type ActorName, personIdOf } from './rules-differential-actors';
import {
  ANNOUNCEMENTS,
  brief,
  CLUBS,
  CODES,
  EMAILS,
  EVENTS,
  FORMAT_FIELDS,
  FORMAT_STRINGS,
  ID_FIELDS,
  ODD_STRINGS,
  PEOPLE,
  pick,
  pickSome,
  type Random,
  stringsAround,
  TEAMS,
  textLimitsOf,
  WRONG_TYPES,
} from './rules-differential-values';
import { WRITE_TEMPLATES } from './rules-differential-writes';
import { childProfile, ids, POSTED, type RulesUser, STARTED, STARTS, WORLD } from './rules-world';

/**
 * The rules differential's requests: a seeded, pure generator of gets,
 * queries, writes and small batches over WORLD (rules-world.ts), by every kind of actor, with
 * values near the edges. rules-differential.emulator.test.ts has each judged by the local
 * evaluator and by Google's Firestore emulator, and compares the verdicts.
 */

export type DiffRequest = { n: number; as: ActorName; note: string } & (
  | { kind: 'get'; path: string }
  | { kind: 'query'; query: QuerySpec }
  | { kind: 'write'; ops: WriteOp[] }
);

export const DEFAULT_SEED = 20260730;

/** parentP's children beyond WORLD's: with childC, childD and childQ, twelve (a query of 10 reaches the read limits). */
export const MORE_CHILDREN = ids('kin', 9);
const PARENTS_CHILDREN = ['childC', 'childD', 'childQ', ...MORE_CHILDREN];

/** What both engines hold before every request: WORLD, and parentP's further children. */
export const DIFFERENTIAL_WORLD: Readonly<Record<string, DocData>> = {
  ...WORLD,
  ...Object.fromEntries(MORE_CHILDREN.map((id) => [`users/${id}`, childProfile(`${id}@example.com`, 'parentP')])),
};

/** `count` requests from `seed`: the same seed, the same requests. */
export function generateRequests(seed: number, count: number): DiffRequest[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, n) => {
    const roll = random();
    if (roll < 0.28) return getRequest(n, random);
    if (roll < 0.58) return queryRequest(n, random);
    return writeRequest(n, random);
  });
}

// ---- gets -------------------------------------------------------------------------------------

const WORLD_PATHS = Object.keys(DIFFERENTIAL_WORLD);

const MISSING_PATHS: ((random: Random) => string)[] = [
  (random) => `users/${pick(random, PEOPLE)}`,
  (random) => `accounts/${pick(random, PEOPLE)}`,
  (random) => `emails/${pick(random, EMAILS)}`,
  (random) => `clubs/${pick(random, CLUBS)}`,
  (random) => `teams/${pick(random, TEAMS)}`,
  (random) => `clubMemberships/${pick(random, CLUBS)}_${pick(random, PEOPLE)}`,
  (random) => `teamMemberships/${pick(random, TEAMS)}_${pick(random, PEOPLE)}`,
  (random) => `${pick(random, ['clubMemberships', 'teamMemberships'])}/${pick(random, [...CLUBS, ...TEAMS])}`,
  (random) => `events/${pick(random, EVENTS)}`,
  (random) => `eventAnswers/${pick(random, EVENTS)}_${pick(random, PEOPLE)}`,
  (random) => `eventAnswerNotes/${pick(random, EVENTS)}_${pick(random, PEOPLE)}`,
  (random) => `eventAttendance/${pick(random, EVENTS)}`,
  (random) => `teamGuardians/${pick(random, TEAMS)}_${pick(random, PEOPLE)}`,
  (random) => `clubGuardians/${pick(random, CLUBS)}_${pick(random, PEOPLE)}`,
  (random) => `announcements/${pick(random, ANNOUNCEMENTS)}`,
  (random) => `announcementSeen/${pick(random, ANNOUNCEMENTS)}_${pick(random, PEOPLE)}`,
  (random) => `joinCodes/${pick(random, CODES)}`,
];

function getRequest(n: number, random: Random): DiffRequest {
  const path = random() < 0.5 ? pick(random, WORLD_PATHS) : pick(random, MISSING_PATHS)(random);
  return { n, as: pick(random, ACTOR_NAMES), note: '', kind: 'get', path };
}

// ---- queries ----------------------------------------------------------------------------------

const eq = (field: string, value: unknown): Filter => ({ field, op: '==', value });
const oneOrIn = (random: Random, field: string, pool: readonly string[]): Filter =>
  random() < 0.6
    ? eq(field, pick(random, pool))
    : { field, op: 'in', value: pickSome(random, pool, 1 + Math.floor(random() * 10)) };
const since = (random: Random, field: string): Filter => ({
  field,
  op: pick(random, ['>=', '>', '<'] as const),
  value: pick(random, [STARTED, STARTS, POSTED, new Date('2000-01-01T00:00:00.000Z')]),
});

/** People to filter on: often the asker (by uid and person id) or a parent's children, else anyone. */
function peopleFor(random: Random, as: ActorName): readonly string[] {
  const roll = random();
  if (roll < 0.4) return [...new Set([personIdOf(as), ACTORS[as]?.uid ?? 'nobodyN'])];
  if (roll < 0.6 && as === 'parent') return PARENTS_CHILDREN;
  return PEOPLE;
}

/** The queries the app makes (docs/QUERIES.md), with other values. */
const APP_QUERIES: ((random: Random, as: ActorName) => QuerySpec)[] = [
  (random, as) => ({ collection: 'users', where: [oneOrIn(random, 'linkedParentId', peopleFor(random, as))] }),
  (random, as) => ({
    collection: 'users',
    where: [eq('linkedParentId', pick(random, peopleFor(random, as))), eq('role', 'Child')],
  }),
  (random) => ({
    collection: 'users',
    where: [eq('role', 'Child'), eq('uid', null), eq(pick(random, ['emailLower', 'email']), pick(random, EMAILS))],
  }),
  (random, as) => ({
    collection: pick(random, ['clubMemberships', 'teamMemberships']),
    where: [oneOrIn(random, 'userId', peopleFor(random, as))],
  }),
  (random) => ({ collection: 'clubMemberships', where: [oneOrIn(random, 'clubId', CLUBS)] }),
  (random) => ({ collection: 'teamMemberships', where: [oneOrIn(random, 'teamId', TEAMS)] }),
  (random) => ({ collection: 'teams', where: [oneOrIn(random, 'clubId', CLUBS)] }),
  (random) => ({
    collection: 'events',
    where: [oneOrIn(random, 'teamId', TEAMS), since(random, 'startsAt')],
    orderBy: [{ field: 'startsAt', direction: pick(random, ['asc', 'desc'] as const) }],
    limit: pick(random, [0, 1, 50]) || undefined,
  }),
  (random, as) => ({
    collection: 'eventAnswers',
    where: [eq('personId', pick(random, peopleFor(random, as))), since(random, 'startsAt')],
  }),
  (random) => ({
    collection: pick(random, ['eventAnswers', 'eventAnswerNotes']),
    where: [eq('teamId', pick(random, TEAMS)), eq('eventId', pick(random, EVENTS))],
  }),
  (random) => ({
    collection: 'announcements',
    where: [eq('groupKind', pick(random, ['team', 'club'])), oneOrIn(random, 'groupId', [...TEAMS, ...CLUBS])],
    orderBy: [{ field: 'postedAt', direction: 'desc' }],
    limit: pick(random, [0, 20]) || undefined,
  }),
  (random, as) => ({
    collection: 'announcementSeen',
    where: [eq('personId', pick(random, peopleFor(random, as))), since(random, 'postedAt')],
  }),
  (random) => ({
    collection: 'announcementSeen',
    where: [eq('groupKind', pick(random, ['team', 'club'])), eq('groupId', pick(random, [...TEAMS, ...CLUBS]))],
  }),
  (random, as) => ({
    collection: pick(random, ['teamGuardians', 'clubGuardians']),
    where: [eq('parentId', pick(random, peopleFor(random, as)))],
  }),
  (random) => ({
    collection: pick(random, ['clubs', 'teams']),
    where: [oneOrIn(random, DOCUMENT_ID, [...CLUBS, ...TEAMS])],
  }),
];

/** The actor a table case's user is, if WORLD's actors include them. */
function actorOf(user: RulesUser | null): ActorName | undefined {
  return ACTOR_NAMES.find((name) => {
    const actor = ACTORS[name];
    return actor === null || user === null
      ? actor === user
      : actor.uid === user.uid && actor.email === user.email && actor.emailVerified === user.emailVerified;
  });
}

/** The query cases of the permission table that need nothing beyond WORLD, with their askers. */
const TABLE_QUERIES = SHAPE_CASES.flatMap((each) => {
  const as = actorOf(each.as);
  return as && !each.extra ? [{ as, query: each.query }] : [];
});

/** A filter's value changed to another of its kind (an id for an id, anything else otherwise). */
function otherValue(random: Random, filter: Filter): Filter {
  const pool: readonly unknown[] =
    ID_FIELDS[filter.field] ?? (filter.field === DOCUMENT_ID ? [...CLUBS, ...TEAMS] : ANY_VALUES);
  if (filter.op === 'in')
    return {
      ...filter,
      value: pickSome(
        random,
        pool.filter((value) => value !== null),
        1 + Math.floor(random() * 10),
      ),
    };
  if (filter.op === '==') return { ...filter, value: pick(random, pool) };
  return filter;
}

const COLLECTIONS = [...new Set(WORLD_PATHS.map((path) => path.split('/')[0] ?? ''))];
const ANY_VALUES: readonly unknown[] = [
  ...PEOPLE,
  ...TEAMS,
  ...CLUBS,
  'Child',
  'Parent',
  'team',
  'club',
  '',
  null,
  0,
  true,
  STARTS,
];

/** A random query on a collection of WORLD: one or two filters on fields its documents hold. */
function randomQuery(random: Random): QuerySpec {
  const collection = pick(random, COLLECTIONS);
  const fields = [
    ...new Set(
      WORLD_PATHS.filter((path) => path.startsWith(`${collection}/`)).flatMap((path) =>
        Object.keys(DIFFERENTIAL_WORLD[path] ?? {}),
      ),
    ),
  ];
  const filters = Array.from({ length: 1 + Math.floor(random() * 2) }, (): Filter => {
    const field = pick(random, fields);
    const roll = random();
    if (roll < 0.6) return eq(field, pick(random, ANY_VALUES));
    if (roll < 0.85) {
      const values = ANY_VALUES.filter((value) => value !== null);
      return { field, op: 'in', value: pickSome(random, values, 1 + Math.floor(random() * 6)) };
    }
    return { field, op: pick(random, ['<', '<=', '>', '>='] as const), value: pick(random, [STARTS, 'm', 1, true]) };
  });
  return { collection, where: filters };
}

/** The query, or a narrower one the port serves (Firestore's shapes and declared indexes), or null. */
function servable(made: QuerySpec): QuerySpec | null {
  const spec = { ...made };
  if (spec.limit === undefined) delete spec.limit;
  const tries: QuerySpec[] = [
    spec,
    {
      collection: spec.collection,
      where: (spec.where ?? []).filter((filter) => filter.op === '==' || filter.op === 'in'),
    },
  ];
  for (const each of tries) {
    try {
      assertQueryConstraints(each);
      assertQueryIndexed(each);
      if ((each.where ?? []).length > 0) return each;
    } catch {}
  }
  return null;
}

/** A query of the table (its asker, or another; a value changed or not), one the app makes, or a random one. */
function madeQuery(random: Random): { as: ActorName; query: QuerySpec; note: string } {
  const roll = random();
  if (roll < 0.4) {
    const base = pick(random, TABLE_QUERIES);
    const as = random() < 0.25 ? pick(random, ACTOR_NAMES) : base.as;
    const filters = base.query.where ?? [];
    if (random() < 0.3 && filters.length > 0) {
      const at = Math.floor(random() * filters.length);
      const where = filters.map((filter, i) => (i === at ? otherValue(random, filter) : filter));
      return { as, query: { ...base.query, where }, note: 'a table query, a value changed' };
    }
    return { as, query: base.query, note: 'a table query' };
  }
  const as = pick(random, ACTOR_NAMES);
  if (roll < 0.8) return { as, query: pick(random, APP_QUERIES)(random, as), note: 'an app query' };
  return { as, query: randomQuery(random), note: 'a random query' };
}

function queryRequest(n: number, random: Random): DiffRequest {
  for (;;) {
    const made = madeQuery(random);
    const query = servable(made.query);
    if (query) return { n, as: made.as, note: made.note, kind: 'query', query };
  }
}

// ---- writes -----------------------------------------------------------------------------------

function writeRequest(n: number, random: Random): DiffRequest {
  const first = pick(random, WRITE_TEMPLATES);
  let { as, ops } = first.make(n, random);
  const notes = [first.name];
  if (random() < 0.25) {
    const size = 2 + Math.floor(random() * 3);
    for (let tries = 0; tries < 12 && ops.length < size; tries++) {
      const next = pick(random, WRITE_TEMPLATES);
      const made = next.make(n, random);
      const paths = new Set(ops.map(pathOf));
      if (
        (made.as !== as && tries < 8) ||
        ops.length + made.ops.length > 4 ||
        made.ops.some((op) => paths.has(pathOf(op)))
      )
        continue;
      ops = [...ops, ...made.ops];
      notes.push(next.name);
    }
  }
  if (random() < 0.25) as = pick(random, ACTOR_NAMES);
  if (random() < 0.55) {
    const mutated = mutate(ops, random);
    ops = mutated.ops;
    if (mutated.note) notes.push(mutated.note);
  }
  return { n, as, note: notes.join('; '), kind: 'write', ops };
}

export const pathOf = (op: WriteOp) => `${op.collection}/${op.id}`;

/** One change of one written value: an edge string, an odd string, a missing field, a wrong type, another id, an extra field. */
function mutate(ops: WriteOp[], random: Random): { ops: WriteOp[]; note: string } {
  const writable = ops.flatMap((op, index) => (op.kind === 'delete' ? [] : [index]));
  if (writable.length === 0) return { ops, note: '' };
  const index = pick(random, writable);
  const op = ops[index] as Extract<WriteOp, { data: DocData }>;
  const data: DocData = { ...op.data };
  const keys = Object.keys(data);
  const limits = textLimitsOf(op.collection);
  const limited = Object.keys(limits);
  const ids = keys.filter((key) => key in ID_FIELDS);
  const strings = keys.filter((key) => typeof data[key] === 'string');
  const roll = random();
  let note: string;
  if (roll < 0.4 && limited.length > 0) {
    const field = pick(random, limited);
    const edge = pick(random, stringsAround(limits[field] ?? 0));
    data[field] = edge.value;
    note = `${field}: ${edge.note}`;
  } else if (roll < 0.47 && keys.some((key) => FORMAT_FIELDS.includes(key))) {
    const field = pick(
      random,
      keys.filter((key) => FORMAT_FIELDS.includes(key)),
    );
    const near = pick(random, FORMAT_STRINGS);
    data[field] = near.value;
    note = `${field}: ${near.note}`;
  } else if (roll < 0.53 && strings.length > 0) {
    const field = pick(random, strings);
    const odd = pick(random, ODD_STRINGS);
    data[field] = odd.value;
    note = `${field}: ${odd.note}`;
  } else if (roll < 0.62 && keys.length > 1) {
    const field = pick(random, keys);
    delete data[field];
    note = `without ${field}`;
  } else if (roll < 0.82 && ids.length > 0) {
    const field = pick(random, ids);
    data[field] = pick(random, ID_FIELDS[field] ?? PEOPLE);
    note = `${field}: ${brief(data[field])}`;
  } else if (roll < 0.95 && keys.length > 0) {
    const field = pick(random, keys);
    const wrong = pick(random, WRONG_TYPES);
    data[field] = wrong.value;
    note = `${field}: ${wrong.note}`;
  } else {
    const [field, value] = pick(random, [
      ['colour', 'red'],
      ['zzz', 1],
      ['role', 'owner'],
    ] as const);
    data[field] = value;
    note = `${field}: ${brief(value)}`;
  }
  const changed = ops.slice();
  changed[index] = { ...op, data };
  return { ops: changed, note: `${pathOf(op)} ${note}` };
}

// ---- how a request reads in a report --------------------------------------------------------

function describeFilter(filter: Filter): string {
  return `${filter.field} ${filter.op} ${brief(filter.value)}`;
}

/** One short line: `#12 owner: query events where teamId == "t1", …` */
export function describeRequest(request: DiffRequest): string {
  const head = `#${request.n} ${request.as}:`;
  if (request.kind === 'get') return `${head} get ${request.path}`;
  if (request.kind === 'query') {
    const { collection, where = [], orderBy = [], limit } = request.query;
    const parts = [
      where.map(describeFilter).join(', '),
      orderBy.length
        ? `orderBy ${orderBy.map((order) => `${order.field} ${order.direction ?? 'asc'}`).join(', ')}`
        : '',
      limit === undefined ? '' : `limit ${limit}`,
    ].filter(Boolean);
    return `${head} query ${collection} where ${parts.join(' ')}`;
  }
  const ops = request.ops.map((op) => `${op.kind} ${pathOf(op)}`).join(' + ');
  return `${head} ${request.ops.length > 1 ? 'batch ' : ''}${ops} (${request.note})`;
}
