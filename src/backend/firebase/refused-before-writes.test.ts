import { describe, expect, it } from 'vitest';
import { DataError } from '../ports';
import { reopenedAfterOwnWrites } from './refused-before-writes';

type Result = { fromCache: boolean; value: string };

/** A listen the test answers or refuses, counting how often it is opened. */
function fakeListen() {
  const opened: { next: (result: Result) => void; fail: (error: unknown) => void }[] = [];
  let closed = 0;
  const subscribe = (next: (result: Result) => void, fail: (error: unknown) => void) => {
    opened.push({ next, fail });
    return () => {
      closed += 1;
    };
  };
  return { subscribe, opened, closed: () => closed };
}

const refused = () => new DataError('permission-denied', 'Missing or insufficient permissions.');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function run(synced: boolean | Promise<boolean>) {
  const listen = fakeListen();
  const seen: string[] = [];
  const errors: unknown[] = [];
  const waits: number[] = [];
  const stop = reopenedAfterOwnWrites<Result>(
    listen.subscribe,
    (withinMs) => {
      waits.push(withinMs);
      return Promise.resolve(synced);
    },
    (result) => seen.push(result.value),
    (error) => errors.push(error),
    5_000,
  );
  return { listen, seen, errors, waits, stop };
}

describe('a listen refused before the server answered it, while this device’s writes wait', () => {
  it('is opened again once the writes are answered, and shows what the server then gives', async () => {
    const { listen, seen, errors, waits } = run(true);
    listen.opened[0]?.next({ fromCache: true, value: 'cached: none' });
    listen.opened[0]?.fail(refused());
    await flush();
    expect(waits).toEqual([5_000]);
    expect(listen.opened).toHaveLength(2);
    listen.opened[1]?.next({ fromCache: false, value: 'the event' });
    expect(seen).toEqual(['cached: none', 'the event']);
    expect(errors).toEqual([]);
  });

  it('passes a second refusal on: the server judged again', async () => {
    const { listen, errors } = run(true);
    listen.opened[0]?.fail(refused());
    await flush();
    const again = refused();
    listen.opened[1]?.fail(again);
    await flush();
    expect(listen.opened).toHaveLength(2);
    expect(errors).toEqual([again]);
  });

  it('passes the refusal on when the writes are not answered within the time box (offline)', async () => {
    const { listen, errors } = run(false);
    const first = refused();
    listen.opened[0]?.fail(first);
    await flush();
    expect(listen.opened).toHaveLength(1);
    expect(errors).toEqual([first]);
  });

  it('passes a refusal on at once after the server had answered: access taken away shows now', async () => {
    const { listen, errors, waits } = run(true);
    listen.opened[0]?.next({ fromCache: false, value: 'the event' });
    const removed = refused();
    listen.opened[0]?.fail(removed);
    await flush();
    expect(waits).toEqual([]);
    expect(errors).toEqual([removed]);
  });

  it('passes any other error on at once', async () => {
    const { listen, errors, waits } = run(true);
    const unavailable = new DataError('unavailable', 'offline');
    listen.opened[0]?.fail(unavailable);
    await flush();
    expect(waits).toEqual([]);
    expect(errors).toEqual([unavailable]);
  });

  it('opens nothing more once stopped while waiting', async () => {
    let answer: (synced: boolean) => void = () => {};
    const { listen, stop, errors } = run(
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
    );
    listen.opened[0]?.fail(refused());
    stop();
    answer(true);
    await flush();
    expect(listen.opened).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(listen.closed()).toBe(1);
  });
});
