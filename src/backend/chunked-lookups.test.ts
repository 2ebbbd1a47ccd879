import { describe, expect, it, vi } from 'vitest';
import { chunk, queryIn, watchIn, watchInEach } from './chunked-lookups';
import { DataError, type DataPort, type Doc, type QueryResult, type QuerySpec } from './ports';

const doc = (id: string): Doc => ({ id, data: { teamId: id }, pending: false });

/** A port whose queries and watches answer with one document per `in` value, recording each query. */
function fakePort() {
  const specs: QuerySpec[] = [];
  const watchers: {
    spec: QuerySpec;
    onNext: (r: QueryResult) => void;
    onError: (e: DataError) => void;
    stopped: boolean;
  }[] = [];
  const answer = (spec: QuerySpec): QueryResult => {
    const inFilter = spec.where?.find((filter) => filter.op === 'in');
    return { docs: ((inFilter?.value ?? []) as string[]).map(doc), fromCache: false };
  };
  const port = {
    query: vi.fn(async (spec: QuerySpec) => {
      specs.push(spec);
      return answer(spec);
    }),
    watchQuery: vi.fn((spec: QuerySpec, onNext: (r: QueryResult) => void, onError: (e: DataError) => void) => {
      const watcher = { spec, onNext, onError, stopped: false };
      watchers.push(watcher);
      return () => {
        watcher.stopped = true;
      };
    }),
  } as unknown as DataPort;
  return { port, specs, watchers, answer };
}

const teams = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`);

describe('chunk', () => {
  it('splits into runs of 10 by default, dropping repeats', () => {
    expect(chunk(teams(25)).map((run) => run.length)).toEqual([10, 10, 5]);
    expect(chunk(['a', 'b', 'a'], 10)).toEqual([['a', 'b']]);
    expect(chunk([])).toEqual([]);
  });

  it('refuses a size that is not a whole number ≥ 1', () => {
    expect(() => chunk(['a'], 0)).toThrow(RangeError);
  });
});

describe('queryIn', () => {
  it('asks in chunks of at most 10 values, keeping the other filters, and merges the answers', async () => {
    const { port, specs } = fakePort();
    const result = await queryIn(port, {
      spec: { collection: 'teamMemberships', where: [{ field: 'role', op: '==', value: 'member' }] },
      field: 'teamId',
      values: teams(31),
    });
    expect(specs.map((spec) => ((spec.where?.[1]?.value ?? []) as string[]).length)).toEqual([10, 10, 10, 1]);
    expect(specs.every((spec) => spec.where?.[0]?.field === 'role')).toBe(true);
    expect(result.docs.map((each) => each.id)).toEqual(teams(31));
    expect(result.fromCache).toBe(false);
  });

  it('asks nothing for no values', async () => {
    const { port, specs } = fakePort();
    expect(await queryIn(port, { spec: { collection: 'teams' }, field: '__name__', values: [] })).toEqual({
      docs: [],
      fromCache: false,
    });
    expect(specs).toEqual([]);
  });
});

describe('watchIn', () => {
  it('answers once every chunk has answered, then on each change; fromCache if any chunk is', () => {
    const { port, watchers, answer } = fakePort();
    const seen: QueryResult[] = [];
    watchIn(
      port,
      { spec: { collection: 'teams' }, field: '__name__', values: teams(15) },
      (r) => seen.push(r),
      vi.fn(),
    );
    expect(watchers).toHaveLength(2);
    const [first, second] = watchers;
    first?.onNext(answer(first.spec));
    expect(seen).toHaveLength(0);
    second?.onNext({ ...answer(second.spec), fromCache: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.docs.map((each) => each.id)).toEqual(teams(15));
    expect(seen[0]?.fromCache).toBe(true);
    first?.onNext({ docs: [doc('t0')], fromCache: false });
    expect(seen[1]?.docs.map((each) => each.id)).toEqual(['t0', ...teams(15).slice(10)]);
  });

  it('stops every chunk and reports one error', () => {
    const { port, watchers } = fakePort();
    const onError = vi.fn();
    watchIn(port, { spec: { collection: 'teams' }, field: '__name__', values: teams(25) }, vi.fn(), onError);
    watchers[1]?.onError(new DataError('permission-denied'));
    watchers[2]?.onError(new DataError('permission-denied'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(watchers.every((each) => each.stopped)).toBe(true);
  });

  it('answers an empty list for no values, and not after unsubscribing', async () => {
    const { port } = fakePort();
    const onNext = vi.fn();
    watchIn(port, { spec: { collection: 'teams' }, field: '__name__', values: [] }, onNext, vi.fn());
    const stop = watchIn(port, { spec: { collection: 'teams' }, field: '__name__', values: [] }, onNext, vi.fn());
    stop();
    await Promise.resolve();
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledWith({ docs: [], fromCache: false });
  });
});

describe('watchInEach', () => {
  const spec = { collection: 'announcements' };
  const lookups = (optional: boolean) => [
    { spec, field: 'groupId', values: teams(12), chunkSize: 10 },
    { spec, field: 'groupId', values: ['g1', 'g2'], chunkSize: 4, optional },
  ];
  const refused = new DataError('permission-denied', 'Missing or insufficient permissions.');

  it('answers once every lookup has, merged; an optional lookup refused answers empty', () => {
    const { port, watchers, answer } = fakePort();
    const onNext = vi.fn();
    watchInEach(port, lookups(true), onNext, vi.fn());
    expect(watchers).toHaveLength(3);
    watchers[2]?.onError(refused);
    expect(onNext).not.toHaveBeenCalled();
    for (const watcher of watchers.slice(0, 2)) watcher.onNext(answer(watcher.spec));
    expect(onNext).toHaveBeenLastCalledWith({ docs: teams(12).map(doc), fromCache: true });
  });

  it('fails every lookup, once, when a required one is refused', () => {
    const { port, watchers } = fakePort();
    const onError = vi.fn();
    watchInEach(port, lookups(false), vi.fn(), onError);
    watchers[2]?.onError(refused);
    expect(onError).toHaveBeenCalledOnce();
    expect(watchers.every((watcher) => watcher.stopped)).toBe(true);
  });
});
