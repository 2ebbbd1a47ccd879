import { describe, expect, it } from 'vitest';
import { QUERY_SHAPE_CASES, type QueryShapeCase, where } from '../contract/query-shape-cases';
import { clubsAndTeamsOf, member, WORLD } from '../contract/rules-world';
import { DOCUMENT_ID, FIRESTORE_LIMITS } from '../ports';
import { QUERY_SHAPES, shapesAllowing } from './local-query-shapes';
import { RuleReadBudget, type RuleRequest, ruleReads } from './local-rule-reads';
import { useRulesBackend, signInOnWorld } from './local-rules-fixtures';

/** The one table of query cases (contract/query-shape-cases.ts), run against the local backend. */

/** A rule request that reads the case's world from memory, to see which row allows a query. */
function requestIn(each: QueryShapeCase): RuleRequest {
  const docs = { ...WORLD, ...each.extra };
  const budget = new RuleReadBudget(FIRESTORE_LIMITS.ruleReadsPerQuery, 'for one query');
  return { auth: each.as, time: new Date(), reads: ruleReads(budget, async (collection, id) => docs[`${collection}/${id}`] ?? null) };
}

const verb = (each: QueryShapeCase) => (each.allowedBy ? `allows (${each.allowedBy})` : 'refuses');

describe('query shapes: the case table through the local data port', () => {
  const backend = useRulesBackend();

  it('has at least 25 cases, both allowed and refused', () => {
    expect(QUERY_SHAPE_CASES.length).toBeGreaterThanOrEqual(25);
    expect(QUERY_SHAPE_CASES.some((each) => each.allowedBy)).toBe(true);
    expect(QUERY_SHAPE_CASES.some((each) => !each.allowedBy)).toBe(true);
  });

  it.each(QUERY_SHAPE_CASES.map((each) => [verb(each), each.name, each] as const))('%s: %s', async (_verb, _name, each) => {
    const t = backend();
    await signInOnWorld(t, each.as, each.extra);
    const outcome = t.backend.data.query(each.query);
    if (each.allowedBy) await expect(outcome).resolves.toMatchObject({ fromCache: false });
    else await expect(outcome).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('query shapes: the table', () => {
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

describe('query shapes: the rule-read limit of one query', () => {
  const backend = useRulesBackend();

  it('refuses 11 reads naming the limit, and allows 10', async () => {
    const t = backend();
    await signInOnWorld(t, member, clubsAndTeamsOf('memberM', 11));
    const clubs = (count: number) => where('clubs', { [DOCUMENT_ID]: Array.from({ length: count }, (_, i) => `k${i + 1}`) });
    expect((await t.backend.data.query(clubs(10))).docs).toHaveLength(10);
    await expect(t.backend.data.query(clubs(11))).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringMatching(/at most 10 documents for one query/),
    });
  });
});
