import { describe, expect, it } from 'vitest';
import { SERVER_TIMESTAMP, type WriteOp } from '../ports';
import { holdsWrite } from './duplicate-commit';

const at = new Date('2026-03-01T10:00:00.000Z');
const create: WriteOp = {
  kind: 'set',
  collection: 'events',
  id: 'e1',
  data: { title: 'Training', startsAt: at, postedAt: SERVER_TIMESTAMP, place: { name: 'Pitch 2' }, tags: ['u12'] },
};

describe('a stored document holds what a write wrote', () => {
  it('a create: every written field, a server timestamp as any time the server filled in', () => {
    const stored = {
      title: 'Training',
      startsAt: new Date(at.getTime()),
      postedAt: new Date(),
      place: { name: 'Pitch 2' },
      tags: ['u12'],
    };
    expect(holdsWrite(create, stored)).toBe(true);
  });

  it('not when a field differs, is missing, or the document is not there', () => {
    expect(holdsWrite(create, null)).toBe(false);
    const stored = { title: 'Training', startsAt: at, postedAt: new Date(), place: { name: 'Pitch 2' }, tags: ['u12'] };
    expect(holdsWrite(create, { ...stored, title: 'Match' })).toBe(false);
    expect(holdsWrite(create, { ...stored, startsAt: new Date(at.getTime() + 1) })).toBe(false);
    expect(holdsWrite(create, { ...stored, postedAt: null })).toBe(false);
    expect(holdsWrite(create, { ...stored, place: { name: 'Pitch 2', pitch: 3 } })).toBe(false);
    expect(holdsWrite(create, { ...stored, tags: ['u12', 'u13'] })).toBe(false);
    const { title: _gone, ...withoutTitle } = stored;
    expect(holdsWrite(create, withoutTitle)).toBe(false);
  });

  it('a set without merge: exactly its fields (another writer may have added one); a merge: the fields it wrote', () => {
    const entry: WriteOp = {
      kind: 'set',
      collection: 'emails',
      id: 'sam@example.com',
      data: { uid: 'u1', note: undefined },
    };
    expect(holdsWrite(entry, { uid: 'u1' })).toBe(true);
    expect(holdsWrite(entry, { uid: 'u1', childId: 'kid' })).toBe(false);
    expect(holdsWrite({ ...entry, merge: true }, { uid: 'u1', childId: 'kid' })).toBe(true);
  });

  it('an update by field path; a delete: the document is gone', () => {
    const update: WriteOp = {
      kind: 'update',
      collection: 'events',
      id: 'e1',
      data: { 'place.name': 'Pitch 3', sequence: 2 },
    };
    expect(holdsWrite(update, { place: { name: 'Pitch 3' }, sequence: 2, title: 'Training' })).toBe(true);
    expect(holdsWrite(update, { place: { name: 'Pitch 2' }, sequence: 2 })).toBe(false);
    const remove: WriteOp = { kind: 'delete', collection: 'events', id: 'e1' };
    expect(holdsWrite(remove, null)).toBe(true);
    expect(holdsWrite(remove, { title: 'Training' })).toBe(false);
  });
});
