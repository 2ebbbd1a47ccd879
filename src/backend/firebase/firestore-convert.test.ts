import { documentId, serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, SERVER_TIMESTAMP } from '../ports';
import {
  fromFirestoreData,
  fromFirestoreValue,
  matchesNothing,
  toFirestoreData,
  toFirestoreField,
} from './firestore-convert';

describe('fromFirestoreValue', () => {
  it('turns Timestamps into Dates, also inside maps and arrays', () => {
    const instant = new Date('2012-03-04T05:06:07.089Z');
    const stamp = Timestamp.fromDate(instant);
    const converted = fromFirestoreData({
      dob: stamp,
      nested: { at: stamp, deeper: { list: [stamp, 'x'] } },
      name: 'Sam',
      none: null,
    });
    expect(converted).toEqual({
      dob: instant,
      nested: { at: instant, deeper: { list: [instant, 'x'] } },
      name: 'Sam',
      none: null,
    });
    expect(converted.dob).toBeInstanceOf(Date);
  });

  it('leaves plain JSON values as they are', () => {
    const value = { text: 'héllo', count: 3, yes: true, none: null, list: [1, 'two', { three: 3 }] };
    expect(fromFirestoreValue(value)).toEqual(value);
  });
});

describe('toFirestoreData', () => {
  it("turns the port's server timestamp into Firestore's, also in nested maps, and keeps dotted keys", () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const converted = toFirestoreData({
      reservedAt: SERVER_TIMESTAMP,
      'address.city': 'Leeds',
      meta: { touchedAt: SERVER_TIMESTAMP, at, list: [1, 'two'] },
    });
    expect(Object.keys(converted)).toEqual(['reservedAt', 'address.city', 'meta']);
    expect(converted.reservedAt).toEqual(serverTimestamp());
    expect(converted['address.city']).toBe('Leeds');
    expect(converted.meta).toEqual({ touchedAt: serverTimestamp(), at, list: [1, 'two'] });
    expect((converted.meta as { at: Date }).at).toBe(at);
  });
});

describe('toFirestoreField', () => {
  it('means the document id by DOCUMENT_ID and a field otherwise', () => {
    expect(toFirestoreField(DOCUMENT_ID)).toEqual(documentId());
    expect(toFirestoreField('teamId')).toBe('teamId');
  });
});

describe('matchesNothing', () => {
  it('is true when an `in` filter has no values', () => {
    expect(
      matchesNothing({
        collection: 'teamMemberships',
        where: [
          { field: 'userId', op: '==', value: 'u1' },
          { field: 'teamId', op: 'in', value: [] },
        ],
      }),
    ).toBe(true);
  });

  it('is false for queries Firestore can answer', () => {
    expect(matchesNothing({ collection: 'teams' })).toBe(false);
    expect(matchesNothing({ collection: 'teams', where: [{ field: 'clubId', op: 'in', value: ['c1'] }] })).toBe(false);
    expect(matchesNothing({ collection: 'users', where: [{ field: 'uid', op: '==', value: null }] })).toBe(false);
  });
});
