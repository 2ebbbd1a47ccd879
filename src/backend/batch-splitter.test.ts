import { describe, expect, it } from 'vitest';
import { ruleReadCost, splitIntoBatches, type WriteUnit } from './batch-splitter';
import type { WriteOp } from './ports';

const setOp = (id: string): WriteOp => ({ kind: 'set', collection: 'teamMemberships', id, data: {} });

/** A unit of `writes` writes whose rules read `reads` documents named after `tag`. */
function unit(tag: string, writes: number, reads: string[]): WriteUnit {
  return { ops: Array.from({ length: writes }, (_, i) => setOp(`${tag}-${i}`)), ruleReads: reads };
}

const ids = (batches: WriteOp[][]) => batches.map((batch) => batch.map((op) => op.id));

describe('splitIntoBatches', () => {
  it('keeps everything in one batch when it fits', () => {
    const batches = splitIntoBatches([unit('a', 2, ['clubs/c']), unit('b', 1, ['clubs/c'])]);
    expect(ids(batches)).toEqual([['a-0', 'a-1', 'b-0']]);
  });

  it('counts a document read by several writes once for each of them (summed write by write)', () => {
    const shared = Array.from({ length: 10 }, (_, i) => `teams/t${i}`);
    expect(splitIntoBatches([unit('a', 1, shared), unit('b', 1, shared)])).toHaveLength(1);
    expect(splitIntoBatches([unit('a', 1, shared), unit('b', 1, shared), unit('c', 1, ['clubs/c'])])).toHaveLength(2);
  });

  it('counts a document listed twice for one write once', () => {
    expect(ruleReadCost(unit('a', 1, ['clubs/c', 'clubs/c', 'teams/t']))).toBe(2);
  });

  it('charges each write of a unit the unit’s reads', () => {
    expect(ruleReadCost(unit('a', 3, ['clubs/c', 'joinCodes/X']))).toBe(6);
  });

  it('charges a write with its own reads (opReads) those alone', () => {
    const membershipAndLink = { ...unit('a', 2, ['clubs/c', 'joinCodes/X', 'users/k']), opReads: [undefined, ['m/1']] };
    expect(ruleReadCost(membershipAndLink)).toBe(4);
    expect(ruleReadCost({ ...membershipAndLink, opReads: [undefined, ['m/1', 'm/1', 'accounts/u']] })).toBe(5);
  });

  it('starts a new batch before the 21st rule read', () => {
    // 25 teams of a club, each membership read by the rules through its team and the club
    const units = Array.from({ length: 25 }, (_, i) => unit(`t${i}`, 1, ['clubs/c', `teams/t${i}`]));
    const batches = splitIntoBatches(units);
    expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
    expect(batches.flat().map((op) => op.id)).toEqual(units.map((each) => each.ops[0]?.id)); // order kept
  });

  it('starts a new batch before the 501st write', () => {
    const units = Array.from({ length: 6 }, (_, i) => unit(`u${i}`, 100, []));
    expect(splitIntoBatches(units).map((batch) => batch.length)).toEqual([500, 100]);
  });

  it('never splits a unit', () => {
    const batches = splitIntoBatches([unit('a', 300, []), unit('b', 300, [])]);
    expect(ids(batches).map((batch) => batch[0])).toEqual(['a-0', 'b-0']);
    expect(batches.map((batch) => batch.length)).toEqual([300, 300]);
  });

  it('refuses a unit that no batch can hold', () => {
    expect(() => splitIntoBatches([unit('a', 501, [])])).toThrow(RangeError);
    const reads = Array.from({ length: 21 }, (_, i) => `users/u${i}`);
    expect(() => splitIntoBatches([unit('a', 1, reads)])).toThrow(/21 documents/);
  });

  it('honours smaller limits', () => {
    const batches = splitIntoBatches([unit('a', 2, ['x']), unit('b', 2, ['y'])], {
      batchWrites: 3,
      ruleReadsPerBatch: 20,
    });
    expect(ids(batches)).toEqual([
      ['a-0', 'a-1'],
      ['b-0', 'b-1'],
    ]);
  });

  it('gives no batch for no units', () => {
    expect(splitIntoBatches([])).toEqual([]);
  });
});
