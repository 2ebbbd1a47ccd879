import { describe, expect, it } from 'vitest';
import { member } from '../../../assurance/contract/rules-world';
import type { WriteOp } from '../ports';
import { createLocalDataPort } from './local-data';
import { ruleSetOf } from './local-rules-engine';
import { batch, set, signInOnWorld, useRulesBackend } from '../../../assurance/local/local-rules-fixtures';

/**
 * Rule reads through the local data port, counted as Firestore counts them: distinct documents,
 * 10 for a get, a query or one write, 20 for a batch summed write by write. The rules below read
 * `n` documents for a document whose id ends in `x{n}` (`probes/a_x3` reads probed/r1, r2 and
 * r3, as `probes/b_x3` does). The permission model's own limit cases are in the permission table
 * (rule-read-limits.ts).
 */

const MOST = 12;
const probeReads = Array.from(
  { length: MOST },
  (_, i) => `(int(id.split('x')[1]) <= ${i} || !exists(/databases/$(database)/documents/probed/r${i + 1}))`,
).join('\n        && ');
const READING_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /probes/{id} {
      allow get, write: if ${probeReads};
      // the same document read twelve times, both ways, counts once
      allow list: if ${Array.from({ length: 6 }, () => '!exists(/databases/$(database)/documents/probed/one) && !existsAfter(/databases/$(database)/documents/probed/one)').join(' && ')};
    }
  }
}`;

const probe = (id: string): WriteOp => set(`probes/${id}`, { n: 1 });

describe('the rule-read limits through the local data port', () => {
  const backend = useRulesBackend();
  const port = async () => {
    const t = backend();
    await signInOnWorld(t, member);
    return createLocalDataPort(t.db, { rules: ruleSetOf(READING_RULES) });
  };

  it('allows a single write whose rules read 10 documents, and refuses 11', async () => {
    const data = await port();
    await expect(batch(probe('x10'))(data)).resolves.toBeUndefined();
    await expect(batch(probe('x11'))(data)).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('at most 10 documents for one write'),
    });
  });

  it('allows a get whose rules read 10 documents, and refuses 11', async () => {
    const data = await port();
    await expect(data.get('probes', 'x10')).resolves.toBeNull();
    await expect(data.get('probes', 'x11')).rejects.toMatchObject({
      message: expect.stringContaining('at most 10 documents for one document read'),
    });
  });

  it('counts a document read twelve times, by exists and existsAfter, once', async () => {
    const data = await port();
    await expect(data.query({ collection: 'probes' })).resolves.toMatchObject({ docs: [] });
  });

  it('refuses a batch in which one write reads 11 documents, though the batch reads fewer than 20', async () => {
    const data = await port();
    await expect(batch(probe('a_x1'), probe('b_x11'))(data)).rejects.toMatchObject({
      message: expect.stringContaining('at most 10 documents for one write'),
    });
  });

  it('sums a batch write by write: the same documents read by two writes count twice', async () => {
    const data = await port();
    // a_x10 and b_x10 both read probed/r1…r10: 10 distinct documents, 20 reads summed
    await expect(batch(probe('a_x10'), probe('b_x10'))(data)).resolves.toBeUndefined();
    // c_x1 reads probed/r1 once more: 21
    await expect(batch(probe('a_x10'), probe('b_x10'), probe('c_x1'))(data)).rejects.toMatchObject({
      message: expect.stringContaining('at most 20 documents for one batch'),
    });
  });
});
