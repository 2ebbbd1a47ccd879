// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageStore } from '../device-store';
import type { DataPort, DocResult, WriteOp } from '../ports';
import { createWriteJournal, type JournalStore, type WriteJournal } from '../write-journal';
import { fireLeftOverWrites } from './left-over-writes';
import {
  firstMatch,
  startUnreachableFirestore,
  type UnreachableFirestore,
} from '../../../assurance/firebase/unreachable-firestore.test-support';

/**
 * A write fired on Firebase reaches IndexedDB a moment later, through the SDK's own queue; a
 * reload in between would lose it. The port notes each write in the tab's journal until the SDK
 * has it on the device, and the next start fires what is left (firebase-backend.ts).
 */
function memoryStore(): JournalStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

async function drained(journal: WriteJournal) {
  const until = Date.now() + 3_000;
  while (journal.leftOver().length > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  return journal.leftOver();
}

describe('Firestore DataPort: the write journal', { timeout: 15_000 }, () => {
  let firestore: UnreachableFirestore | undefined;
  afterEach(() => firestore?.stop());

  it('notes a fired write at once, with its ops, and forgets it once the SDK has it on the device', async () => {
    const journal = createWriteJournal(memoryStore(), 'test');
    firestore = await startUnreachableFirestore('refusing', journal);
    firestore.data.set('probe', 'a', { name: 'Ann' }, () => {});
    firestore.data.batch([{ kind: 'update', collection: 'probe', id: 'a', data: { name: 'Bea' } }], () => {});
    expect(journal.leftOver().map((entry) => entry.ops)).toEqual([
      [{ kind: 'set', collection: 'probe', id: 'a', data: { name: 'Ann' }, merge: undefined }],
      [{ kind: 'update', collection: 'probe', id: 'a', data: { name: 'Bea' } }],
    ]);
    expect(await drained(journal)).toEqual([]);
  });

  it('fires again, in order, the writes a previous page left in the journal', async () => {
    const store = memoryStore();
    const previousPage = createWriteJournal(store, 'test');
    previousPage.record([{ kind: 'set', collection: 'probe', id: 'b', data: { name: 'Cal', n: 1 } }]);
    previousPage.record([{ kind: 'update', collection: 'probe', id: 'b', data: { n: 2 } }]);
    const journal = createWriteJournal(store, 'test');
    firestore = await startUnreachableFirestore('refusing', journal);
    await fireLeftOverWrites(firestore.db, journal, firestore.data);
    const data = firestore.data;
    const shown = await firstMatch<DocResult>(
      (next) => data.watchDoc('probe', 'b', next, () => {}),
      (result) => result.doc !== null,
    );
    expect(shown.doc?.data).toEqual({ name: 'Cal', n: 2 });
    expect(await drained(journal)).toEqual([]);
  });

  it('does not fire again a left-over write the device already shows (stored just before the page went away)', async () => {
    const store = memoryStore();
    const journal = createWriteJournal(store, 'test');
    firestore = await startUnreachableFirestore('refusing', journal);
    const { data, db } = firestore;
    data.set('probe', 'c', { name: 'Dee', n: 1 }, () => {});
    expect(await drained(journal)).toEqual([]);
    // as a page that went away between the SDK storing the write and the journal forgetting it
    journal.record([{ kind: 'set', collection: 'probe', id: 'c', data: { name: 'Dee', n: 1 } }]);
    journal.record([{ kind: 'update', collection: 'probe', id: 'c', data: { n: 2 } }]);
    const fired: WriteOp[][] = [];
    const counting: DataPort = {
      ...data,
      batch: (ops, onRefused) => {
        fired.push(ops);
        return data.batch(ops, onRefused);
      },
    };
    await fireLeftOverWrites(db, journal, counting);
    // the set was on the device already: only the update is fired again
    expect(fired.map((ops) => ops.map((op) => op.kind))).toEqual([['update']]);
    const shown = await firstMatch<DocResult>(
      (next) => data.watchDoc('probe', 'c', next, () => {}),
      (result) => result.doc?.data.n === 2,
    );
    expect(shown.doc?.data).toEqual({ name: 'Dee', n: 2 });
    expect(await drained(journal)).toEqual([]);
  });

  it('in memory, keeps a write in the journal and counts it unsaved until the server answers it', async () => {
    // docs/architecture.md "The device's store": a cache in memory holds nothing a reload finds
    const journal = createWriteJournal(memoryStore(), 'test');
    const store = createPageStore('memory');
    firestore = await startUnreachableFirestore('refusing', journal, { unsaved: store });
    const { data } = firestore;
    data.set('probe', 'd', { name: 'Eve' }, () => {});
    const shown = await firstMatch<DocResult>(
      (next) => data.watchDoc('probe', 'd', next, () => {}),
      (result) => result.doc !== null,
    );
    expect(shown.doc?.pending).toBe(true);
    // the memory cache has it at once; the server never answers here, so the journal keeps it
    expect((await drained(journal)).map((entry) => entry.ops[0]?.id)).toEqual(['d']);
    expect(store.unsavedWrites()).toBe(1);
    // a write the SDK refuses itself is undone: nothing left to keep
    const refused = vi.fn();
    data.set('probe', 'e', { name: () => 'not data' }, refused);
    await vi.waitFor(() => expect(refused).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(store.unsavedWrites()).toBe(1));
    expect(journal.leftOver().map((entry) => entry.ops[0]?.id)).toEqual(['d']);
  });
});
