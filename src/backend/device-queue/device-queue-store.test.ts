import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewQueuedJoin, QueuedJoin } from '../ports';
import { createDeviceQueue, type DeviceQueueStore } from './device-queue-store';

/** The device queue on IndexedDB (fake-indexeddb in tests), a fresh database per test. */

let name: string;
let opened: DeviceQueueStore[];
const open = () => {
  const store = createDeviceQueue(name);
  opened.push(store);
  return store;
};

beforeEach(() => {
  name = `pitchside-device-queue-test-${crypto.randomUUID()}`;
  opened = [];
});
afterEach(async () => {
  for (const store of opened) store.close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
});

const join = (uid: string, code: string, extra: Partial<NewQueuedJoin> = {}): NewQueuedJoin => ({
  uid,
  code,
  me: true,
  children: [],
  firstTriedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const codes = (joins: QueuedJoin[]) => joins.map((queued) => queued.code);

describe('the device queue store', () => {
  it('keeps joins in the order they were added, each with its own id, as given', async () => {
    const queue = open();
    const first = await queue.add(join('u1', 'AAAAAAAAAA', { me: false, children: [{ id: 'kid1', name: 'Sam Kid' }] }));
    await queue.add(join('u1', 'BBBBBBBBBB'));
    await queue.add(join('u1', 'CCCCCCCCCC'));
    const listed = await queue.list('u1');
    expect(codes(listed)).toEqual(['AAAAAAAAAA', 'BBBBBBBBBB', 'CCCCCCCCCC']);
    expect(new Set(listed.map((queued) => queued.id)).size).toBe(3);
    expect(listed[0]).toEqual(first);
    expect(listed[0]).toEqual({
      id: first.id,
      uid: 'u1',
      code: 'AAAAAAAAAA',
      me: false,
      children: [{ id: 'kid1', name: 'Sam Kid' }],
      firstTriedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('lists only the account’s own joins', async () => {
    const queue = open();
    await queue.add(join('u1', 'AAAAAAAAAA'));
    await queue.add(join('u2', 'BBBBBBBBBB'));
    await queue.add(join('u1', 'CCCCCCCCCC'));
    expect(codes(await queue.list('u1'))).toEqual(['AAAAAAAAAA', 'CCCCCCCCCC']);
    expect(codes(await queue.list('u2'))).toEqual(['BBBBBBBBBB']);
    expect(await queue.list('nobody')).toEqual([]);
  });

  it('keeps them across a reload (a new connection to the same database)', async () => {
    const before = open();
    await before.add(join('u1', 'AAAAAAAAAA'));
    await before.add(join('u1', 'BBBBBBBBBB'));
    before.close();
    expect(codes(await open().list('u1'))).toEqual(['AAAAAAAAAA', 'BBBBBBBBBB']);
  });

  it('removes one join, and narrows who one is for, keeping its place; both are no-ops for a join that is gone', async () => {
    const queue = open();
    const a = await queue.add(join('u1', 'AAAAAAAAAA'));
    const b = await queue.add(
      join('u1', 'BBBBBBBBBB', {
        children: [
          { id: 'kid1', name: 'Sam' },
          { id: 'kid2', name: 'Alex' },
        ],
      }),
    );
    await queue.add(join('u1', 'CCCCCCCCCC'));
    await queue.remove(a.id);
    await queue.update(b.id, { me: false, children: [{ id: 'kid2', name: 'Alex' }] });
    const listed = await queue.list('u1');
    expect(codes(listed)).toEqual(['BBBBBBBBBB', 'CCCCCCCCCC']);
    expect(listed[0]).toMatchObject({ id: b.id, me: false, children: [{ id: 'kid2', name: 'Alex' }] });
    await queue.remove(a.id);
    await queue.update(a.id, { me: false, children: [] });
    expect(codes(await queue.list('u1'))).toEqual(['BBBBBBBBBB', 'CCCCCCCCCC']);
  });

  it('watches the account’s joins: now, then after changes made through another connection (another tab)', async () => {
    const queue = open();
    await queue.add(join('u1', 'AAAAAAAAAA'));
    const seen: string[][] = [];
    const stop = queue.watch(
      'u1',
      (joins) => seen.push(codes(joins)),
      (error) => {
        throw error;
      },
    );
    await expect.poll(() => seen.at(-1)).toEqual(['AAAAAAAAAA']);
    const otherTab = open();
    await otherTab.add(join('u2', 'ZZZZZZZZZZ'));
    const b = await otherTab.add(join('u1', 'BBBBBBBBBB'));
    await expect.poll(() => seen.at(-1)).toEqual(['AAAAAAAAAA', 'BBBBBBBBBB']);
    await otherTab.remove(b.id);
    await expect.poll(() => seen.at(-1)).toEqual(['AAAAAAAAAA']);
    stop();
    const count = seen.length;
    await queue.add(join('u1', 'CCCCCCCCCC'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(count);
    expect(seen.every((codesSeen) => !codesSeen.includes('ZZZZZZZZZZ'))).toBe(true);
  });

  it('runs exclusive work one at a time, and goes on after a failed run', async () => {
    const queue = open();
    const events: string[] = [];
    let release: () => void = () => {};
    const first = queue.exclusive(async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      events.push('first ends');
      throw new Error('first failed');
    });
    const second = queue.exclusive(async () => {
      events.push('second runs');
      return 2;
    });
    await expect.poll(() => events).toEqual(['first starts']);
    release();
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(events).toEqual(['first starts', 'first ends', 'second runs']);
  });
});
