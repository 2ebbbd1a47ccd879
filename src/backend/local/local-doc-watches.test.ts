import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataError, DocResult } from '../ports';
import { LocalDb } from './local-db';
import { openTestBackend, seedDocs, setSession, type TestBackend } from '../../../assurance/local/local-test-kit';

/**
 * Document watches started together (a screen's lookup of many groups) share one live read on
 * the local backend (local-live.ts `batchedDocWatches`), yet each behaves as its own Firestore
 * listener: its own answers, its own refusal, its own end.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, {
    'clubs/c1': { name: 'Lions', ownerId: 'ownerO' },
    'clubs/c2': { name: 'Tigers', ownerId: 'ownerO' },
    'clubs/c3': { name: 'Bears', ownerId: 'ownerO' },
    'clubs/hidden': { name: 'Not yours', ownerId: 'ownerO' },
    'clubMemberships/c1_memberM': { clubId: 'c1', userId: 'memberM', role: 'member' },
    'clubMemberships/c2_memberM': { clubId: 'c2', userId: 'memberM', role: 'member' },
    'clubMemberships/c3_memberM': { clubId: 'c3', userId: 'memberM', role: 'member' },
  });
  await setSession(t.db, { uid: 'memberM', email: 'max@example.com', emailVerified: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await t.cleanup();
});

interface Seen {
  values: DocResult[];
  errors: DataError[];
  stop: () => void;
}

function watch(id: string): Seen {
  const seen: Seen = { values: [], errors: [], stop: () => undefined };
  seen.stop = t.backend.data.watchDoc(
    'clubs',
    id,
    (result) => seen.values.push(result),
    (error) => seen.errors.push(error),
  );
  return seen;
}

/** A change made elsewhere (another tab, a sync): the live read follows the store. */
const rename = (id: string, name: string) => seedDocs(t.db, { [`clubs/${id}`]: { name, ownerId: 'ownerO' } });

/** A screen's bug: thrown by a watch's own callback. */
const boom = new Error('a screen’s bug');

/** A watch whose `onNext` or `onError` throws `boom`, and what `reportError` was handed meanwhile. */
function throwingWatch(id: string, throwing: 'onNext' | 'onError') {
  const reported: unknown[] = [];
  vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  const fail = () => {
    throw boom;
  };
  const quiet = () => undefined;
  const stop = t.backend.data.watchDoc(
    'clubs',
    id,
    throwing === 'onNext' ? fail : quiet,
    throwing === 'onError' ? fail : quiet,
  );
  return { reported, stop };
}

const names = (seen: Seen) => seen.values.map((result) => result.doc?.data.name ?? null);

describe('local data port: document watches started together', () => {
  it('read in one transaction, each answered with its own document', async () => {
    const transactions = vi.spyOn(LocalDb.prototype, 'transaction');
    const [c1, c2, c3, missing] = ['c1', 'c2', 'c3', 'nowhere'].map(watch) as [Seen, Seen, Seen, Seen];
    await expect.poll(() => [c1, c2, c3].map(names)).toEqual([['Lions'], ['Tigers'], ['Bears']]);
    // one that does not exist is answered as missing (the rules let anyone learn that)
    await expect.poll(() => names(missing)).toEqual([null]);
    // one for all four, where each watch had its own
    expect(transactions).toHaveBeenCalledTimes(1);
  });

  it('refuse only the watch the rules refuse; the others go on', async () => {
    const [c1, hidden, c2] = ['c1', 'hidden', 'c2'].map(watch) as [Seen, Seen, Seen];
    await expect.poll(() => hidden.errors.map((error) => error.code)).toEqual(['permission-denied']);
    await expect.poll(() => [names(c1), names(c2)]).toEqual([['Lions'], ['Tigers']]);
    await rename('c1', 'Lions FC');
    await expect.poll(() => names(c1)).toEqual(['Lions', 'Lions FC']);
    // unchanged documents are not answered again; the refused watch has ended
    expect(names(c2)).toEqual(['Tigers']);
    expect(hidden.values).toEqual([]);
    expect(hidden.errors).toHaveLength(1);
  });

  it('end one by one: a stopped watch hears nothing more, the others still do', async () => {
    const [c1, c2] = ['c1', 'c2'].map(watch) as [Seen, Seen];
    await expect.poll(() => [names(c1), names(c2)]).toEqual([['Lions'], ['Tigers']]);
    c1.stop();
    await rename('c1', 'Lions FC');
    await rename('c2', 'Tigers FC');
    await expect.poll(() => names(c2)).toEqual(['Tigers', 'Tigers FC']);
    expect(names(c1)).toEqual(['Lions']);
  });

  it('fail each watch its reader loses access to, and only that one', async () => {
    const [c1, c2] = ['c1', 'c2'].map(watch) as [Seen, Seen];
    await expect.poll(() => [names(c1), names(c2)]).toEqual([['Lions'], ['Tigers']]);
    await t.db.docs.delete(['clubMemberships', 'c1_memberM']);
    await expect.poll(() => c1.errors.map((error) => error.code)).toEqual(['permission-denied']);
    await rename('c2', 'Tigers FC');
    await expect.poll(() => names(c2)).toEqual(['Tigers', 'Tigers FC']);
    expect(c2.errors).toEqual([]);
  });

  it('fail a watch of a path that is no document id after the call, without the others', async () => {
    const [c1, bad] = ['c1', 'a/b'].map(watch) as [Seen, Seen];
    expect(bad.errors).toEqual([]);
    await expect.poll(() => bad.errors.map((error) => error.code)).toEqual(['invalid-argument']);
    await expect.poll(() => names(c1)).toEqual(['Lions']);
  });

  it('start a new read for a watch started after all the others stopped in the same go', async () => {
    const first = watch('c1');
    first.stop();
    const again = watch('c1');
    await expect.poll(() => names(again)).toEqual(['Lions']);
    expect(first.values).toEqual([]);
  });

  it('stop reading once every watch has stopped, and say nothing to a stopped invalid watch', async () => {
    const [c1, c2, bad] = ['c1', 'c2', 'a/b'].map(watch) as [Seen, Seen, Seen];
    bad.stop();
    await expect.poll(() => [names(c1), names(c2)]).toEqual([['Lions'], ['Tigers']]);
    c1.stop();
    c2.stop();
    const transactions = vi.spyOn(LocalDb.prototype, 'transaction');
    await rename('c1', 'Lions FC');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(transactions).not.toHaveBeenCalled();
    expect(bad.errors).toEqual([]);
  });

  it('answer every other watch when one watch’s own callback throws, and report that exception', async () => {
    const throwing = throwingWatch('c1', 'onNext');
    const [c2, c3] = ['c2', 'c3'].map(watch) as [Seen, Seen];
    await expect.poll(() => [c2, c3].map(names)).toEqual([['Tigers'], ['Bears']]);
    expect(throwing.reported).toEqual([boom]);
    throwing.stop();
  });

  it('tell every other watch its refusal when one watch’s own error callback throws', async () => {
    const throwing = throwingWatch('hidden', 'onError');
    const [hidden, c2] = ['hidden', 'c2'].map(watch) as [Seen, Seen];
    await expect.poll(() => hidden.errors.map((error) => error.code)).toEqual(['permission-denied']);
    await expect.poll(() => names(c2)).toEqual(['Tigers']);
    expect(throwing.reported).toEqual([boom]);
    throwing.stop();
  });
});
