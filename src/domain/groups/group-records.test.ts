import { describe, expect, it } from 'vitest';
import { ownerCandidates } from './cascades-exit';
import { joinedAtOf } from './group-records';

describe('joinedAtOf: the order of succession ranks by the server’s clock (docs/product.md "Ownership handover")', () => {
  it('takes the server’s joinedAt over the createdAt the member’s device wrote', () => {
    expect(joinedAtOf({ joinedAt: new Date('2026-03-01T10:00:00.000Z'), createdAt: '2000-01-01T00:00:00.000Z' })).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });

  it('falls back to createdAt for an older membership, or one the server has not dated yet', () => {
    expect(joinedAtOf({ createdAt: '2025-05-01T00:00:00.000Z' })).toBe('2025-05-01T00:00:00.000Z');
    expect(joinedAtOf({ joinedAt: null, createdAt: '2025-05-01T00:00:00.000Z' })).toBe('2025-05-01T00:00:00.000Z');
  });

  it('so a member who backdated createdAt to 2000 does not come first', () => {
    const members = [
      { personId: 'early', joinedAt: joinedAtOf({ joinedAt: new Date('2026-01-01T00:00:00.000Z') }) },
      {
        personId: 'backdater',
        joinedAt: joinedAtOf({ joinedAt: new Date('2026-02-01T00:00:00.000Z'), createdAt: '2000-01-01T00:00:00.000Z' }),
      },
    ];
    expect(ownerCandidates(members, 'owner').map((each) => each.personId)).toEqual(['early', 'backdater']);
  });
});
