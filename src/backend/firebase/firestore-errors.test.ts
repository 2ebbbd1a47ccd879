import { FirestoreError, type FirestoreErrorCode } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DataError } from '../ports';
import { toDataError } from './firestore-errors';

// What the SDK rejects with; its constructor is private in the typings only.
const SdkError = FirestoreError as unknown as new (code: FirestoreErrorCode, message: string) => FirestoreError;

describe('toDataError', () => {
  it.each([
    'permission-denied',
    'not-found',
    'already-exists',
    'unavailable',
    'deadline-exceeded',
    'invalid-argument',
    'failed-precondition',
    'resource-exhausted',
    'unauthenticated',
    'cancelled',
  ] as const)('keeps Firestore’s %s', (code) => {
    const mapped = toDataError(new SdkError(code, `the SDK's words for ${code}`));
    expect(mapped).toBeInstanceOf(DataError);
    expect(mapped.code).toBe(code);
    expect(mapped.message).toBe(`the SDK's words for ${code}`);
  });

  it.each(['aborted', 'internal', 'data-loss', 'out-of-range', 'unimplemented'] as const)(
    'maps %s, which callers cannot act on, to unknown',
    (code) => {
      expect(toDataError(new SdkError(code, 'x')).code).toBe('unknown');
    },
  );

  it('maps anything else to unknown and passes a DataError through', () => {
    expect(toDataError(new TypeError('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
    expect(toDataError('boom')).toMatchObject({ code: 'unknown', message: 'unknown' });
    const original = new DataError('not-found');
    expect(toDataError(original)).toBe(original);
  });
});
