import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DataPort, Doc, DocData, QueryResult, QuerySpec } from '../ports';
import { record, WAIT_MS } from './watch-recorder';

/**
 * The behaviour every DataPort adapter must share. It runs against the local adapter always and
 * against Firestore where an emulator is reachable. Each test tags its documents with a fresh
 * `run` value and uses fresh ids, so it also works on a shared, never-emptied database.
 */

export interface DataPortHarness {
  data: DataPort;
  cleanup(): Promise<void>;
}

export const CONTRACT_COLLECTION = 'contractProbe';
const idsOf = (docs: Doc[]) => docs.map((doc) => doc.id).sort();

export function runDataPortContract(name: string, makePort: () => Promise<DataPortHarness>): void {
  describe(`DataPort contract: ${name}`, () => {
    const col = CONTRACT_COLLECTION;
    let harness: DataPortHarness;
    let data: DataPort;
    let run: string;

    beforeEach(async () => {
      harness = await makePort();
      data = harness.data;
      run = data.newId(col);
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    const inRun = (where: QuerySpec['where'] = []): QuerySpec => ({
      collection: col,
      where: [{ field: 'run', op: '==', value: run }, ...where],
    });

    it('gets null for a missing document', async () => {
      expect(await data.get(col, data.newId(col))).toBeNull();
    });

    it('round-trips set and get with plain JSON values', async () => {
      const id = data.newId(col);
      const value = { run, text: 'héllo', count: 3, ratio: 0.5, yes: true, none: null, list: [1, 'two', { three: 3 }], nested: { a: { b: 'c' } } };
      await data.set(col, id, value);
      const doc = await data.get(col, id);
      expect(doc?.id).toBe(id);
      expect(doc?.data).toEqual(value);
    });

    it('leaves out undefined fields and stores undefined array items as null', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run, a: 1, gone: undefined, list: [1, undefined], nested: { gone: undefined, kept: 2 } });
      expect((await data.get(col, id))?.data).toEqual({ run, a: 1, list: [1, null], nested: { kept: 2 } });
    });

    it('stores a Date and reads it back as a Date', async () => {
      const id = data.newId(col);
      const when = new Date('2024-05-06T07:08:09.123Z');
      await data.set(col, id, { run, when });
      const stored = (await data.get(col, id))?.data.when;
      expect(stored).toBeInstanceOf(Date);
      expect((stored as Date).toISOString()).toBe(when.toISOString());
    });

    it('keeps stored data apart from the caller’s objects', async () => {
      const id = data.newId(col);
      const value = { run, nested: { n: 1 }, list: [1] };
      await data.set(col, id, value);
      value.nested.n = 2;
      value.list.push(2);
      const first = await data.get<typeof value>(col, id);
      expect(first?.data).toEqual({ run, nested: { n: 1 }, list: [1] });
      if (first) first.data.nested.n = 99;
      expect((await data.get(col, id))?.data).toEqual({ run, nested: { n: 1 }, list: [1] });
    });

    it('replaces a document on set without merge', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run, a: 1, b: 2 });
      await data.set(col, id, { run, c: 3 });
      expect((await data.get(col, id))?.data).toEqual({ run, c: 3 });
    });

    it('merges fields on set with merge, nested maps field by field', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run, a: 1, b: { x: 1, y: 1 }, list: [1, 2] });
      await data.set(col, id, { b: { x: 2 }, c: 3, list: [3] }, { merge: true });
      expect((await data.get(col, id))?.data).toEqual({ run, a: 1, b: { x: 2, y: 1 }, c: 3, list: [3] });
    });

    it('creates a missing document on set with merge', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run, a: 1 }, { merge: true });
      expect((await data.get(col, id))?.data).toEqual({ run, a: 1 });
    });

    it('updates top-level fields, replacing a map value whole', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run, a: 1, b: { x: 1, y: 1 } });
      await data.update(col, id, { a: 2, b: { z: 1 } });
      expect((await data.get(col, id))?.data).toEqual({ run, a: 2, b: { z: 1 } });
    });

    it('fails to update a missing document with not-found and creates nothing', async () => {
      const id = data.newId(col);
      await expect(data.update(col, id, { run, a: 1 })).rejects.toMatchObject({ code: 'not-found' });
      expect(await data.get(col, id)).toBeNull();
    });

    it('deletes a document, and deleting a missing one succeeds', async () => {
      const id = data.newId(col);
      await data.set(col, id, { run });
      await data.delete(col, id);
      expect(await data.get(col, id)).toBeNull();
      await expect(data.delete(col, id)).resolves.toBeUndefined();
    });

    describe('queries', () => {
      const seed = async () => {
        const rows: Record<string, DocData> = {
          red1: { team: 'red', size: 1, tag: null },
          red2: { team: 'red', size: 2, tag: 'x' },
          blue1: { team: 'blue', size: 1, tag: 'x' },
          green3: { team: 'green', size: 3 },
        };
        const ids: Record<string, string> = {};
        await data.batch(
          Object.entries(rows).map(([key, row]) => {
            ids[key] = data.newId(col);
            return { kind: 'set' as const, collection: col, id: ids[key] as string, data: { run, ...row } };
          }),
        );
        return (...keys: string[]) => keys.map((key) => ids[key] as string).sort();
      };

      it('filters with ==, every filter holding', async () => {
        const ids = await seed();
        expect(idsOf(await data.query(inRun()))).toEqual(ids('red1', 'red2', 'blue1', 'green3'));
        expect(idsOf(await data.query(inRun([{ field: 'team', op: '==', value: 'red' }])))).toEqual(ids('red1', 'red2'));
        const redOnes = inRun([
          { field: 'team', op: '==', value: 'red' },
          { field: 'size', op: '==', value: 1 },
        ]);
        expect(idsOf(await data.query(redOnes))).toEqual(ids('red1'));
        expect(await data.query(inRun([{ field: 'team', op: '==', value: 'purple' }]))).toEqual([]);
      });

      it('matches == null only where the field is stored as null', async () => {
        const ids = await seed();
        expect(idsOf(await data.query(inRun([{ field: 'tag', op: '==', value: null }])))).toEqual(ids('red1'));
      });

      it('filters with in, combined with ==', async () => {
        const ids = await seed();
        const teams = inRun([{ field: 'team', op: 'in', value: ['red', 'green', 'purple'] }]);
        expect(idsOf(await data.query(teams))).toEqual(ids('red1', 'red2', 'green3'));
        const sizes = inRun([
          { field: 'size', op: 'in', value: [1, 3] },
          { field: 'tag', op: '==', value: 'x' },
        ]);
        expect(idsOf(await data.query(sizes))).toEqual(ids('blue1'));
      });

      it('answers an in filter with no values with no documents', async () => {
        await seed();
        expect(await data.query(inRun([{ field: 'team', op: 'in', value: [] }]))).toEqual([]);
      });

      it('returns each document with its id and data', async () => {
        await seed();
        const [doc] = await data.query(inRun([{ field: 'team', op: '==', value: 'green' }]));
        expect(doc?.data).toEqual({ run, team: 'green', size: 3 });
      });
    });

    it('watches a document through create, update and delete', async () => {
      const id = data.newId(col);
      const watch = record<Doc | null>((next, fail) => data.watchDoc(col, id, next, fail));
      try {
        await watch.next((doc) => doc === null);
        await data.set(col, id, { run, n: 1 });
        await watch.next((doc) => doc?.data.n === 1);
        await data.update(col, id, { n: 2 });
        await watch.next((doc) => doc?.data.n === 2);
        await data.delete(col, id);
        await watch.next((doc) => doc === null);
        expect(watch.failure).toBeUndefined();
      } finally {
        watch.stop();
      }
    });

    it('watches a query as matching documents come and go', async () => {
      const reds = inRun([{ field: 'team', op: '==', value: 'red' }]);
      const watch = record<QueryResult>((next, fail) => data.watchQuery(reds, next, fail));
      try {
        await watch.next((result) => result.docs.length === 0);
        const [a, b, c] = [data.newId(col), data.newId(col), data.newId(col)];
        await data.set(col, a, { run, team: 'red' });
        await watch.next((result) => idsOf(result.docs).join() === a);
        await data.set(col, b, { run, team: 'blue' });
        await data.set(col, c, { run, team: 'red' });
        const both = await watch.next((result) => result.docs.length === 2);
        expect(idsOf(both.docs)).toEqual([a, c].sort());
        await data.update(col, a, { team: 'blue' });
        await watch.next((result) => idsOf(result.docs).join() === c);
        expect(watch.failure).toBeUndefined();
      } finally {
        watch.stop();
      }
    });

    it('stops delivering after unsubscribe', async () => {
      const id = data.newId(col);
      const stopped = record<Doc | null>((next, fail) => data.watchDoc(col, id, next, fail));
      await stopped.next((doc) => doc === null);
      stopped.stop();
      const count = stopped.values.length;
      const live = record<Doc | null>((next, fail) => data.watchDoc(col, id, next, fail));
      await data.set(col, id, { run, n: 1 });
      await live.next((doc) => doc?.data.n === 1);
      live.stop();
      expect(stopped.values.length).toBe(count);
    });

    it('applies a batch of set, update and delete together', async () => {
      const [a, b, c] = [data.newId(col), data.newId(col), data.newId(col)];
      await data.set(col, b, { run, n: 1 });
      await data.set(col, c, { run, n: 1 });
      await data.batch([
        { kind: 'set', collection: col, id: a, data: { run, n: 1 } },
        { kind: 'update', collection: col, id: b, data: { n: 2 } },
        { kind: 'delete', collection: col, id: c },
      ]);
      expect((await data.get(col, a))?.data).toEqual({ run, n: 1 });
      expect((await data.get(col, b))?.data).toEqual({ run, n: 2 });
      expect(await data.get(col, c)).toBeNull();
    });

    it('writes nothing from a batch with one failing operation', async () => {
      const [a, b, missing] = [data.newId(col), data.newId(col), data.newId(col)];
      await data.set(col, b, { run, n: 1 });
      const failing = data.batch([
        { kind: 'set', collection: col, id: a, data: { run, n: 1 } },
        { kind: 'update', collection: col, id: b, data: { n: 2 } },
        { kind: 'update', collection: col, id: missing, data: { n: 1 } },
      ]);
      await expect(failing).rejects.toMatchObject({ code: 'not-found' });
      expect(await data.get(col, a)).toBeNull();
      expect((await data.get(col, b))?.data).toEqual({ run, n: 1 });
      expect(await data.get(col, missing)).toBeNull();
    });

    it('makes fresh 20-character alphanumeric ids', () => {
      const ids = Array.from({ length: 1000 }, () => data.newId(col));
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('reports written data as synced once writes have settled', async () => {
      await data.set(col, data.newId(col), { run });
      expect(await data.allWritesSynced(WAIT_MS)).toBe(true);
    });
  });
}
