import { describe, expect, it } from 'vitest';
import { kid, parent, teamMember } from '../../../assurance/contract/rules-world';
import { FIRESTORE_LIMITS } from '../ports';
import { createLocalDataPort } from './local-data';
import { type LocalRuleSet, permissionModel } from './local-rule-set';
import {
  batch,
  claimOps,
  del,
  signInOnWorld,
  update,
  useRulesBackend,
} from '../../../assurance/local/local-rules-fixtures';
import { readStoredDoc, setSession } from '../../../assurance/local/local-test-kit';

/** The claim end to end through the data port: what is stored, who sees what, what it reads. */

/** The permission model, recording the documents its rules read for each write of a batch. */
function recordingRules(readsPerWrite: Set<string>[]): LocalRuleSet {
  const model = permissionModel();
  return {
    ...model,
    async mayWrite(context, write) {
      const verdict = await model.mayWrite(context, write);
      readsPerWrite.push(new Set(verdict.reads));
      return verdict;
    },
  };
}

describe('a stored claim', () => {
  const backend = useRulesBackend();
  /** the parent had put childC on team t1 before the claim */
  const onTeam = { 'teamMemberships/t1_childC': teamMember('t1', 'childC') };

  it('keeps the child’s profile id: the parent still sees it, the child acts as it', async () => {
    const t = backend();
    await signInOnWorld(t, kid, onTeam);
    await batch(...claimOps(kid, 'childC'))(t.backend.data);
    expect(await readStoredDoc(t.db, 'users/childC')).toMatchObject({
      uid: 'kidK',
      email: 'kid@example.com',
      emailLower: 'kid@example.com',
      role: 'Child',
      linkedParentId: 'parentP',
      parentName: 'Pat Test',
    });
    expect(await readStoredDoc(t.db, 'accounts/kidK')).toMatchObject({ personId: 'childC', claimChecked: true });
    expect(await readStoredDoc(t.db, 'users/kidK')).toBeNull();

    // is this me: the child reads their profile and their team, edits the one and leaves the other
    expect((await t.backend.data.get('users', 'childC'))?.data).toMatchObject({ uid: 'kidK' });
    expect(await t.backend.data.get('teams', 't1')).not.toBeNull();
    await batch(update('users/childC', { firstName: 'Kim' }), del('teamMemberships/t1_childC'))(t.backend.data);

    await setSession(t.db, parent);
    const { docs: children } = await t.backend.data.query({
      collection: 'users',
      where: [{ field: 'linkedParentId', op: '==', value: 'parentP' }],
    });
    expect(children.map((doc) => doc.id).sort()).toEqual(['childC', 'childD', 'childQ']);
    // the parent's Delete of a claimed child only unlinks it
    await expect(batch(del('users/childC'))(t.backend.data)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads 3 documents, within Firestore’s 10 per write and 20 per batch', async () => {
    const t = backend();
    await signInOnWorld(t, kid);
    const readsPerWrite: Set<string>[] = [];
    const data = createLocalDataPort(t.db, { rules: recordingRules(readsPerWrite) });
    await batch(...claimOps(kid, 'childC'))(data);
    const all = new Set(readsPerWrite.flatMap((paths) => [...paths]));
    expect(readsPerWrite).toHaveLength(3);
    for (const paths of readsPerWrite) expect(paths.size).toBeLessThanOrEqual(FIRESTORE_LIMITS.ruleReadsPerWrite);
    expect(all.size).toBeLessThanOrEqual(FIRESTORE_LIMITS.ruleReadsPerBatch);
    expect([...all].sort()).toEqual(['accounts/kidK', 'users/childC', 'users/kidK']);
  });
});
