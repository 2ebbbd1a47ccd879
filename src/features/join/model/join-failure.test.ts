import { describe, expect, it } from 'vitest';
import { DataError } from '../../../backend/ports';
import { isNoConnection, joinFailureOf, joinFailureText } from './join-failure';

describe('a failed join step', () => {
  it('asks for a connection when the server did not answer in time', () => {
    expect(joinFailureText(new DataError('unavailable'))).toBe(
      'Joining needs a connection. Try again when you are online.',
    );
    expect(joinFailureText(new DataError('deadline-exceeded'))).toBe(
      'Joining needs a connection. Try again when you are online.',
    );
  });

  it('says `Join failed` for a refusal or anything else', () => {
    expect(joinFailureText(new DataError('permission-denied'))).toBe('Join failed');
    expect(joinFailureText(new Error('boom'))).toBe('Join failed');
  });
});

describe('isNoConnection', () => {
  it('is true only for no answer from the server, which the device queue takes over', () => {
    expect(isNoConnection(joinFailureOf(new DataError('unavailable')).reason)).toBe(true);
    expect(isNoConnection(joinFailureOf(new DataError('deadline-exceeded')).reason)).toBe(true);
    expect(isNoConnection(joinFailureOf(new DataError('permission-denied')).reason)).toBe(false);
    expect(isNoConnection('already-club')).toBe(false);
  });
});
