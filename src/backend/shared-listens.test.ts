import { describe, expect, it, vi } from 'vitest';
import { DataError, type DataPort, type QueryResult } from './ports';
import { watchDocShared, watchQueryShared } from './shared-listens';

/** A port whose listens the test answers: how many were opened, and which are still open. */
function fakePort() {
  const listens: { onNext: (value: unknown) => void; onError: (error: DataError) => void; stopped: boolean }[] = [];
  const open = (onNext: (value: never) => void, onError: (error: DataError) => void) => {
    const listen = { onNext: onNext as (value: unknown) => void, onError, stopped: false };
    listens.push(listen);
    return () => {
      listen.stopped = true;
    };
  };
  const port = {
    watchQuery: (_spec: unknown, onNext: (value: never) => void, onError: (error: DataError) => void) =>
      open(onNext, onError),
    watchDoc: (_c: string, _id: string, onNext: (value: never) => void, onError: (error: DataError) => void) =>
      open(onNext, onError),
  } as unknown as DataPort;
  return { port, listens };
}

const spec = { collection: 'teams', where: [{ field: 'clubId', op: '==' as const, value: 'K1' }] };
const answer: QueryResult = { docs: [], fromCache: true };

describe('shared listens', () => {
  it('opens one listen for every caller of the same query, the last answer first for a late one', async () => {
    const { port, listens } = fakePort();
    const first = vi.fn();
    const late = vi.fn();
    const stopFirst = watchQueryShared(port, spec, first, vi.fn());
    listens[0]?.onNext(answer);
    const stopLate = watchQueryShared(port, spec, late, vi.fn());
    await Promise.resolve();
    expect(listens).toHaveLength(1);
    expect(first).toHaveBeenCalledWith(answer);
    expect(late).toHaveBeenCalledWith(answer);
    stopFirst();
    expect(listens[0]?.stopped).toBe(false);
    stopLate();
    expect(listens[0]?.stopped).toBe(true);
    watchQueryShared(port, spec, vi.fn(), vi.fn());
    expect(listens).toHaveLength(2);
  });

  it('keeps queries and documents apart', () => {
    const { port, listens } = fakePort();
    watchQueryShared(port, spec, vi.fn(), vi.fn());
    watchQueryShared(port, { ...spec, where: [{ field: 'clubId', op: '==' as const, value: 'K2' }] }, vi.fn(), vi.fn());
    watchDocShared(port, 'teams', 'T1', vi.fn(), vi.fn());
    watchDocShared(port, 'teams', 'T1', vi.fn(), vi.fn());
    watchDocShared(port, 'clubs', 'T1', vi.fn(), vi.fn());
    expect(listens).toHaveLength(4);
  });

  it('tells every caller of a failed listen, once, and the next caller opens a new one', () => {
    const { port, listens } = fakePort();
    const errors = [vi.fn(), vi.fn()];
    for (const onError of errors) watchQueryShared(port, spec, vi.fn(), onError);
    listens[0]?.onError(new DataError('permission-denied'));
    listens[0]?.onError(new DataError('permission-denied'));
    for (const onError of errors) expect(onError).toHaveBeenCalledTimes(1);
    expect(listens[0]?.stopped).toBe(true);
    watchQueryShared(port, spec, vi.fn(), vi.fn());
    expect(listens).toHaveLength(2);
  });
});
