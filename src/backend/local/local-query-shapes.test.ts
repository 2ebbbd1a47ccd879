import { describe, expect, it } from 'vitest';
import { where } from '../contract/permission-cases/case-kit';
import { QUERY_SHAPE_CASES } from '../contract/permission-cases/index';
import type { QueryShapeCase } from '../contract/permission-cases/query-shapes';
import { member, WORLD } from '../contract/rules-world';
import { FIRESTORE_LIMITS } from '../ports';
import { QUERY_SHAPES, shapesAllowing } from './local-query-shapes';
import { RuleReadBudget, type RuleRequest, ruleReads } from './local-rule-reads';

/**
 * The query cases of the permission table (contract/permission-cases/query-shapes.ts and
 * rule-read-limits.ts) as the local query-shape table judges them: the row each allowed case
 * names allows it. The table runs each case through the port in local-rules-cases.test.ts.
 */

/** A rule request that reads the case's world from memory, to see which row allows a query. */
function requestIn(each: QueryShapeCase): RuleRequest {
  const docs = { ...WORLD, ...each.extra };
  const budget = new RuleReadBudget(FIRESTORE_LIMITS.ruleReadsPerQuery, 'for one query');
  return { auth: each.as, time: new Date(), reads: ruleReads(budget, async (collection, id) => docs[`${collection}/${id}`] ?? null) };
}


describe('query shapes: the table', () => {
  it('has at least 25 cases, both allowed and refused', () => {
    expect(QUERY_SHAPE_CASES.length).toBeGreaterThanOrEqual(25);
    expect(QUERY_SHAPE_CASES.some((each) => each.allowedBy)).toBe(true);
    expect(QUERY_SHAPE_CASES.some((each) => !each.allowedBy)).toBe(true);
  });

  it.each(QUERY_SHAPE_CASES.filter((each) => each.allowedBy).map((each) => [each.name, each] as const))(
    'allows every disjunct of “%s” by the row the case names',
    async (_name, each) => {
      const rows = await shapesAllowing(requestIn(each), each.query);
      expect(rows?.length).toBeGreaterThan(0);
      expect(new Set(rows)).toEqual(new Set([each.allowedBy]));
    },
  );

  it('has every row allowing at least one case, and every case naming a row of its collection', () => {
    const rowsOf = (collection: string) => (QUERY_SHAPES[collection] ?? []).map((shape) => shape.id);
    const named = new Set(QUERY_SHAPE_CASES.map((each) => each.allowedBy));
    for (const collection of Object.keys(QUERY_SHAPES)) {
      for (const row of rowsOf(collection)) expect(named, row).toContain(row);
    }
    for (const each of QUERY_SHAPE_CASES.filter((one) => one.allowedBy)) {
      expect(rowsOf(each.query.collection), each.name).toContain(each.allowedBy);
    }
  });

  it('allows no query at all on collections read only by id', () => {
    for (const collection of ['joinCodes', 'accounts', 'emails']) expect(QUERY_SHAPES[collection]).toBeUndefined();
  });

  it('refuses a query whatever is stored: the same answer on an empty database', async () => {
    const each: QueryShapeCase = { name: 'users by email', as: member, query: where('users', { email: 'max@example.com' }), allowedBy: null };
    expect(await shapesAllowing({ ...requestIn(each), reads: ruleReads(new RuleReadBudget(10, 'q'), async () => null) }, each.query)).toBeNull();
    expect(await shapesAllowing(requestIn(each), each.query)).toBeNull();
  });
});
