import { expect, it } from 'vitest';
import { DataError, FIRESTORE_LIMITS, type WriteOp } from '../../src/backend/ports';
import { type ContractContext, idsOf, refusalOf } from './contract-context';
import { WAIT_MS } from './watch-recorder';

/** Fired writes: not awaitable, seen by the next read, refused through onRefused, batched all or nothing. */
export function defineWriteContract(c: ContractContext): void {
  const setOp = (id: string, data: Record<string, unknown>): WriteOp => ({ kind: 'set', collection: c.col, id, data });

  it('returns nothing to await from a write, and awaiting one does not compile', async () => {
    const returned: unknown = c.data.set(c.col, c.data.newId(c.col), { run: c.run }, c.ok);
    expect(returned).toBeUndefined();
    // @ts-expect-error TS1320: a write returns NotAwaitable, so a screen cannot hang on it offline
    await c.data.delete(c.col, c.data.newId(c.col), c.ok);
  });

  it('shows a write nobody awaited to the very next get and query', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, n: 1 }, c.ok);
    expect((await c.data.get(c.col, id))?.data.n).toBe(1);
    c.data.update(c.col, id, { n: 2 }, c.ok);
    const { docs } = await c.data.query(c.inRun());
    expect(docs.map((doc) => [doc.id, doc.data.n])).toEqual([[id, 2]]);
  });

  it('reports a refused write to its onRefused as a DataError, later, not during the call', async () => {
    let during: DataError | undefined;
    const refusal = refusalOf((onRefused) => {
      c.data.update(c.col, c.data.newId(c.col), { run: c.run }, (error) => {
        during ??= error;
        onRefused(error);
      });
      expect(during).toBeUndefined();
    });
    const error = await refusal;
    expect(error).toBeInstanceOf(DataError);
    expect(error.code).toBe('not-found');
  });

  it('applies a batch of set, update and delete together', async () => {
    const [a, b, cc] = [c.data.newId(c.col), c.data.newId(c.col), c.data.newId(c.col)];
    c.data.batch([setOp(b, { run: c.run, n: 1 }), setOp(cc, { run: c.run, n: 1 })], c.ok);
    c.data.batch(
      [
        setOp(a, { run: c.run, n: 1 }),
        { kind: 'update', collection: c.col, id: b, data: { n: 2 } },
        { kind: 'delete', collection: c.col, id: cc },
      ],
      c.ok,
    );
    expect((await c.data.get(c.col, a))?.data).toEqual({ run: c.run, n: 1 });
    expect((await c.data.get(c.col, b))?.data).toEqual({ run: c.run, n: 2 });
    expect(await c.data.get(c.col, cc)).toBeNull();
  });

  it('writes nothing from a batch with one failing operation', async () => {
    const [a, b, missing] = [c.data.newId(c.col), c.data.newId(c.col), c.data.newId(c.col)];
    c.data.set(c.col, b, { run: c.run, n: 1 }, c.ok);
    const refusal = await refusalOf((onRefused) =>
      c.data.batch(
        [
          setOp(a, { run: c.run, n: 1 }),
          { kind: 'update', collection: c.col, id: b, data: { n: 2 } },
          { kind: 'update', collection: c.col, id: missing, data: { n: 1 } },
        ],
        onRefused,
      ),
    );
    expect(refusal.code).toBe('not-found');
    expect(await c.data.get(c.col, a)).toBeNull();
    expect((await c.data.get(c.col, b))?.data).toEqual({ run: c.run, n: 1 });
    expect(await c.data.get(c.col, missing)).toBeNull();
  });

  it(`refuses a batch of more than ${FIRESTORE_LIMITS.batchWrites} writes whole with invalid-argument`, async () => {
    const ops = Array.from({ length: FIRESTORE_LIMITS.batchWrites + 1 }, () =>
      setOp(c.data.newId(c.col), { run: c.run }),
    );
    const refusal = await refusalOf((onRefused) => c.data.batch(ops, onRefused));
    expect(refusal).toMatchObject({ code: 'invalid-argument' });
    expect((await c.data.query(c.inRun())).docs).toEqual([]);
  });

  it('confirms a batch once it is accepted', async () => {
    const id = c.data.newId(c.col);
    await expect(c.data.confirmedBatch([setOp(id, { run: c.run, n: 1 })], WAIT_MS)).resolves.toBeUndefined();
    expect((await c.data.get(c.col, id))?.data.n).toBe(1);
  });

  it('rejects a confirmed batch with its refusal', async () => {
    const missing = c.data.newId(c.col);
    const confirmed = c.data.confirmedBatch(
      [{ kind: 'update', collection: c.col, id: missing, data: { n: 1 } }],
      WAIT_MS,
    );
    await expect(confirmed).rejects.toBeInstanceOf(DataError);
    await expect(confirmed).rejects.toMatchObject({ code: 'not-found' });
  });

  it('reports written data as synced once writes have settled', async () => {
    const ids = [c.data.newId(c.col), c.data.newId(c.col)];
    for (const id of ids) c.data.set(c.col, id, { run: c.run }, c.ok);
    expect(await c.data.allWritesSynced(WAIT_MS)).toBe(true);
    expect(idsOf((await c.data.query(c.inRun())).docs)).toEqual([...ids].sort());
  });
}
