import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocData, WriteOp } from '../ports';
import { createLocalDataPort } from './local-data';
import { type LocalRuleSet, permissionModel } from './local-rule-set';
import { ruleSetOf } from './local-rules-engine';
import {
  openTestBackend,
  outcomeOf,
  readStoredDoc,
  seedDocs,
  setSession,
  type TestBackend,
} from '../../../assurance/local/local-test-kit';

/** The commit of a batch: judged, then written only if nothing it saw has changed meanwhile. */

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await setSession(t.db, { uid: 'o', email: 'o@example.com', emailVerified: true });
});
afterEach(() => t.cleanup());

const members = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `clubMemberships/k_p${i}`,
      { clubId: 'k', userId: `p${i}`, role: 'member' },
    ]),
  );
const deletes = (count: number): WriteOp[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'delete', collection: 'clubMemberships', id: `k_p${i}` }));

/** Each write is judged on its document and the request alone, as most rules of a big cascade are. */
const JUDGED_ON_THEIR_DOCUMENT = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /clubMemberships/{id} {
      allow delete: if request.auth != null && resource.data.clubId == 'k' && id == 'k_' + resource.data.userId;
    }
  }
}`;

it('commits a batch of 500 writes, each judged by the rules (no transaction cut short)', async () => {
  await seedDocs(t.db, members(500));
  const data = createLocalDataPort(t.db, { rules: ruleSetOf(JUDGED_ON_THEIR_DOCUMENT) });
  await outcomeOf(data, (onRefused) => data.batch(deletes(500), onRefused));
  expect(await t.db.docs.where('collection').equals('clubMemberships').count()).toBe(0);
});

it('judges again when another tab changed what the rules read, and writes by the new state', async () => {
  await seedDocs(t.db, { 'probe/gate': { open: true }, 'probe/x': { n: 1 } });
  let judged = 0;
  // the first judgement sees the gate open; before the write, "another tab" closes it
  const rules: LocalRuleSet = {
    ...permissionModel(),
    async mayWrite(context) {
      judged += 1;
      const gate = await context.load('probe', 'gate', 'before');
      if (judged === 1) await seedDocs(t.db, { 'probe/gate': { open: false } as DocData });
      return { allowed: gate?.open === true, reads: ['probe/gate'], readCount: 1, expressions: 1 };
    },
  };
  const data = createLocalDataPort(t.db, { rules });
  await expect(
    outcomeOf(data, (onRefused) =>
      data.batch([{ kind: 'update', collection: 'probe', id: 'x', data: { n: 2 } }], onRefused),
    ),
  ).rejects.toMatchObject({
    code: 'permission-denied',
  });
  expect(judged).toBe(2);
  expect(await readStoredDoc(t.db, 'probe/x')).toEqual({ n: 1 });
});

it('judges again when the session changed meanwhile', async () => {
  await seedDocs(t.db, { 'probe/x': { n: 1 } });
  const seen: (string | undefined)[] = [];
  const rules: LocalRuleSet = {
    ...permissionModel(),
    async mayWrite(context) {
      seen.push(context.auth?.uid);
      if (seen.length === 1) await setSession(t.db, { uid: 'other', email: 'x@example.com', emailVerified: true });
      return { allowed: context.auth?.uid === 'other', reads: [], readCount: 0, expressions: 1 };
    },
  };
  const data = createLocalDataPort(t.db, { rules });
  await outcomeOf(data, (onRefused) =>
    data.batch([{ kind: 'update', collection: 'probe', id: 'x', data: { n: 2 } }], onRefused),
  );
  expect(seen).toEqual(['o', 'other']);
  expect(await readStoredDoc(t.db, 'probe/x')).toEqual({ n: 2 });
});
