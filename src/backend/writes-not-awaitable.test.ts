import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DataPort, NotAwaitable } from './ports';

/**
 * A write never settles offline on Firestore, so a screen that awaited one would hang at the
 * pitch side. The port's write methods return `NotAwaitable`, and `await` of one does not
 * compile (TS1320): `npm run typecheck` fails on each line below if that ever stops being so.
 */
async function awaitingAWriteDoesNotCompile(data: DataPort): Promise<void> {
  const ignore = () => {};
  // @ts-expect-error a write cannot be awaited
  await data.set('clubs', 'c1', { name: 'Lions' }, ignore);
  // @ts-expect-error a write cannot be awaited
  await data.update('clubs', 'c1', { name: 'Lions' }, ignore);
  // @ts-expect-error a write cannot be awaited
  await data.delete('clubs', 'c1', ignore);
  // @ts-expect-error a write cannot be awaited
  await data.batch([], ignore);
  // @ts-expect-error nor chained as a promise
  data.set('clubs', 'c1', {}, ignore).then(() => {});
  // @ts-expect-error a write without its refusal handler does not compile either
  data.set('clubs', 'c1', {});
}

describe('writes are fire and forget', () => {
  it('every write method returns NotAwaitable, and only confirmedBatch returns a promise', () => {
    expectTypeOf<ReturnType<DataPort['set']>>().toEqualTypeOf<NotAwaitable>();
    expectTypeOf<ReturnType<DataPort['update']>>().toEqualTypeOf<NotAwaitable>();
    expectTypeOf<ReturnType<DataPort['delete']>>().toEqualTypeOf<NotAwaitable>();
    expectTypeOf<ReturnType<DataPort['batch']>>().toEqualTypeOf<NotAwaitable>();
    expectTypeOf<ReturnType<DataPort['confirmedBatch']>>().toEqualTypeOf<Promise<void>>();
    expect(typeof awaitingAWriteDoesNotCompile).toBe('function');
  });
});
