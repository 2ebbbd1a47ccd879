import { describe, expect, it, vi } from 'vitest';
import type { DataPort } from '../ports';
import { quietAfterSignOut } from './quiet-after-sign-out';

/** A port whose every call throws, as a terminated Firestore instance's does. */
function terminatedPort(): { port: DataPort; calls: string[] } {
  const calls: string[] = [];
  const port = new Proxy({} as DataPort, {
    get: (_, name) => () => {
      calls.push(String(name));
      throw new Error('The client has already been terminated.');
    },
  });
  return { port, calls };
}

describe('the data port after sign-out starts', () => {
  it('passes every call through before', () => {
    const { port, calls } = terminatedPort();
    const { data } = quietAfterSignOut(port);
    expect(() => data.watchQuery({ collection: 'teams' }, vi.fn(), vi.fn())).toThrow(/terminated/);
    expect(calls).toEqual(['watchQuery']);
  });

  it('reaches the terminated instance no more: watches and reads never answer, writes do nothing', async () => {
    const { port, calls } = terminatedPort();
    const quietable = quietAfterSignOut(port);
    quietable.quiet();
    const { data } = quietable;
    const onNext = vi.fn();
    const onError = vi.fn();
    const stop = data.watchQuery({ collection: 'teams' }, onNext, onError);
    data.watchDoc('teams', 't1', onNext, onError);
    expect(data.set('teams', 't1', { name: 'U9' }, onError)).toBeUndefined();
    data.update('teams', 't1', { name: 'U9' }, onError);
    data.delete('teams', 't1', onError);
    data.batch([{ kind: 'delete', collection: 'teams', id: 't1' }], onError);
    const reads = [data.get('teams', 't1'), data.query({ collection: 'teams' }), data.confirmedBatch([], 1_000)];
    const settled = await Promise.race([
      ...reads.map((read) => read.then(() => 'settled')),
      Promise.resolve('pending'),
    ]);
    expect(settled).toBe('pending');
    expect(await data.allWritesSynced(1_000)).toBe(false);
    stop();
    expect(calls).toEqual([]);
    expect(onNext).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
