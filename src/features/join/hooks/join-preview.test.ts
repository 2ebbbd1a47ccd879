import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestBackend, seedDocs, signInAs, type TestBackend } from '../../../../assurance/local/local-test-kit';
import type { Actor } from '../../../domain/groups/actor';
import {
  AT,
  CLUB_CODE,
  coachClub,
  membership,
  teamCode,
} from '../../../../assurance/domain/groups/group-world.test-support';
import { readAlreadyOn, readCodeTarget } from './use-join-preview';

/** What `/join` learns while a code is typed, against the local backend with the rules enforced. */

const parent: Actor = { uid: 'parentR', personId: 'parentR', displayName: 'Robin Parent' };
const childProfile = (linkedParentId: string) => ({
  uid: null,
  email: '',
  emailLower: '',
  role: 'Child',
  firstName: 'Sam',
  lastName: 'Kid',
  dob: '2016-04-02',
  linkedParentId,
  parentName: 'Robin Parent',
  createdAt: AT,
  updatedAt: AT,
});

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
  await seedDocs(t.db, {
    ...coachClub(2),
    [`joinCodes/${teamCode(2)}`]: {
      reservedAt: new Date(AT),
      teamId: 'coachC-T2',
      clubId: 'coachC-K1',
      name: 'Team 2',
    },
    'users/childS': childProfile('parentR'),
    'users/childX': childProfile('otherParent'),
    'teamMemberships/coachC-T2_childS': membership('teamId', 'coachC-T2', 'childS'),
    'teamMemberships/coachC-T2_childX': membership('teamId', 'coachC-T2', 'childX'),
    'clubMemberships/coachC-K1_parentR': membership('clubId', 'coachC-K1', 'parentR'),
  });
  await signInAs(t.db, parent);
});
afterEach(() => t.cleanup());

describe('the group a typed code names', () => {
  it('is read from the code’s entry, a team’s with its name; an unknown code names nothing', async () => {
    expect(await readCodeTarget(t.backend.data, teamCode(2))).toEqual({
      kind: 'team',
      id: 'coachC-T2',
      name: 'Team 2',
    });
    expect(await readCodeTarget(t.backend.data, CLUB_CODE)).toEqual({ kind: 'club', id: 'coachC-K1', name: '' });
    expect(await readCodeTarget(t.backend.data, 'ZZZZZZZZZZ')).toBeNull();
  });
});

describe('who is on it already', () => {
  it('finds oneself and one’s children by membership id, on the team the code names', async () => {
    const team = { kind: 'team', id: 'coachC-T2' } as const;
    expect(await readAlreadyOn(t.backend.data, team, ['parentR', 'childS'])).toEqual(new Set(['childS']));
  });

  it('for a club’s code, finds those on the club and every one of its teams, not those with a team left', async () => {
    const club = { kind: 'club', id: 'coachC-K1' } as const;
    // parentR is in the club but on none of its teams; childS on team 2 alone (and not in the club)
    expect(await readAlreadyOn(t.backend.data, club, ['parentR', 'childS'])).toEqual(new Set());
    await seedDocs(t.db, {
      'teamMemberships/coachC-T1_parentR': membership('teamId', 'coachC-T1', 'parentR'),
      'teamMemberships/coachC-T2_parentR': membership('teamId', 'coachC-T2', 'parentR'),
      'clubMemberships/coachC-K1_childS': membership('clubId', 'coachC-K1', 'childS'),
    });
    expect(await readAlreadyOn(t.backend.data, club, ['parentR', 'childS'])).toEqual(new Set(['parentR']));
  });

  it('counts a membership the rules refuse to show (someone else’s child) as not on it, quietly', async () => {
    const team = { kind: 'team', id: 'coachC-T2' } as const;
    expect(await readAlreadyOn(t.backend.data, team, ['childX'])).toEqual(new Set());
  });
});
