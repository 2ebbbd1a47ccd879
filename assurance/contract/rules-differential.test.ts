import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, type WriteOp } from '../../src/backend/ports';
import { DEFAULT_SEED, DIFFERENTIAL_WORLD, describeRequest, generateRequests } from './rules-differential';
import { ACTOR_NAMES } from './rules-differential-actors';
import { stringsAround } from './rules-differential-values';
import { compareVerdicts, differentialReport, type Outcome } from './rules-differential-verdicts';

/**
 * The pure half of the rules differential: the seeded generator and how verdicts are compared
 * and reported. The engines judge its requests in rules-differential.emulator.test.ts.
 */

const requests = generateRequests(DEFAULT_SEED, 2_000);
const writes = requests.flatMap((request) => (request.kind === 'write' ? [request] : []));
const hasString = (ops: WriteOp[], test: (value: string) => boolean) =>
  ops.some(
    (op) => op.kind !== 'delete' && Object.values(op.data).some((value) => typeof value === 'string' && test(value)),
  );

describe('the differential generator', () => {
  it('gives the same requests for the same seed, and others for another', () => {
    expect(generateRequests(DEFAULT_SEED, 50)).toEqual(requests.slice(0, 50));
    expect(generateRequests(DEFAULT_SEED + 1, 50)).not.toEqual(requests.slice(0, 50));
  });

  it('makes gets, queries, single writes and batches of 2 to 4 writes', () => {
    const count = (test: (request: (typeof requests)[number]) => boolean) => requests.filter(test).length;
    expect(count((request) => request.kind === 'get')).toBeGreaterThan(300);
    expect(count((request) => request.kind === 'query')).toBeGreaterThan(300);
    expect(writes.filter((request) => request.ops.length === 1).length).toBeGreaterThan(300);
    const sizes = new Set(writes.map((request) => request.ops.length));
    expect([...sizes].sort()).toEqual([1, 2, 3, 4]);
    expect(new Set(writes.flatMap((request) => request.ops.map((op) => op.kind)))).toEqual(
      new Set(['set', 'update', 'delete']),
    );
  });

  it('sends them as every kind of actor, signed out included', () => {
    expect(new Set(requests.map((request) => request.as))).toEqual(new Set(ACTOR_NAMES));
    expect(ACTOR_NAMES).toContain('signedOut');
  });

  it('queries with ==, in and ranges, the app’s shapes and __name__ among them', () => {
    const filters = requests.flatMap((request) => (request.kind === 'query' ? (request.query.where ?? []) : []));
    expect(new Set(filters.map((filter) => filter.op))).toEqual(new Set(['==', 'in', '<', '<=', '>', '>=']));
    const has = (field: string) => filters.some((filter) => filter.field === field);
    for (const field of ['teamId', 'userId', 'linkedParentId', 'startsAt', DOCUMENT_ID]) expect(has(field)).toBe(true);
  });

  it('writes strings at the schema limits in ASCII and in emoji, wrong types and missing fields', () => {
    expect(writes.some((request) => hasString(request.ops, (value) => value === 'x'.repeat(100)))).toBe(true);
    expect(writes.some((request) => hasString(request.ops, (value) => value === '🏆'.repeat(51)))).toBe(true);
    expect(writes.some((request) => request.note.includes('without '))).toBe(true);
    expect(writes.some((request) => /: (42|true|null|\[\])$/.test(request.note))).toBe(true);
  });

  it('never writes one document twice in a batch, and gives new documents ids of their own', () => {
    for (const request of writes) {
      const paths = request.ops.map((op) => `${op.collection}/${op.id}`);
      expect(new Set(paths).size).toBe(paths.length);
    }
    const created = writes.flatMap((request) =>
      request.ops.filter((op) => op.kind === 'set' && !(`${op.collection}/${op.id}` in DIFFERENTIAL_WORLD)),
    );
    expect(created.some((op) => op.id.includes('dx'))).toBe(true);
  });

  it('describes a request in one line', () => {
    for (const request of requests.slice(0, 200)) expect(describeRequest(request)).not.toContain('\n');
    expect(stringsAround(4).map((each) => each.value.length)).toEqual([4, 5, 4, 6, 8, 10, 5, 4]);
  });
});

describe('comparing the two verdicts', () => {
  const allowed: Outcome = { verdict: 'allowed' };
  const denied = (message = 'Missing or insufficient permissions.'): Outcome => ({ verdict: 'denied', message });
  const get = requests.find((request) => request.kind === 'get');
  const emoji = writes.find((request) => hasString(request.ops, (value) => value.includes('🏆')));
  const byName = requests.find(
    (request) => request.kind === 'query' && request.query.where?.some((filter) => filter.field === DOCUMENT_ID),
  );
  if (!get || !emoji || !byName) throw new Error('the generator lacks a request these tests need');

  it('agrees when both allow or both refuse', () => {
    expect(compareVerdicts(get, allowed, allowed)).toBeNull();
    expect(compareVerdicts(get, denied(), denied('7 PERMISSION_DENIED'))).toBeNull();
  });

  it('calls lenient what the evaluator allows and the emulator refuses, with the known reason', () => {
    expect(compareVerdicts(emoji, allowed, denied())).toMatchObject({
      kind: 'lenient',
      reason: 'strings in UTF-16 units (emoji)',
    });
    expect(compareVerdicts(get, allowed, denied())).toMatchObject({ kind: 'lenient', reason: 'unexplained' });
  });

  it('names the documented-stricter reading of a refusal the emulator does not share', () => {
    const over = denied('Missing or insufficient permissions: at most 10 documents for one query');
    expect(compareVerdicts(get, over, allowed)).toMatchObject({ kind: 'stricter', reason: 'query reads 10 vs 20' });
    expect(compareVerdicts(byName, denied(), allowed)).toMatchObject({ reason: '__name__ binds nothing' });
    const notFound: Outcome = { verdict: 'error', code: 'not-found', message: 'No document to update' };
    expect(compareVerdicts(get, notFound, denied())).toMatchObject({ kind: 'other', reason: 'not-found vs denied' });
  });

  it('prints one line of counts by kind, then samples', () => {
    const found = [compareVerdicts(byName, denied(), allowed), compareVerdicts(get, allowed, denied())].flatMap(
      (each) => (each ? [each] : []),
    );
    const [line, ...samples] = differentialReport(2_000, 7, found).split('\n');
    expect(line).toBe(
      'differential: 2,000 requests (seed 7): 1,998 agree, 1 lenient (unexplained: 1), 1 stricter (__name__ binds nothing: 1)',
    );
    expect(samples).toHaveLength(4);
  });
});
