import { describe, expect, it } from 'vitest';
import { CODE, createClub } from '../contract/permission-cases/group-batches';
import { owner, stranger } from '../contract/rules-world';
import { signInOnWorld, update, useRulesBackend } from './local-rules-fixtures';
import { outcomeOf, readStoredDoc } from './local-test-kit';

/**
 * What the local backend does with a batch beyond allowing or refusing it (the cases
 * themselves are in the permission table, src/backend/contract/permission-cases/): nothing of a
 * refused batch is stored, and every write is judged on the state after the whole batch.
 */

describe('rules: batches', () => {
  const backend = useRulesBackend();

  it('writes nothing when one operation of a batch is refused', async () => {
    const t = backend();
    await signInOnWorld(t, owner);
    const ops = [update('clubs/c1', { name: 'Renamed' }), ...createClub('ownerO-K1', 'ownerO'), update('clubs/c2', { name: 'Not mine' })];
    await expect(outcomeOf(t.backend.data, (onRefused) => t.backend.data.batch(ops, onRefused))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await readStoredDoc(t.db, 'clubs/c1'))?.name).toBe('Club');
    expect(await readStoredDoc(t.db, 'clubs/ownerO-K1')).toBeNull();
    expect(await readStoredDoc(t.db, `joinCodes/${CODE}`)).toBeNull();
  });

  it('judges every write of a batch by the state after the whole batch, whatever the order', async () => {
    const t = backend();
    await signInOnWorld(t, stranger);
    const ops = [...createClub('strangerS-K1', 'strangerS')].reverse();
    await expect(outcomeOf(t.backend.data, (onRefused) => t.backend.data.batch(ops, onRefused))).resolves.toBeUndefined();
    expect(await readStoredDoc(t.db, `joinCodes/${CODE}`)).toMatchObject({ clubId: 'strangerS-K1', reservedAt: expect.any(Date) });
  });
});
