import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Doc, QueryResult } from '../ports';
import type { SessionUser } from './local-db';
import { nextValue, openTestBackend, readStoredDoc, seedDocs, setSession, type TestBackend } from './local-test-kit';

/** What the contract suite cannot show: the local adapter with its rules, its tabs and its limits. */

const owner: SessionUser = { uid: 'ownerO', email: 'olga@example.com', emailVerified: true };
const member: SessionUser = { uid: 'memberM', email: 'max@example.com', emailVerified: true };

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, {
    'clubs/c1': { name: 'Lions', ownerId: 'ownerO' },
    'clubMemberships/c1_ownerO': { clubId: 'c1', userId: 'ownerO', role: 'owner' },
    'clubMemberships/c1_memberM': { clubId: 'c1', userId: 'memberM', role: 'member' },
  });
});
afterEach(async () => {
  await t.cleanup();
});

const data = () => t.backend.data;

function watchClub(data = t.backend.data) {
  return (onNext: (doc: Doc | null) => void, onError: (error: Error) => void) =>
    data.watchDoc('clubs', 'c1', onNext, onError);
}

describe('local data port', () => {
  it('reports nothing pending and nothing from cache: local writes are durable at once', async () => {
    await setSession(t.db, member);
    expect((await data().get('clubs', 'c1'))?.pending).toBe(false);
    const result = await nextValue<QueryResult>(
      (onNext, onError) => data().watchQuery({ collection: 'clubMemberships', where: [{ field: 'clubId', op: '==', value: 'c1' }] }, onNext, onError),
      () => true,
    );
    expect(result.fromCache).toBe(false);
    expect(result.docs.map((doc) => doc.pending)).toEqual([false, false]);
    expect(await data().allWritesSynced(0)).toBe(true);
  });

  it('shows a write made in another tab to a watch in this one', async () => {
    // (opened first: a starting backend drops a session whose account is missing)
    const otherTab = await t.openAnotherTab();
    await setSession(t.db, owner);
    const renamed = nextValue(watchClub(), (doc) => doc?.data.name === 'Tigers');
    await otherTab.data.update('clubs', 'c1', { name: 'Tigers' });
    expect((await renamed)?.data).toMatchObject({ name: 'Tigers', ownerId: 'ownerO' });
  });

  it('delivers permission-denied to a watch that may not read', async () => {
    await setSession(t.db, { uid: 'strangerS', email: 'sam@example.com', emailVerified: true });
    await expect(nextValue(watchClub(), () => true)).rejects.toMatchObject({ code: 'permission-denied' });
    const query = { collection: 'joinCodes' };
    await expect(nextValue<QueryResult>((next, fail) => data().watchQuery(query, next, fail), () => true)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('fails a watch when its reader loses access, and stops it, as a Firestore listener does', async () => {
    await setSession(t.db, member);
    const values: (Doc | null)[] = [];
    const errors: Error[] = [];
    const stop = data().watchDoc('clubs', 'c1', (doc) => values.push(doc), (error) => errors.push(error));
    await expect.poll(() => values.length).toBe(1);
    await t.db.docs.delete(['clubMemberships', 'c1_memberM']);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatchObject({ code: 'permission-denied', message: 'Missing or insufficient permissions.' });
    // access comes back, but the watch has ended
    await seedDocs(t.db, { 'clubMemberships/c1_memberM': { clubId: 'c1', userId: 'memberM', role: 'member' } });
    await nextValue(watchClub(), (doc) => doc !== null);
    expect(values).toHaveLength(1);
    stop();
  });

  it('fails watches on sign-out', async () => {
    await setSession(t.db, member);
    const signedOut = nextValue(watchClub(), () => false);
    await setSession(t.db, null);
    await expect(signedOut).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('answers a query with documents sorted by id', async () => {
    await setSession(t.db, member);
    const docs = await data().query({ collection: 'clubMemberships', where: [{ field: 'clubId', op: '==', value: 'c1' }] });
    expect(docs.map((doc) => doc.id)).toEqual(['c1_memberM', 'c1_ownerO']);
  });

  it('refuses an in filter with more than 30 values', async () => {
    await setSession(t.db, member);
    const value = Array.from({ length: 31 }, (_, i) => `t${i}`);
    await expect(data().query({ collection: 'teamMemberships', where: [{ field: 'teamId', op: 'in', value }] })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    value.pop();
    await expect(data().query({ collection: 'teamMemberships', where: [{ field: 'teamId', op: 'in', value }] })).resolves.toEqual([]);
  });

  it('refuses values Firestore cannot store, writing nothing', async () => {
    await setSession(t.db, owner);
    const bad = [{ when: new Map() }, { f: () => 1 }, { list: [[1]] }, { big: 1n }];
    for (const value of bad) {
      await expect(data().update('clubs', 'c1', value)).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(data().set('clubs', 'a/b', { ownerId: 'ownerO' })).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await readStoredDoc(t.db, 'clubs/c1')).toEqual({ name: 'Lions', ownerId: 'ownerO' });
  });

  it('makes a new id shaped like Firestore’s for any collection', () => {
    expect(data().newId('clubs')).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});
