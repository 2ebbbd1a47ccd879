import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  type TestBackend,
  signInAs,
} from '../../../../assurance/local/local-test-kit';
import { DataError, type DataPort } from '../../../backend/ports';
import {
  AT,
  CLUB_CODE,
  coachClub,
  player,
  profileOf,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { type JoinOrQueueDeps, joinOrQueue } from './join-or-queue';
import { memoryQueue } from '../../../../assurance/features/join/hooks/memory-queue.test-support';

/** A join from `/join` on a backend with a device queue (firebase) and without (local). */

const parent = { uid: 'parentR', personId: 'parentR', displayName: 'Robin Parent' };
const kid = { id: 'childS', name: 'Sam Kid' };
const NOW = '2026-03-01T10:00:00.000Z';

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, {
    ...coachClub(2),
    ...profileOf(parent),
    'users/childS': {
      uid: null,
      email: '',
      emailLower: '',
      role: 'Child',
      firstName: 'Sam',
      lastName: 'Kid',
      dob: '2016-04-02',
      linkedParentId: 'parentR',
      parentName: 'Robin Parent',
      createdAt: AT,
      updatedAt: AT,
    },
  });
});
afterEach(() => t.cleanup());

/** The local port with a server that never answers: every read and the confirmed write time out. */
function silentServer(data: DataPort): DataPort {
  return {
    ...data,
    get: () => Promise.reject(new DataError('unavailable')),
    confirmedBatch: () => Promise.reject(new DataError('deadline-exceeded')),
  };
}

/** The local port, but the server stops answering for this person's membership (the signal went mid-run). */
function silentFor(data: DataPort, personId: string): DataPort {
  return {
    ...data,
    confirmedBatch: (ops, timeoutMs) =>
      ops.some((op) => op.id.endsWith(`_${personId}`))
        ? Promise.reject(new DataError('deadline-exceeded'))
        : data.confirmedBatch(ops, timeoutMs),
  };
}

function deps(overrides: Partial<JoinOrQueueDeps> = {}): JoinOrQueueDeps {
  return {
    data: silentServer(t.backend.data),
    actor: player,
    report: () => {},
    online: true,
    now: () => NOW,
    ...overrides,
  };
}

describe('a join the server does not answer', () => {
  it('is queued where the backend has a device queue: the code normalised, who joins, for this account', async () => {
    await signInAs(t.db, player);
    const queue = memoryQueue();
    expect(await joinOrQueue(deps({ queue }), ' clubk ey234 ', { me: true, children: [] })).toEqual({
      summary: { problems: [] },
      queued: true,
    });
    expect(queue.all()).toEqual([
      { id: expect.any(String), uid: 'playerP', code: CLUB_CODE, me: true, children: [], firstTriedAt: NOW },
    ]);
  });

  it('is queued at once, without waiting for the server, when the device knows it is offline', async () => {
    const queue = memoryQueue();
    const untouchable = new Proxy(t.backend.data, {
      get: () => {
        throw new Error('the server is not asked while offline');
      },
    });
    const attempt = await joinOrQueue(deps({ queue, online: false, data: untouchable, actor: parent }), CLUB_CODE, {
      me: false,
      children: [kid],
    });
    expect(attempt).toEqual({ summary: { problems: [] }, queued: true });
    expect(queue.all()).toMatchObject([{ uid: 'parentR', code: CLUB_CODE, me: false, children: [kid] }]);
  });

  it('is queued once: the same code for the same people again adds nothing', async () => {
    await signInAs(t.db, player);
    const queue = memoryQueue();
    await joinOrQueue(deps({ queue }), CLUB_CODE, { me: true, children: [] });
    expect((await joinOrQueue(deps({ queue }), CLUB_CODE.toLowerCase(), { me: true, children: [] })).queued).toBe(true);
    expect(queue.all()).toHaveLength(1);
  });

  it('an ill-formed code is never queued, even offline', async () => {
    const queue = memoryQueue();
    expect(await joinOrQueue(deps({ queue, online: false }), 'ABC', { me: true, children: [] })).toEqual({
      summary: { problems: ['Invalid code'] },
      queued: false,
    });
    expect(await joinOrQueue(deps({ queue, online: false }), '  ', { me: true, children: [] })).toEqual({
      summary: { problems: ['Enter a code'] },
      queued: false,
    });
    expect(queue.all()).toEqual([]);
  });

  it('without a device queue (the local backend) asks for a connection, as before the queue existed', async () => {
    await signInAs(t.db, player);
    expect(await joinOrQueue(deps(), CLUB_CODE, { me: true, children: [] })).toEqual({
      summary: { joined: undefined, problems: ['Joining needs a connection. Try again when you are online.'] },
      queued: false,
    });
  });

  it('a parent who joined before the signal went: `Joined club` for them, their child queued', async () => {
    await signInAs(t.db, parent);
    const queue = memoryQueue();
    const attempt = await joinOrQueue(
      deps({ queue, actor: parent, data: silentFor(t.backend.data, kid.id) }),
      CLUB_CODE,
      { me: true, children: [kid] },
    );
    expect(attempt).toEqual({ summary: { joined: 'Joined club', problems: [] }, queued: true });
    expect(queue.all()).toMatchObject([{ uid: 'parentR', code: CLUB_CODE, me: false, children: [kid] }]);
    await t.backend.data.allWritesSynced(2_000);
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_parentR')).toMatchObject({ role: 'member' });
    expect(await readStoredDoc(t.db, 'clubMemberships/coachC-K1_childS')).toBeNull();
  });
});

describe('a join the server answers', () => {
  it('is not queued, whether it joined or failed', async () => {
    await signInAs(t.db, player);
    const queue = memoryQueue();
    const answering = deps({ queue, data: t.backend.data });
    expect(await joinOrQueue(answering, CLUB_CODE, { me: true, children: [] })).toEqual({
      summary: { joined: 'Joined club', problems: [] },
      queued: false,
    });
    await t.backend.data.allWritesSynced(2_000);
    expect(await joinOrQueue(answering, CLUB_CODE, { me: true, children: [] })).toEqual({
      summary: { joined: undefined, problems: ['Already in this club'] },
      queued: false,
    });
    expect(queue.all()).toEqual([]);
  });
});
