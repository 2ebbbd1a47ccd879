import { describe, expect, it } from 'vitest';
import { member } from '../contract/rules-world';
import type { DocData, WriteOp } from '../ports';
import { createLocalDataPort } from './local-data';
import { RuleReadBudget, ruleReads } from './local-rule-reads';
import type { LocalRuleSet } from './local-rule-set';
import { batch, set, signInOnWorld, useRulesBackend } from './local-rules-fixtures';

/**
 * Rule reads are counted as Firestore counts them: distinct paths, 10 per request or write, 20 per
 * batch. The permission model's own limit cases are in the permission table (rule-read-limits.ts).
 */

const paths = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('a rule-read budget', () => {
  const noDoc = async () => null;

  it('allows 10 distinct documents and refuses the 11th, naming the limit', async () => {
    const budget = new RuleReadBudget(10, 'for one write');
    const reads = ruleReads(budget, noDoc);
    for (const id of paths('d', 10)) await reads.get('docs', id);
    expect(budget.used).toBe(10);
    await expect(reads.get('docs', 'd11')).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('at most 10 documents for one write'),
    });
  });

  it('counts one path once, however often and however it is read', async () => {
    const budget = new RuleReadBudget(1, 'for one write');
    const reads = ruleReads(budget, noDoc);
    await reads.get('docs', 'a');
    await reads.getAfter('docs', 'a');
    await reads.exists('docs', 'a');
    await reads.existsAfter('docs', 'a');
    expect(budget.used).toBe(1);
  });

  it('counts each write’s reads in its batch too, a path shared by two writes once', async () => {
    const batchBudget = new RuleReadBudget(20, 'for one batch');
    const first = ruleReads(new RuleReadBudget(10, 'for one write', batchBudget), noDoc);
    const second = ruleReads(new RuleReadBudget(10, 'for one write', batchBudget), noDoc);
    for (const id of paths('a', 10)) await first.get('docs', id);
    for (const id of paths('a', 10)) await second.get('docs', id);
    expect(batchBudget.used).toBe(10);
    const third = ruleReads(new RuleReadBudget(10, 'for one write', batchBudget), noDoc);
    for (const id of paths('b', 10)) await third.get('docs', id);
    expect(batchBudget.used).toBe(20);
    await expect(third.get('docs', 'c1')).rejects.toMatchObject({ message: expect.stringContaining('at most 10 documents for one write') });
    const fourth = ruleReads(new RuleReadBudget(10, 'for one write', batchBudget), noDoc);
    await expect(fourth.get('docs', 'c2')).rejects.toMatchObject({ message: expect.stringContaining('at most 20 documents for one batch') });
  });
});

/** Rules that read `count(write)` distinct documents before allowing a write or a get. */
function readingRules(count: (id: string) => number): LocalRuleSet {
  const readMany = async (reads: { get(collection: string, id: string): Promise<DocData | null> }, id: string) => {
    for (const each of paths(`${id}-`, count(id))) await reads.get('probes', each);
    return true;
  };
  return {
    mayGet: (request, _collection, id) => readMany(request.reads, id),
    mayList: async () => true,
    mayWrite: (request, write) => readMany(request.reads, write.id),
  };
}

const readsIn = (id: string) => Number(id.split('x')[1]);
const probe = (id: string): WriteOp => set(`probes/${id}`, { n: 1 });

describe('the rule-read limits through the local data port', () => {
  const backend = useRulesBackend();
  const portWith = async (rules: LocalRuleSet) => {
    const t = backend();
    await signInOnWorld(t, member);
    return createLocalDataPort(t.db, { rules });
  };

  it('allows a single write whose rules read 10 documents, and refuses 11', async () => {
    const data = await portWith(readingRules(readsIn));
    await expect(batch(probe('x10'))(data)).resolves.toBeUndefined();
    await expect(batch(probe('x11'))(data)).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('at most 10 documents for one write'),
    });
  });

  it('allows a get whose rules read 10 documents, and refuses 11', async () => {
    const data = await portWith(readingRules(readsIn));
    await expect(data.get('probes', 'x10')).resolves.toBeNull();
    await expect(data.get('probes', 'x11')).rejects.toMatchObject({ message: expect.stringContaining('at most 10 documents') });
  });

  it('refuses a batch in which one write reads 11 documents, though the batch reads fewer than 20', async () => {
    const data = await portWith(readingRules(readsIn));
    await expect(batch(probe('a_x1'), probe('b_x11'))(data)).rejects.toMatchObject({
      message: expect.stringContaining('at most 10 documents for one write'),
    });
  });

  it('allows a batch whose writes read 20 documents together, and refuses 21', async () => {
    const data = await portWith(readingRules(readsIn));
    await expect(batch(probe('a_x10'), probe('b_x10'))(data)).resolves.toBeUndefined();
    await expect(batch(probe('a_x10'), probe('b_x10'), probe('c_x1'))(data)).rejects.toMatchObject({
      message: expect.stringContaining('at most 20 documents for one batch'),
    });
  });
});
