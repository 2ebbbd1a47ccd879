import { expect, it } from 'vitest';
import type { DocResult, QueryResult } from '../../src/backend/ports';
import { type ContractContext, idsOf } from './contract-context';
import { record } from './watch-recorder';

/** Watches: the current state first (including the port's own writes), then every change. */
export function defineWatchContract(c: ContractContext): void {
  it('watches a document through create, update and delete, saying whether each answer is from the cache', async () => {
    const id = c.data.newId(c.col);
    const watch = record<DocResult>((next, fail) => c.data.watchDoc(c.col, id, next, fail));
    try {
      await watch.next((result) => result.doc === null);
      c.data.set(c.col, id, { run: c.run, n: 1 }, c.ok);
      await watch.next((result) => result.doc?.data.n === 1);
      c.data.update(c.col, id, { n: 2 }, c.ok);
      await watch.next((result) => result.doc?.data.n === 2);
      c.data.delete(c.col, id, c.ok);
      await watch.next((result) => result.doc === null);
      expect(watch.failure).toBeUndefined();
      for (const result of watch.values) expect(typeof result.fromCache).toBe('boolean');
    } finally {
      watch.stop();
    }
  });

  it('starts a watch with the writes made before it, though nobody awaited them', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, n: 1 }, c.ok);
    const watch = record<DocResult>((next, fail) => c.data.watchDoc(c.col, id, next, fail));
    try {
      await watch.next(() => true);
      expect(watch.values[0]?.doc?.data).toEqual({ run: c.run, n: 1 });
    } finally {
      watch.stop();
    }
  });

  it('watches a query as matching documents come and go', async () => {
    const reds = c.inRun([{ field: 'team', op: '==', value: 'red' }]);
    const watch = record<QueryResult>((next, fail) => c.data.watchQuery(reds, next, fail));
    try {
      await watch.next((result) => result.docs.length === 0);
      const [a, b, d] = [c.data.newId(c.col), c.data.newId(c.col), c.data.newId(c.col)];
      c.data.set(c.col, a, { run: c.run, team: 'red' }, c.ok);
      await watch.next((result) => idsOf(result.docs).join() === a);
      c.data.set(c.col, b, { run: c.run, team: 'blue' }, c.ok);
      c.data.set(c.col, d, { run: c.run, team: 'red' }, c.ok);
      const both = await watch.next((result) => result.docs.length === 2);
      expect(idsOf(both.docs)).toEqual([a, d].sort());
      c.data.update(c.col, a, { team: 'blue' }, c.ok);
      await watch.next((result) => idsOf(result.docs).join() === d);
      expect(watch.failure).toBeUndefined();
    } finally {
      watch.stop();
    }
  });

  it('stops delivering after unsubscribe', async () => {
    const id = c.data.newId(c.col);
    const stopped = record<DocResult>((next, fail) => c.data.watchDoc(c.col, id, next, fail));
    await stopped.next((result) => result.doc === null);
    stopped.stop();
    const count = stopped.values.length;
    const live = record<DocResult>((next, fail) => c.data.watchDoc(c.col, id, next, fail));
    c.data.set(c.col, id, { run: c.run, n: 1 }, c.ok);
    await live.next((result) => result.doc?.data.n === 1);
    live.stop();
    expect(stopped.values.length).toBe(count);
  });
}
