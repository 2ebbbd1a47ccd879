import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../../domain/person/user-profile';
import { planAddChild, planEditChild, planRemoveChild } from './child-records';

const parent = { personId: 'parentP', name: 'Robin Parent' };
const now = '2026-11-22T10:00:00.000Z';
const fields = { firstName: 'Sam', lastName: 'Kid', dob: '2016-04-02', email: 'Sam.Kid@Example.com' };
const profile = (changes: Partial<UserProfile> = {}): UserProfile => ({
  uid: null,
  email: 'Sam.Kid@Example.com',
  emailLower: 'sam.kid@example.com',
  role: 'Child',
  firstName: 'Sam',
  lastName: 'Kid',
  dob: '2016-04-02',
  linkedParentId: 'parentP',
  parentName: 'Robin Parent',
  createdAt: now,
  updatedAt: now,
  ...changes,
});

describe('planAddChild (docs/product.md §3, §4)', () => {
  it('an unclaimed Child profile linked to the parent, with the address’s entry naming the child, in one batch', () => {
    expect(planAddChild({ childId: 'c1', parent, fields, now })).toEqual([
      { kind: 'set', collection: 'users', id: 'c1', data: profile() },
      { kind: 'set', collection: 'emails', id: 'sam.kid@example.com', data: { createdAt: now, childId: 'c1' } },
    ]);
  });

  it('no address, no entry', () => {
    const ops = planAddChild({ childId: 'c1', parent, fields: { ...fields, email: '' }, now });
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ data: { email: '', emailLower: '', uid: null, role: 'Child' } });
  });
});

describe('planEditChild', () => {
  it('names, date of birth and the parent’s current name; the address untouched when unchanged', () => {
    const ops = planEditChild({
      child: { id: 'c1', profile: profile() },
      fields: { ...fields, firstName: 'Samuel' },
      parent: { ...parent, name: 'Robin P' },
      ownsOldEntry: true,
      now,
    });
    expect(ops).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'c1',
        data: { firstName: 'Samuel', lastName: 'Kid', dob: '2016-04-02', parentName: 'Robin P', updatedAt: now },
      },
    ]);
  });

  it('a new address: the old entry goes and the new one comes, in the same batch', () => {
    const ops = planEditChild({
      child: { id: 'c1', profile: profile() },
      fields: { ...fields, email: 'sam@club.org' },
      parent,
      ownsOldEntry: true,
      now,
    });
    expect(ops).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'c1',
        data: expect.objectContaining({ email: 'sam@club.org', emailLower: 'sam@club.org' }),
      },
      { kind: 'delete', collection: 'emails', id: 'sam.kid@example.com' },
      { kind: 'set', collection: 'emails', id: 'sam@club.org', data: { createdAt: now, childId: 'c1' } },
    ]);
  });

  it('only the letter case changes: the same entry stays', () => {
    const ops = planEditChild({
      child: { id: 'c1', profile: profile() },
      fields: { ...fields, email: 'sam.kid@example.com' },
      parent,
      ownsOldEntry: true,
      now,
    });
    expect(ops).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'c1',
        data: expect.objectContaining({ email: 'sam.kid@example.com', emailLower: 'sam.kid@example.com' }),
      },
    ]);
  });

  it('an old entry that is not the child’s is left alone', () => {
    const ops = planEditChild({
      child: { id: 'c1', profile: profile() },
      fields: { ...fields, email: '' },
      parent,
      ownsOldEntry: false,
      now,
    });
    expect(ops.map((op) => op.kind)).toEqual(['update']);
  });

  it('a claimed child’s address is their account’s: never changed by the parent', () => {
    const ops = planEditChild({
      child: { id: 'c1', profile: profile({ uid: 'kidUid' }) },
      fields: { ...fields, email: 'other@x.org' },
      parent,
      ownsOldEntry: true,
      now,
    });
    expect(ops).toEqual([
      {
        kind: 'update',
        collection: 'users',
        id: 'c1',
        data: { firstName: 'Sam', lastName: 'Kid', dob: '2016-04-02', parentName: 'Robin Parent', updatedAt: now },
      },
    ]);
  });
});

describe('planRemoveChild (docs/product.md: a claimed child is only let go)', () => {
  it('an unclaimed child: memberships and notes first, then the profile with its entry and the id’s mark', () => {
    const units = planRemoveChild({
      child: { id: 'c1', profile: profile() },
      memberships: [
        { kind: 'team', groupId: 't1' },
        { kind: 'club', groupId: 'k1' },
      ],
      ownsEntry: true,
      noteIds: ['e1_c1'],
    });
    expect(units.map((unit) => unit.ops)).toEqual([
      [{ kind: 'delete', collection: 'teamMemberships', id: 't1_c1' }],
      [{ kind: 'delete', collection: 'clubMemberships', id: 'k1_c1' }],
      [{ kind: 'delete', collection: 'eventAnswerNotes', id: 'e1_c1' }],
      [
        { kind: 'delete', collection: 'emails', id: 'sam.kid@example.com' },
        { kind: 'delete', collection: 'users', id: 'c1' },
        { kind: 'set', collection: 'deletedIds', id: 'c1', data: { collection: 'users' } },
      ],
    ]);
    expect(units[0]?.ruleReads).toEqual(['teams/t1', 'users/c1']);
  });

  it('a claimed child: the link and the parent’s name go, nothing else', () => {
    const units = planRemoveChild({
      child: { id: 'c1', profile: profile({ uid: 'kidUid' }) },
      memberships: [{ kind: 'club', groupId: 'k1' }],
      ownsEntry: true,
    });
    expect(units.map((unit) => unit.ops)).toEqual([
      [
        {
          kind: 'update',
          collection: 'users',
          id: 'c1',
          data: { linkedParentId: null, parentName: null, guardian1: null, guardian2: null, guardian3: null },
        },
      ],
    ]);
  });
});
