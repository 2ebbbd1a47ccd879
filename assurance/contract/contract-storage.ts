import { expect, it } from 'vitest';
import { SERVER_TIMESTAMP } from '../../src/backend/ports';
import { type ContractContext, refusalOf } from './contract-context';

/** What a document holds after set, update and delete, read back at once (read-your-writes). */
export function defineStorageContract(c: ContractContext): void {
  it('gets null for a missing document', async () => {
    expect(await c.data.get(c.col, c.data.newId(c.col))).toBeNull();
  });

  it('round-trips set and get with plain JSON values', async () => {
    const id = c.data.newId(c.col);
    const value = {
      run: c.run,
      text: 'héllo',
      count: 3,
      ratio: 0.5,
      yes: true,
      none: null,
      list: [1, 'two', { three: 3, four: [4] }],
      nested: { a: { b: 'c' } },
    };
    c.data.set(c.col, id, value, c.ok);
    const doc = await c.data.get(c.col, id);
    expect(doc?.id).toBe(id);
    expect(doc?.data).toEqual(value);
  });

  it('leaves out undefined fields and stores undefined array items as null', async () => {
    const id = c.data.newId(c.col);
    c.data.set(
      c.col,
      id,
      { run: c.run, a: 1, gone: undefined, list: [1, undefined], nested: { gone: undefined, kept: 2 } },
      c.ok,
    );
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, a: 1, list: [1, null], nested: { kept: 2 } });
  });

  it('stores a Date and reads it back as a Date', async () => {
    const id = c.data.newId(c.col);
    const when = new Date('2024-05-06T07:08:09.123Z');
    c.data.set(c.col, id, { run: c.run, when }, c.ok);
    const stored = (await c.data.get(c.col, id))?.data.when;
    expect(stored).toBeInstanceOf(Date);
    expect((stored as Date).toISOString()).toBe(when.toISOString());
  });

  it('stores the server timestamp, which reads back as a Date near now', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, at: SERVER_TIMESTAMP, nested: { at: SERVER_TIMESTAMP } }, c.ok);
    const nearNow = (value: unknown) => {
      expect(value).toBeInstanceOf(Date);
      expect(Math.abs((value as Date).getTime() - Date.now())).toBeLessThan(60_000);
    };
    const doc = await c.data.get<{ at: unknown; nested: { at: unknown } }>(c.col, id);
    nearNow(doc?.data.at);
    nearNow(doc?.data.nested.at);
    await c.data.allWritesSynced(5_000);
    nearNow((await c.data.get(c.col, id))?.data.at);
  });

  it('keeps stored data apart from the caller’s objects', async () => {
    const id = c.data.newId(c.col);
    const value = { run: c.run, nested: { n: 1 }, list: [1] };
    c.data.set(c.col, id, value, c.ok);
    value.nested.n = 2;
    value.list.push(2);
    const first = await c.data.get<typeof value>(c.col, id);
    expect(first?.data).toEqual({ run: c.run, nested: { n: 1 }, list: [1] });
    if (first) first.data.nested.n = 99;
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, nested: { n: 1 }, list: [1] });
  });

  it('replaces a document on set without merge', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, a: 1, b: 2 }, c.ok);
    c.data.set(c.col, id, { run: c.run, c: 3 }, c.ok);
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, c: 3 });
  });

  it('merges fields on set with merge, nested maps field by field', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, a: 1, b: { x: 1, y: 1 }, list: [1, 2] }, c.ok);
    c.data.set(c.col, id, { b: { x: 2 }, c: 3, list: [3] }, c.ok, { merge: true });
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, a: 1, b: { x: 2, y: 1 }, c: 3, list: [3] });
  });

  it('creates a missing document on set with merge', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, a: 1 }, c.ok, { merge: true });
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, a: 1 });
  });

  it('updates top-level fields, replacing a map value whole', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, a: 1, b: { x: 1, y: 1 } }, c.ok);
    c.data.update(c.col, id, { a: 2, b: { z: 1 } }, c.ok);
    expect((await c.data.get(c.col, id))?.data).toEqual({ run: c.run, a: 2, b: { z: 1 } });
  });

  it('updates a nested field by its dotted path, keeping its siblings and creating maps on the way', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run, address: { city: 'York', street: 'Main' }, other: 1 }, c.ok);
    c.data.update(c.col, id, { 'address.city': 'Leeds', 'deep.new.field': true }, c.ok);
    expect((await c.data.get(c.col, id))?.data).toEqual({
      run: c.run,
      address: { city: 'Leeds', street: 'Main' },
      other: 1,
      deep: { new: { field: true } },
    });
  });

  it('refuses to update a missing document with not-found, creating nothing', async () => {
    const id = c.data.newId(c.col);
    const refusal = await refusalOf((onRefused) => c.data.update(c.col, id, { run: c.run, a: 1 }, onRefused));
    expect(refusal).toMatchObject({ name: 'DataError', code: 'not-found' });
    expect(await c.data.get(c.col, id)).toBeNull();
  });

  it('deletes a document, and deleting a missing one is no refusal', async () => {
    const id = c.data.newId(c.col);
    c.data.set(c.col, id, { run: c.run }, c.ok);
    c.data.delete(c.col, id, c.ok);
    expect(await c.data.get(c.col, id)).toBeNull();
    c.data.delete(c.col, id, c.ok);
    expect(await c.data.allWritesSynced(5_000)).toBe(true);
  });

  it('makes fresh 20-character alphanumeric ids', () => {
    const ids = Array.from({ length: 1000 }, () => c.data.newId(c.col));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
}
