import { describe, expect, it } from 'vitest';
import { DataError } from '../../../backend/ports';
import { isNoConnection, joinFailureText } from './join-failure';

describe('a failed join step', () => {
  it('asks for a connection when the server did not answer in time', () => {
    expect(joinFailureText(new DataError('unavailable'))).toBe('Joining needs a connection. Try again when you are online.');
    expect(joinFailureText(new DataError('deadline-exceeded'))).toBe('Joining needs a connection. Try again when you are online.');
  });

  it('says `Join failed` for a refusal or anything else', () => {
    expect(joinFailureText(new DataError('permission-denied'))).toBe('Join failed');
    expect(joinFailureText(new Error('boom'))).toBe('Join failed');
  });
});

describe('isNoConnection', () => {
  it('is true only for the connection text, which the device queue takes over', () => {
    expect(isNoConnection(joinFailureText(new DataError('unavailable')))).toBe(true);
    expect(isNoConnection('Join failed')).toBe(false);
    expect(isNoConnection('Already in this club')).toBe(false);
  });
});
