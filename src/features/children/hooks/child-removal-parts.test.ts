import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_CASES } from '../../../../assurance/contract/permission-cases';
import type { DocData } from '../../../backend/ports';
import {
  openTestBackend,
  readStoredDoc,
  seedDocs,
  setSession,
  storedIds,
  type TestBackend,
} from '../../../../assurance/local/local-test-kit';
import type { UserProfile } from '../../../domain/person/user-profile';
import { coachClub, membership } from '../../../../assurance/domain/groups/group-world.test-support';
import { type PartsOf, partsOf } from '../../../domain/schema/belongings';
import { removeChild } from './child-operations';

/**
 * A child profile's removal takes everything the registry says belongs to a person
 * (src/domain/schema/belongs-to.ts), or the rules never let a parent make it for a child. Each
 * part is one or the other here: a new collection that belongs to a person fails the type check
 * below until it is decided, and the check after the removal finds any document of it left
 * naming the child.
 */

const AT = '2026-01-01T00:00:00.000Z';
const CHILD = 'kidK';
const TEAM = 'coachC-T1';
const CLUB = 'coachC-K1';

type Fate =
  /** seeded naming the child; the removal must take it */
  | { seed: Record<string, DocData> }
  /** the permission table's refusal that keeps a parent from making one for their child */
  | { neverMade: string };

const PARTS: { readonly [C in PartsOf<'users'>]: Fate } = {
  // only the claim makes an account for a child profile, and a claimed child is let go, not deleted
  accounts: { neverMade: 'create own account pointing at a child profile' },
  emails: { seed: { 'emails/kid@example.com': { createdAt: AT, childId: CHILD } } },
  clubMemberships: { seed: { [`clubMemberships/${CLUB}_${CHILD}`]: membership('clubId', CLUB, CHILD) } },
  teamMemberships: { seed: { [`teamMemberships/${TEAM}_${CHILD}`]: membership('teamId', TEAM, CHILD) } },
  eventAnswerNotes: {
    seed: {
      [`eventAnswerNotes/e1_${CHILD}`]: {
        eventId: 'e1',
        teamId: TEAM,
        personId: CHILD,
        reason: 'illness',
        note: 'A cold',
        updatedAt: AT,
      },
    },
  },
  teamGuardians: {
    seed: { [`teamGuardians/${TEAM}_parentP`]: { teamId: TEAM, parentId: 'parentP', viaChildId: CHILD } },
  },
  clubGuardians: {
    seed: { [`clubGuardians/${CLUB}_parentP`]: { clubId: CLUB, parentId: 'parentP', viaChildId: CHILD } },
  },
  guardianInvites: {
    seed: {
      [`guardianInvites/${CHILD}_1`]: {
        childId: CHILD,
        emailLower: 'gran@example.com',
        inviterId: 'parentP',
        inviterName: 'Robin Parent',
        childName: 'Kit Kid',
        childFirstName: 'Kit',
        declined: false,
        expiresAt: new Date(Date.parse(AT) + 14 * 86_400_000),
        createdAt: AT,
      },
    },
  },
  guardianships: {
    seed: {
      [`guardianships/${CHILD}_granG`]: { childId: CHILD, guardianId: 'granG', guardianName: 'Gran', createdAt: AT },
      [`teamGuardians/${TEAM}_granG`]: { teamId: TEAM, parentId: 'granG', viaChildId: CHILD },
    },
  },
  // a child profile never signs in: the notices' documents are each signed-in person's own
  pushSubscriptions: { neverMade: 'a parent stores a subscription for their child' },
  notificationSettings: { neverMade: 'a parent saves their child’s settings' },
  calendarFeeds: { neverMade: 'a parent creates a feed for their child' },
};

const childProfile: UserProfile = {
  uid: null,
  email: 'kid@example.com',
  emailLower: 'kid@example.com',
  role: 'Child',
  firstName: 'Kit',
  lastName: 'Kid',
  dob: '2016-04-02',
  linkedParentId: 'parentP',
  parentName: 'Robin Parent',
  guardian1: 'granG',
  createdAt: AT,
  updatedAt: AT,
} as UserProfile;

let t: TestBackend;
beforeEach(async () => {
  t = await openTestBackend();
});
afterEach(async () => {
  await t.cleanup();
});

describe('removing a child profile', () => {
  it('leaves no document that belongs to the child', async () => {
    const seeds = Object.values(PARTS).flatMap((fate) => ('seed' in fate ? [fate.seed] : []));
    await seedDocs(t.db, {
      ...coachClub(1),
      'users/parentP': { ...childProfile, uid: 'parentP', role: 'Parent', linkedParentId: null, parentName: null },
      [`users/${CHILD}`]: childProfile,
      ...Object.assign({}, ...seeds),
    });
    await setSession(t.db, { uid: 'parentP', email: 'parentp@example.com', emailVerified: true });
    const reported: string[] = [];
    const actor = { uid: 'parentP', personId: 'parentP', displayName: 'Robin Parent' };
    const deps = {
      data: t.backend.data,
      actor,
      parent: { personId: 'parentP', name: 'Robin Parent' },
      parentReads: [],
      report: (message: string) => reported.push(message),
    };
    expect(await removeChild(deps, { id: CHILD, profile: childProfile, pending: false })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await t.backend.data.allWritesSynced(5_000)).toBe(true);
    expect(reported).toEqual([]);
    expect(await readStoredDoc(t.db, `users/${CHILD}`)).toBeNull();

    for (const { collection, belonging } of partsOf('users')) {
      const left: string[] = [];
      for (const id of await storedIds(t.db, collection)) {
        const data = await readStoredDoc(t.db, `${collection}/${id}`);
        const named = belonging.by === 'id' ? id : data?.[belonging.by];
        if (named === CHILD) left.push(`${collection}/${id}`);
      }
      expect(left, `${collection} by ${belonging.by}`).toEqual([]);
    }
  });

  it('needs nothing taken that the rules never let a parent make for a child', () => {
    for (const [collection, fate] of Object.entries(PARTS)) {
      if (!('neverMade' in fate)) continue;
      const refusal = PERMISSION_CASES.find((each) => each.name === fate.neverMade);
      expect(refusal, `${collection}: ${fate.neverMade}`).toMatchObject({ allowed: false });
    }
  });
});
