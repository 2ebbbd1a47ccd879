// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { type DataError, SERVER_TIMESTAMP, type WriteOp } from '../ports';
import {
  type EmulatorPort,
  emulatorHost,
  loadRules,
  openEmulatorPort,
  SYNC_WITHIN_MS,
} from '../../../assurance/firebase/emulator-port.test-support';

/**
 * A batch whose commit reached the server but whose acknowledgement was lost
 * is sent again by the SDK and refused by create-only rules; the app said `Save failed` while
 * the data was stored. Here the same create batch goes through the port twice, as the SDK's
 * re-send does. Runs against Google's Firestore emulator (scripts/firestore-emulator.mjs);
 * skipped, saying so, without one.
 */
const projectId = 'demo-pitchside-duplicate';
const createOnlyRules = `rules_version='2';
service cloud.firestore { match /databases/{db}/documents {
  match /events/{id} { allow read: if true; allow create: if true; }
  match /answers/{id} { allow read: if true; allow create: if true; allow update: if false; }
} }`;

if (!emulatorHost) console.info('Duplicate commit test skipped: FIRESTORE_EMULATOR_HOST is not set');

describe.skipIf(!emulatorHost)('a create batch that reaches the server twice', () => {
  let device: EmulatorPort | undefined;
  afterEach(async () => {
    await device?.stop();
    device = undefined;
  });

  const batchOf = (id: string, title: string): WriteOp[] => [
    {
      kind: 'set',
      collection: 'events',
      id,
      data: { title, startsAt: new Date('2026-05-02T10:00:00Z'), postedAt: SERVER_TIMESTAMP },
    },
    { kind: 'set', collection: 'answers', id: `${id}_p1`, data: { answer: 'yes' } },
  ];

  it('is no refusal when the stored documents are the ones written', async () => {
    await loadRules(projectId, createOnlyRules);
    device = openEmulatorPort(projectId, { resentCopies: 'dismiss' });
    const { data } = device;
    const refused: DataError[] = [];
    const id = data.newId('events');
    data.batch(batchOf(id, 'Training'), (error) => refused.push(error));
    expect(await data.allWritesSynced(SYNC_WITHIN_MS)).toBe(true);
    data.batch(batchOf(id, 'Training'), (error) => refused.push(error));
    expect(await data.allWritesSynced(SYNC_WITHIN_MS)).toBe(true);
    await expect(data.confirmedBatch(batchOf(id, 'Training'), SYNC_WITHIN_MS)).resolves.toBeUndefined();
    // the check reads the server after the refusal: give it the time to answer
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(refused).toEqual([]);
  }, 120_000);

  it('is still the refusal when the stored documents differ', async () => {
    await loadRules(projectId, createOnlyRules);
    device = openEmulatorPort(projectId, { resentCopies: 'dismiss' });
    const { data } = device;
    const refused: DataError[] = [];
    const id = data.newId('events');
    data.batch(batchOf(id, 'Training'), (error) => refused.push(error));
    expect(await data.allWritesSynced(SYNC_WITHIN_MS)).toBe(true);
    data.batch(batchOf(id, 'Match'), (error) => refused.push(error));
    await expect
      .poll(() => refused.map((error) => error.code), { timeout: SYNC_WITHIN_MS })
      .toEqual(['permission-denied']);
    await expect(data.confirmedBatch(batchOf(id, 'Match'), SYNC_WITHIN_MS)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  }, 120_000);
});
