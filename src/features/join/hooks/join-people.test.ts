import { describe, expect, it } from 'vitest';
import { DataError, type DataPort } from '../../../backend/ports';
import { joinPeople } from './join-people';

/**
 * A parent who joins a child right after `+ Child`: the server judges "is this my child?" from
 * the child's profile as it has it, so the device's writes go first (without this, the online run
 * found `Join failed`). Nobody waits when no child joins.
 */

/** A port that answers every read `unavailable` (the join then stops) and records the calls' order. */
function recordingPort(calls: string[]): DataPort {
  return new Proxy({} as DataPort, {
    get: (_, name: string) => {
      if (name === 'allWritesSynced')
        return async () => {
          calls.push('allWritesSynced');
          return true;
        };
      if (name === 'get')
        return async (collection: string) => {
          calls.push(`get ${collection}`);
          throw new DataError('unavailable', 'no answer');
        };
      return () => {
        throw new Error(`unexpected call: ${name}`);
      };
    },
  });
}

const actor = { uid: 'parentP', personId: 'parentP', displayName: 'Pat Parent', firstName: 'Pat' };
const deps = (calls: string[]) => ({ data: recordingPort(calls), actor, report: () => {} });

describe('joining people by a code', () => {
  it('lets the device’s writes reach the server before a child joins', async () => {
    const calls: string[] = [];
    await joinPeople(deps(calls), 'CODE1234', { me: false, children: [{ id: 'kin1', name: 'Leo Parent' }] });
    expect(calls[0]).toBe('allWritesSynced');
    expect(calls.slice(1).every((call) => call.startsWith('get '))).toBe(true);
  });

  it('does not wait when only the parent joins', async () => {
    const calls: string[] = [];
    await joinPeople(deps(calls), 'CODE1234', { me: true, children: [] });
    expect(calls).not.toContain('allWritesSynced');
  });
});
