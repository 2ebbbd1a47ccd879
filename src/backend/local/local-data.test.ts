import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DataError, type DocResult, type QueryResult, SERVER_TIMESTAMP } from '../ports';
import type { SessionUser } from './local-db';
import {
  nextValue,
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';

/** What the contract suite cannot show: the local adapter with its rules, its tabs and its queue. */

const owner: SessionUser = { uid: 'ownerO', email: 'olga@example.com', emailVerified: true };
const member: SessionUser = { uid: 'memberM', email: 'max@example.com', emailVerified: true };
const byClub = { collection: 'clubMemberships', where: [{ field: 'clubId', op: '==' as const, value: 'c1' }] };

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
const refusalOf = (fire: (onRefused: (error: DataError) => void) => void) =>
  new Promise<DataError>((resolve) => fire(resolve));

function watchClub(port = t.backend.data) {
  return (onNext: (result: DocResult) => void, onError: (error: Error) => void) =>
    port.watchDoc('clubs', 'c1', onNext, onError);
}

describe('local data port: reads', () => {
  it('reports nothing pending and nothing from cache: local writes are durable once committed', async () => {
    await setSession(t.db, member);
    expect((await data().get('clubs', 'c1'))?.pending).toBe(false);
    const watched = await nextValue(watchClub(), () => true);
    expect(watched.fromCache).toBe(false);
    const result = await nextValue<QueryResult>(
      (onNext, onError) => data().watchQuery(byClub, onNext, onError),
      () => true,
    );
    expect(result.fromCache).toBe(false);
    expect(result.docs.map((doc) => doc.pending)).toEqual([false, false]);
    expect((await data().query(byClub)).fromCache).toBe(false);
    expect(await data().allWritesSynced(0)).toBe(true);
  });

  it('shows a write made in another tab to a watch in this one', async () => {
    // (opened first: a starting backend drops a session whose account is missing)
    const otherTab = await t.openAnotherTab();
    await setSession(t.db, owner);
    const renamed = nextValue(watchClub(), (result) => result.doc?.data.name === 'Tigers');
    otherTab.data.update('clubs', 'c1', { name: 'Tigers' }, () => undefined);
    expect((await renamed).doc?.data).toMatchObject({ name: 'Tigers', ownerId: 'ownerO' });
  });

  it('delivers permission-denied as a DataError to a watch that may not read', async () => {
    await setSession(t.db, { uid: 'strangerS', email: 'sam@example.com', emailVerified: true });
    const refused = nextValue(watchClub(), () => true).catch((error: unknown) => error);
    expect(await refused).toBeInstanceOf(DataError);
    expect(await refused).toMatchObject({ code: 'permission-denied' });
    const query = { collection: 'joinCodes' };
    await expect(
      nextValue<QueryResult>(
        (next, fail) => data().watchQuery(query, next, fail),
        () => true,
      ),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('fails a watch when its reader loses access, and stops it, as a Firestore listener does', async () => {
    await setSession(t.db, member);
    const values: DocResult[] = [];
    const errors: Error[] = [];
    const stop = data().watchDoc(
      'clubs',
      'c1',
      (result) => values.push(result),
      (error) => errors.push(error),
    );
    await expect.poll(() => values.length).toBe(1);
    await t.db.docs.delete(['clubMemberships', 'c1_memberM']);
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatchObject({ code: 'permission-denied', message: 'Missing or insufficient permissions.' });
    // access comes back, but the watch has ended
    await seedDocs(t.db, { 'clubMemberships/c1_memberM': { clubId: 'c1', userId: 'memberM', role: 'member' } });
    await nextValue(watchClub(), (result) => result.doc !== null);
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
    const { docs } = await data().query(byClub);
    expect(docs.map((doc) => doc.id)).toEqual(['c1_memberM', 'c1_ownerO']);
  });

  it('refuses a query with more than 30 disjunctions before judging it', async () => {
    await setSession(t.db, member);
    const roles = Array.from({ length: 31 }, (_, i) => `r${i}`);
    const mine = (value: string[]) => ({
      collection: 'clubMemberships',
      where: [
        { field: 'userId', op: '==' as const, value: 'memberM' },
        { field: 'role', op: 'in' as const, value },
      ],
    });
    await expect(data().query(mine(roles))).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(data().query(mine(roles.slice(0, 30)))).resolves.toEqual({ docs: [], fromCache: false });
  });

  it('refuses a document-id filter whose value is not an id', async () => {
    await setSession(t.db, member);
    const query = { collection: 'clubs', where: [{ field: '__name__', op: '==' as const, value: 'a/b' }] };
    await expect(data().query(query)).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('maps an unexpected failure to a DataError with code unknown', async () => {
    t.backend.close();
    const failure = await data()
      .get('clubs', 'c1')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DataError);
    expect(failure).toMatchObject({ code: 'unknown' });
  });

  it('makes a new id shaped like Firestore’s for any collection', () => {
    expect(data().newId('clubs')).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe('local data port: writes', () => {
  beforeEach(() => setSession(t.db, owner));

  it('returns nothing and reports a refusal later, never during the call', async () => {
    let refusal: DataError | undefined;
    const returned = data().update('clubs', 'missing', { name: 'x' }, (error) => {
      refusal = error;
    });
    expect(returned).toBeUndefined();
    expect(refusal).toBeUndefined();
    await data().allWritesSynced(2_000);
    expect(refusal).toMatchObject({ code: 'not-found' });
  });

  it('commits writes in the order they were made, and a refusal does not stop the next one', async () => {
    const refusals: DataError[] = [];
    const onRefused = (error: DataError) => refusals.push(error);
    data().update('clubs', 'c1', { name: 'One' }, onRefused);
    data().update('clubs', 'c2', { name: 'Not mine' }, onRefused);
    data().update('clubs', 'c1', { name: 'Two' }, onRefused);
    expect((await data().get('clubs', 'c1'))?.data.name).toBe('Two');
    expect(refusals.map((error) => error.code)).toEqual(['not-found']);
  });

  it('shows a write nobody awaited to the next read, query and watch', async () => {
    data().update('clubs', 'c1', { name: 'Pumas' }, () => undefined);
    expect((await data().get('clubs', 'c1'))?.data.name).toBe('Pumas');
    data().set(
      'clubMemberships',
      'c1_memberM',
      { clubId: 'c1', userId: 'memberM', role: 'member', squadRole: 'Coach' },
      () => undefined,
    );
    expect((await data().query(byClub)).docs.find((doc) => doc.id === 'c1_memberM')?.data.squadRole).toBe('Coach');
    data().update('clubs', 'c1', { name: 'Jaguars' }, () => undefined);
    const first: DocResult[] = [];
    const stop = data().watchDoc(
      'clubs',
      'c1',
      (result) => first.push(result),
      () => undefined,
    );
    await expect.poll(() => first.length).toBe(1);
    expect(first[0]?.doc?.data.name).toBe('Jaguars');
    stop();
  });

  it('refuses values Firestore cannot store through onRefused, writing nothing', async () => {
    const bad = [
      { when: new Map() },
      { f: () => 1 },
      { list: [[1]] },
      { big: 1n },
      { list: [SERVER_TIMESTAMP] },
      { list: [{ at: SERVER_TIMESTAMP }] },
      { '': 1 },
      { 'a..b': 1 },
    ];
    for (const value of bad) {
      await expect(refusalOf((onRefused) => data().update('clubs', 'c1', value, onRefused))).resolves.toMatchObject({
        code: 'invalid-argument',
      });
    }
    await expect(
      refusalOf((onRefused) => data().set('clubs', 'a/b', { ownerId: 'ownerO' }, onRefused)),
    ).resolves.toMatchObject({
      code: 'invalid-argument',
    });
    expect(await readStoredDoc(t.db, 'clubs/c1')).toEqual({ name: 'Lions', ownerId: 'ownerO' });
  });

  it('refuses an update naming a field and a field inside it', async () => {
    const refusal = refusalOf((onRefused) =>
      data().update('clubs', 'c1', { address: {}, 'address.city': 'Leeds' }, onRefused),
    );
    await expect(refusal).resolves.toMatchObject({ code: 'invalid-argument' });
  });

  it('gives every server timestamp of one batch the same commit time, stored as a Date', async () => {
    // storage, not permissions: nested fields and new documents the permission model would refuse
    const open = await openTestBackend({ rules: 'open' });
    onTestFinished(() => open.cleanup());
    await seedDocs(open.db, { 'clubs/c1': { name: 'Lions', ownerId: 'ownerO' } });
    const data = () => open.backend.data;
    const before = Date.now();
    const ops = [
      {
        kind: 'update' as const,
        collection: 'clubs',
        id: 'c1',
        data: { updatedAt: SERVER_TIMESTAMP, 'meta.seenAt': SERVER_TIMESTAMP },
      },
      { kind: 'set' as const, collection: 'clubs', id: 'c2', data: { ownerId: 'ownerO', createdAt: SERVER_TIMESTAMP } },
    ];
    await outcomeOf(data(), (onRefused) => data().batch(ops, onRefused));
    const c1 = (await readStoredDoc(open.db, 'clubs/c1')) as { updatedAt: Date; meta: { seenAt: Date } };
    const c2 = (await readStoredDoc(open.db, 'clubs/c2')) as { createdAt: Date };
    expect(c1.updatedAt).toBeInstanceOf(Date);
    const time = c1.updatedAt.getTime();
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
    expect(c1.meta.seenAt.getTime()).toBe(time);
    expect(c2.createdAt.getTime()).toBe(time);
  });

  it('refuses the server timestamp as a filter value', async () => {
    const query = {
      collection: 'clubMemberships',
      where: [{ field: 'userId', op: '==' as const, value: SERVER_TIMESTAMP }],
    };
    await expect(data().query(query)).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('confirms a batch, or rejects it with its refusal', async () => {
    await expect(
      data().confirmedBatch([{ kind: 'update', collection: 'clubs', id: 'c1', data: { name: 'Ok' } }], 2_000),
    ).resolves.toBeUndefined();
    const refused = data().confirmedBatch(
      [{ kind: 'update', collection: 'clubs', id: 'c1', data: { ownerId: 'memberM' } }],
      2_000,
    );
    await expect(refused).rejects.toBeInstanceOf(DataError);
    await expect(refused).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('gives up confirming after the time box, and still commits the batch', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      kind: 'set' as const,
      collection: 'clubs',
      id: `n${i}`,
      data: { ownerId: 'ownerO' },
    }));
    data().batch(many, () => undefined);
    const late = data().confirmedBatch([{ kind: 'update', collection: 'clubs', id: 'c1', data: { name: 'Late' } }], 1);
    await expect(late).rejects.toMatchObject({ code: 'deadline-exceeded' });
    expect((await data().get('clubs', 'c1'))?.data.name).toBe('Late');
  });

  it('reports all writes synced only once the queue is empty', async () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      kind: 'set' as const,
      collection: 'clubs',
      id: `n${i}`,
      data: { ownerId: 'ownerO' },
    }));
    data().batch(many, () => undefined);
    expect(await data().allWritesSynced(0)).toBe(false);
    expect(await data().allWritesSynced(5_000)).toBe(true);
  });
});
