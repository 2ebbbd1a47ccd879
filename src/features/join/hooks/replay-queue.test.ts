import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDeviceQueue } from '../../../backend/device-queue/device-queue-store';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
} from '../../../../assurance/local/local-test-kit';
import {
  DataError,
  type DataPort,
  type DeviceQueuePort,
  type NewQueuedJoin,
  type QueuedJoin,
} from '../../../backend/ports';
import {
  AT,
  CLUB_CODE,
  coachClub,
  membership,
  player,
  teamCode,
} from '../../../../assurance/domain/groups/group-world.test-support';
import type { JoinRun } from './join-people';
import { joinPeople } from './join-people';
import { memoryQueue } from '../../../../assurance/features/join/hooks/memory-queue.test-support';
import { replayQueue } from './replay-queue';

/**
 * Replaying the device queue: against an in-memory queue port and the local backend
 * with the permission model enforced, the server "answering" or not as each test needs.
 */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, coachClub(3));
  await signInAs(t.db, player);
});
afterEach(() => t.cleanup());

const TRIED_AT = '2026-03-01T10:00:00.000Z';
const queued = (code: string, extra: Partial<NewQueuedJoin> = {}): NewQueuedJoin => ({
  uid: player.uid,
  code,
  me: true,
  children: [],
  firstTriedAt: TRIED_AT,
  ...extra,
});

/** The local port; codes in `silent` get no answer from the server (a read times out). */
function serverSilentFor(data: DataPort, silent: ReadonlySet<string>): DataPort {
  return {
    ...data,
    get: (collection, id, options) =>
      collection === 'joinCodes' && silent.has(id)
        ? Promise.reject(new DataError('unavailable'))
        : data.get(collection, id, options),
  };
}

function replayWith(
  queue: DeviceQueuePort,
  options: { silent?: string[]; onJoin?: (join: QueuedJoin) => Promise<void> | void } = {},
) {
  const said: string[] = [];
  const tried: string[] = [];
  const data = serverSilentFor(t.backend.data, new Set(options.silent ?? []));
  const result = replayQueue({
    queue,
    uid: player.uid,
    join: async (join) => {
      tried.push(join.code);
      await options.onJoin?.(join);
      const run = await joinPeople(
        { data, actor: player, report: (message) => said.push(`error: ${message}`), resumeSince: join.firstTriedAt },
        join.code,
        join,
      );
      await t.backend.data.allWritesSynced(2_000);
      return run;
    },
    say: { success: (text) => said.push(`success: ${text}`), error: (text) => said.push(`error: ${text}`) },
  });
  return { result, said, tried };
}

const codesOf = (joins: QueuedJoin[]) => joins.map((join) => join.code);

