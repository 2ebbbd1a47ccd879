import {
  type DataPort,
  type DocData,
  type QuerySpec,
  SERVER_TIMESTAMP,
  type WriteOp,
} from '../../../src/backend/ports';
import { AT, nameIn, type RulesUser, WORLD } from '../rules-world';

/**
 * How a permission case is written, for any engine: who is signed in, what they do through the
 * app's own DataPort (a get, a query, a batch fired as the app fires it), on which data (WORLD
 * plus the case's `extra`), and whether the rules allow it or refuse it with permission-denied.
 * Cases close over the DataPort interface only, so the local backend and a Firestore emulator
 * run the same table.
 */

export type Run = (data: DataPort) => Promise<unknown>;

/** Refused by one of Firestore's rule-read limits: 10 documents for a query or a write, 20 for a batch. */
export type ReadLimit = 'query' | 'write' | 'batch';

/**
 * A case where Google's Firestore emulator answers otherwise than our evaluator, because we keep
 * a stricter reading that Firestore's documentation gives (docs/RULES-ENGINE.md "Where we are
 * stricter than the emulator"): the emulator run checks the emulator's own verdict, so a change
 * of Firestore shows up. Never the other way round: where the emulator refuses, we refuse.
 */
export interface StricterThanEmulator {
  /** what the emulator answers: it allows what we refuse */
  emulatorAllows: true;
  /** the reading we keep, and its source (a documentation page or a measured edge) */
  why: string;
}

/** The documented readings stricter than the emulator, each with its source. */
export const STRICTER = {
  queryReads: {
    emulatorAllows: true,
    why: 'a query may read 10 documents (firebase.google.com/docs/firestore/security/rules-conditions, "Access calls"); the emulator allows 20',
  },
  batchReadsSummed: {
    emulatorAllows: true,
    why: 'a batch’s reads are summed write by write (the documentation’s example: 3 writes × 2 reads = 6 of 20); the emulator counts 20 distinct documents',
  },
  nameFilterBindsNothing: {
    emulatorAllows: true,
    why: 'a __name__ filter binds no wildcard (the documentation says nothing of it); the emulator binds it and judges the stored document',
  },
} as const satisfies Record<string, StricterThanEmulator>;

export interface Case {
  name: string;
  as: RulesUser | null;
  run: Run;
  allowed: boolean;
  /** documents stored on top of WORLD for this case; null removes one of WORLD's */
  extra?: Record<string, DocData | null>;
  /** the limit a refusal comes from, where that is the point of the case */
  readLimit?: ReadLimit;
  /** set where the emulator allows what we refuse, with the documented reading we keep */
  stricter?: StricterThanEmulator;
}

/** The case, tagged as one where we keep a documented reading stricter than the emulator's. */
export const stricterThanEmulator = <C extends { stricter?: StricterThanEmulator }>(
  stricter: StricterThanEmulator,
  each: C,
): C => ({ ...each, stricter });

export const allow = (name: string, as: Case['as'], run: Run, extra?: Case['extra']): Case => ({
  name,
  as,
  run,
  allowed: true,
  extra,
});
export const deny = (name: string, as: Case['as'], run: Run, extra?: Case['extra']): Case => ({
  name,
  as,
  run,
  allowed: false,
  extra,
});
/** Refused only because the rules would read more documents than Firestore allows. */
export const denyOverLimit = (
  readLimit: ReadLimit,
  name: string,
  as: Case['as'],
  run: Run,
  extra?: Case['extra'],
): Case => ({
  ...deny(name, as, run, extra),
  readLimit,
});

const splitPath = (path: string) => {
  const [collection = '', id = ''] = path.split('/');
  return { collection, id };
};

export const set = (path: string, data: DocData, merge?: boolean): WriteOp => ({
  kind: 'set',
  ...splitPath(path),
  data,
  merge,
});
export const update = (path: string, data: DocData): WriteOp => ({ kind: 'update', ...splitPath(path), data });
/**
 * A new membership as the app writes it: dated by the server (`joinedAt`, firestore.rules
 * isJoinedNow) and, unless the case says otherwise, naming its member as WORLD's profile does
 * (isNamedByProfiles).
 */
export const setMembership = (path: string, data: DocData): WriteOp =>
  set(path, {
    displayName: nameIn(WORLD[`users/${String(data.userId)}`]),
    ...data,
    joinedAt: SERVER_TIMESTAMP,
  });
export const del = (path: string): WriteOp => ({ kind: 'delete', ...splitPath(path) });
/** The delete of `collection/id` with the mark its batch leaves (`deletedIds/{id}`): the id is never created again. */
export const delMarked = (path: string): WriteOp[] => {
  const { collection, id } = splitPath(path);
  return [del(path), set(`deletedIds/${id}`, { collection })];
};

/** a document's data with one field left out (a write that misses it) */
export const without = (data: DocData, field: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== field));

export const get =
  (path: string): Run =>
  (data) => {
    const { collection, id } = splitPath(path);
    return data.get(collection, id);
  };

/** How long a fired batch may take to reach the store (the local database, or the emulator). */
const BATCH_TIME_BOX_MS = 10_000;

/**
 * A batch fired as the app fires it (never awaited): the promise rejects with its refusal and
 * resolves once every write reached the store. The refusal is reported before the queue counts
 * as drained; one more turn of the event loop lets it land first on every engine.
 */
export function firedBatch(data: DataPort, ops: WriteOp[]): Promise<void> {
  return new Promise((resolve, reject) => {
    data.batch(ops, reject);
    void data
      .allWritesSynced(BATCH_TIME_BOX_MS)
      .then((synced) =>
        setTimeout(
          () => (synced ? resolve() : reject(new Error(`writes not stored within ${BATCH_TIME_BOX_MS} ms`))),
          0,
        ),
      );
  });
}

export const batch =
  (...ops: WriteOp[]): Run =>
  (data) =>
    firedBatch(data, ops);

/** `first` must be allowed (else a plain error, not a refusal); the case is judged on `second`. */
export const afterAllowed =
  (first: Run, second: Run): Run =>
  async (data) => {
    await first(data).catch((error: Error) => {
      throw new Error(`the first step was refused: ${error.message}`);
    });
    return second(data);
  };

/** An allowed query must be the server's (the rules') answer, not the device cache's. */
export function serverAnswered<R extends { fromCache: boolean }>(result: R): R {
  if (result.fromCache) throw new Error('answered from the device cache, not by the rules');
  return result;
}

/** A query as a case's request, judged by the rules' answer (serverAnswered). */
export const queried =
  (spec: QuerySpec): Run =>
  (data) =>
    data.query(spec).then(serverAnswered);

/** `{ field: value }` as `==` filters; an array value as an `in` filter. */
export const where = (collection: string, filters: Record<string, unknown> = {}): QuerySpec => ({
  collection,
  where: Object.entries(filters).map(([field, value]) =>
    Array.isArray(value) ? { field, op: 'in' as const, value } : { field, op: '==' as const, value },
  ),
});

/**
 * The claim batch as the app sends it (features/identity/model/claim.ts): the Child profile
 * gets the account's uid and address (plus `profileChanges`, to try what the rules refuse),
 * the account points at it, the registration profile goes.
 */
export const claimOps = (user: RulesUser, childId: string, profileChanges: DocData = {}): WriteOp[] => [
  update(`users/${childId}`, {
    uid: user.uid,
    email: user.email,
    emailLower: user.email.toLowerCase(),
    updatedAt: AT,
    ...profileChanges,
  }),
  update(`accounts/${user.uid}`, { personId: childId, claimChecked: true }),
  del(`users/${user.uid}`),
];
