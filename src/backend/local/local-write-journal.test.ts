import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_TIMESTAMP, type WriteOp } from '../ports';
import { createLocalDataPort } from './local-data';
import type { SessionUser } from './local-db';
import { createWriteJournal, type JournalStore } from '../write-journal';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';

/** A tab's sessionStorage, as a plain map. */
function memoryStore(): JournalStore & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return { raw, getItem: (key) => raw.get(key) ?? null, setItem: (key, value) => void raw.set(key, value) };
}

const owner: SessionUser = { uid: 'ownerO', email: 'olga@example.com', emailVerified: true };
const renameClub = (name: string): WriteOp[] => [{ kind: 'update', collection: 'clubs', id: 'c1', data: { name } }];

describe('write journal', () => {
  it('keeps batches in order with their dates and server timestamps, and forgets them one by one', () => {
    const store = memoryStore();
    const journal = createWriteJournal(store);
    const first = journal.record([
      {
        kind: 'set',
        collection: 'clubs',
        id: 'x',
        data: { at: new Date('2026-01-02T03:04:05.000Z'), when: SERVER_TIMESTAMP, tags: ['a'] },
      },
    ]);
    const second = journal.record(renameClub('B'));
    // a reload: a new journal on the same store
    const again = createWriteJournal(store).leftOver();
    expect(again.map((entry) => entry.id)).toEqual([first, second]);
    expect(again[0]?.ops[0]).toEqual({
      kind: 'set',
      collection: 'clubs',
      id: 'x',
      data: { at: new Date('2026-01-02T03:04:05.000Z'), when: SERVER_TIMESTAMP, tags: ['a'] },
    });
    const replayed = again[0]?.ops[0];
    expect(replayed?.kind === 'set' && replayed.data.when).toBe(SERVER_TIMESTAMP);
    journal.forget(first);
    expect(
      createWriteJournal(store)
        .leftOver()
        .map((entry) => entry.id),
    ).toEqual([second]);
  });

  it('reads a damaged store as empty', () => {
    const store = memoryStore();
    store.setItem('pitchside.local.unfinished-writes', '{not json');
    expect(createWriteJournal(store).leftOver()).toEqual([]);
  });
});

describe('local data port with a journal', () => {
  let t: TestBackend;
  beforeEach(async () => {
    t = await openTestBackend();
    await seedDocs(t.db, {
      'clubs/c1': { name: 'Lions', ownerId: 'ownerO' },
      'clubMemberships/c1_ownerO': { clubId: 'c1', userId: 'ownerO', role: 'owner' },
    });
    await setSession(t.db, owner);
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it('commits what the previous page of the tab fired and lost, before anything else, then forgets it', async () => {
    const store = memoryStore();
    // the page fired two writes and went away before IndexedDB had them
    const lost = createWriteJournal(store);
    lost.record(renameClub('Fired before the reload'));
    lost.record(renameClub('Fired last'));

    const port = createLocalDataPort(t.db, { journal: createWriteJournal(store) });
    expect((await port.get('clubs', 'c1'))?.data.name).toBe('Fired last');
    expect(await readStoredDoc(t.db, 'clubs/c1')).toMatchObject({ name: 'Fired last' });
    expect(createWriteJournal(store).leftOver()).toEqual([]);
  });

  it('keeps a fired write in the journal until it is committed, and forgets a refused one too', async () => {
    const store = memoryStore();
    const port = createLocalDataPort(t.db, { journal: createWriteJournal(store) });
    port.batch(renameClub('Kept'), () => undefined);
    expect(createWriteJournal(store).leftOver()).toHaveLength(1);
    expect(await port.allWritesSynced(5_000)).toBe(true);
    expect(await readStoredDoc(t.db, 'clubs/c1')).toMatchObject({ name: 'Kept' });
    expect(createWriteJournal(store).leftOver()).toEqual([]);

    const refused = new Promise((resolve) => port.update('clubs', 'c1', { ownerId: 'someoneElse' }, resolve));
    await expect(refused).resolves.toMatchObject({ code: 'permission-denied' });
    expect(createWriteJournal(store).leftOver()).toEqual([]);
  });

  it('keeps a write the page cut short as it was hidden, for the next start to send again', async () => {
    const store = memoryStore();
    let released = false;
    const port = createLocalDataPort(t.db, { journal: createWriteJournal(store), released: () => released });
    const failed = new Promise((resolve) => port.batch(renameClub('Cut short'), resolve));
    // what page-hide-release.ts does on pagehide: the page lets go, its open transactions aborted
    released = true;
    t.db.close();
    await failed;
    expect(createWriteJournal(store).leftOver()).toHaveLength(1);
  });
});