describe('replaying the queued joins', () => {
  it('replays them in order, each ending in its success or error toast, and empties the queue', async () => {
    const queue = memoryQueue();
    await queue.add(queued(teamCode(1)));
    await queue.add(queued(teamCode(2)));
    // by now in the club (team 1's code joined it), team 3 still to join: the club's code joins it
    await queue.add(queued(CLUB_CODE));
    const { result, said, tried } = replayWith(queue);
    expect(await result).toEqual({ finished: 3, stopped: false });
    expect(tried).toEqual([teamCode(1), teamCode(2), CLUB_CODE]);
    expect(said).toEqual(['success: Joined team', 'success: Joined team', 'success: Joined club']);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T3_playerP')).toMatchObject({ joinCode: CLUB_CODE });
    expect(queue.all()).toEqual([]);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T2_playerP')).toMatchObject({
      role: 'member',
      joinCode: teamCode(2),
    });
  });

  it('removes a failed join after its error toast and goes on with the next', async () => {
    const queue = memoryQueue();
    await queue.add(queued('ZZZZZZZZZZ'));
    await queue.add(queued(CLUB_CODE));
    const { result, said } = replayWith(queue);
    expect(await result).toEqual({ finished: 2, stopped: false });
    expect(said).toEqual(['error: Invalid code', 'success: Joined club']);
    expect(queue.all()).toEqual([]);
  });

  it('keeps a join that again gets no answer from the server, and stops there: the ones after it wait too, in order', async () => {
    const queue = memoryQueue();
    await queue.add(queued(teamCode(1)));
    const silent = await queue.add(queued(teamCode(2)));
    await queue.add(queued(teamCode(3)));
    const { result, said, tried } = replayWith(queue, { silent: [teamCode(2)] });
    expect(await result).toEqual({ finished: 1, stopped: true });
    expect(tried).toEqual([teamCode(1), teamCode(2)]);
    expect(said).toEqual(['success: Joined team']);
    expect(queue.all()).toEqual([{ ...silent }, expect.objectContaining({ code: teamCode(3) })]);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T3_playerP')).toBeNull();
  });

  it('never tries a cancelled join, before the replay or during it', async () => {
    const queue = memoryQueue();
    const cancelledBefore = await queue.add(queued(teamCode(1)));
    await queue.add(queued(teamCode(2)));
    const cancelledDuring = await queue.add(queued(teamCode(3)));
    await queue.remove(cancelledBefore.id);
    const { result, tried } = replayWith(queue, {
      onJoin: async (join) => {
        if (join.code === teamCode(2)) await queue.remove(cancelledDuring.id);
      },
    });
    expect(await result).toEqual({ finished: 1, stopped: false });
    expect(tried).toEqual([teamCode(2)]);
    expect(await readStoredDoc(t.db, 'teamMemberships/coachC-T3_playerP')).toBeNull();
  });

  it('replays only the signed-in account’s joins: another account’s wait for them', async () => {
    const queue = memoryQueue();
    await queue.add(queued(teamCode(1), { uid: 'someoneElse' }));
    await queue.add(queued(teamCode(2)));
    const { result, tried } = replayWith(queue);
    expect(await result).toEqual({ finished: 1, stopped: false });
    expect(tried).toEqual([teamCode(2)]);
    expect(codesOf(queue.all())).toEqual([teamCode(1)]);
    expect(queue.all()[0]?.uid).toBe('someoneElse');
  });

  it('narrows a join to whoever is left when the server stops answering part way (a parent joined, their child not yet)', async () => {
    const queue = memoryQueue();
    const kid = { id: 'childS', name: 'Sam Kid' };
    const both = await queue.add(queued(CLUB_CODE, { children: [kid] }));
    const said: string[] = [];
    const result = await replayQueue({
      queue,
      uid: player.uid,
      join: async (): Promise<JoinRun> => ({
        summary: { joined: 'Joined club', problems: [] },
        unreached: { me: false, children: [kid] },
      }),
      say: { success: (text) => said.push(text), error: (text) => said.push(text) },
    });
    expect(result).toEqual({ finished: 0, stopped: true });
    expect(said).toEqual(['Joined club']);
    expect(queue.all()).toEqual([{ ...both, me: false, children: [kid] }]);
  });

  it('says `Join failed` and drops a join whose replay broke unexpectedly, then goes on', async () => {
    const queue = memoryQueue();
    await queue.add(queued(teamCode(1)));
    await queue.add(queued(teamCode(2)));
    const said: string[] = [];
    const result = await replayQueue({
      queue,
      uid: player.uid,
      join: async (join): Promise<JoinRun> => {
        if (join.code === teamCode(1)) throw new Error('boom');
        return { summary: { joined: 'Joined team', problems: [] } };
      },
      say: { success: (text) => said.push(text), error: (text) => said.push(text) },
    });
    expect(result).toEqual({ finished: 2, stopped: false });
    expect(said).toEqual(['Join failed', 'Joined team']);
  });

  it('goes on from the membership an earlier try left on the server after its time box: the club’s teams, `Joined club`', async () => {
    // the first try's confirmed write reached the server only after its time box
    await seedDocs(t.db, {
      'clubMemberships/coachC-K1_playerP': membership('clubId', 'coachC-K1', 'playerP', 'member', {
        joinCode: CLUB_CODE,
        createdAt: '2026-03-01T10:00:05.000Z',
      }),
    });
    const queue = memoryQueue();
    await queue.add(queued(CLUB_CODE));
    const { result, said } = replayWith(queue);
    expect(await result).toEqual({ finished: 1, stopped: false });
    expect(said).toEqual(['success: Joined club']);
    for (const team of [1, 2, 3])
      expect(await readStoredDoc(t.db, `teamMemberships/coachC-T${team}_playerP`)).toMatchObject({
        joinCode: CLUB_CODE,
      });
  });

  it('still says `Already in this club` for memberships from before the join was first tried', async () => {
    // in the club and on all its teams before: taken for this join's own, they would read `Joined club`
    await seedDocs(t.db, {
      'clubMemberships/coachC-K1_playerP': membership('clubId', 'coachC-K1', 'playerP', 'member', {
        joinCode: CLUB_CODE,
        createdAt: AT,
      }),
      ...Object.fromEntries(
        [1, 2, 3].map((i) => [
          `teamMemberships/coachC-T${i}_playerP`,
          membership('teamId', `coachC-T${i}`, 'playerP', 'member', { joinCode: CLUB_CODE, createdAt: AT }),
        ]),
      ),
    });
    const queue = memoryQueue();
    await queue.add(queued(CLUB_CODE));
    const { result, said } = replayWith(queue);
    expect(await result).toEqual({ finished: 1, stopped: false });
    expect(said).toEqual(['error: Already in this club']);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_playerP')).toMatchObject({ createdAt: AT });
  });

  it('works the same on the device queue store (IndexedDB): in order, and what finished is gone after a reload', async () => {
    const name = `pitchside-device-queue-test-${crypto.randomUUID()}`;
    const store = createDeviceQueue(name);
    await store.add(queued(teamCode(1)));
    await store.add(queued(teamCode(2)));
    await store.add(queued(teamCode(3)));
    const { result, tried } = replayWith(store, { silent: [teamCode(3)] });
    expect(await result).toEqual({ finished: 2, stopped: true });
    expect(tried).toEqual([teamCode(1), teamCode(2), teamCode(3)]);
    store.close();
    const reopened = createDeviceQueue(name);
    expect(codesOf(await reopened.list(player.uid))).toEqual([teamCode(3)]);
    reopened.close();
    indexedDB.deleteDatabase(name);
  });
});
