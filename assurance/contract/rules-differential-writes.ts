import { SERVER_TIMESTAMP, type WriteOp } from '../../src/backend/ports';
import { claimOps, del, set, update } from './permission-cases/case-kit';
import { type ActorName, ACTORS, personIdOf } from './rules-differential-actors';
import { joinCodeOf, pick, type Random } from './rules-differential-values';
import {
  AT,
  account,
  announcement,
  answer,
  answerNote,
  attendance,
  childProfile,
  club,
  clubMember,
  event,
  LATER,
  POSTED,
  profile,
  seenMark,
  team,
  teamGuardian,
  teamMember,
} from './rules-world';

/**
 * The writes the rules differential starts from: each a write the app makes (or nearly), by the
 * actor it is meant for, on WORLD's documents or on new ids carrying the request's number `n`
 * (so no two requests write the same new document). rules-differential.ts then may hand it to
 * another actor, change a value, or fold several into one batch.
 */

export interface WriteTemplate {
  name: string;
  make: (n: number, random: Random) => { as: ActorName; ops: WriteOp[] };
}

const template = (name: string, make: WriteTemplate['make']): WriteTemplate => ({ name, make });

const SELF_EDITORS = ['parent', 'owner', 'stranger', 'coach', 'guardian', 'child', 'member'] as const;

const USERS: WriteTemplate[] = [
  template('own profile edit', (_n, random) => {
    const as = pick(random, SELF_EDITORS);
    return { as, ops: [update(`users/${personIdOf(as)}`, { firstName: 'New', updatedAt: LATER })] };
  }),
  template('own profile set with merge', (_n, random) => {
    const as = pick(random, SELF_EDITORS);
    return { as, ops: [set(`users/${personIdOf(as)}`, { lastName: 'Other', updatedAt: LATER }, true)] };
  }),
  template('a claimed child edits their profile', () => ({
    as: 'claimed',
    ops: [update('users/childQ', { firstName: 'Quinn', dob: '2012-05-06' })],
  })),
  template('a parent edits their child', (_n, random) => {
    const [as, id] = pick(random, [
      ['parent', 'childC'],
      ['parent', 'childQ'],
      ['guardian', 'childG'],
    ] as const);
    return { as, ops: [update(`users/${id}`, { firstName: 'Kim', lastName: 'Test', updatedAt: LATER })] };
  }),
  template('a parent unlinks a claimed child', () => ({
    as: 'parent',
    ops: [update('users/childQ', { linkedParentId: null, parentName: null })],
  })),
  template('a parent adds a child', (n) => ({
    as: 'parent',
    ops: [set(`users/dx${n}`, { ...childProfile(`kid${n}@example.com`, 'parentP'), parentName: 'Pat Test' })],
  })),
  template('a parent adds a child and their entry', (n) => ({
    as: 'parent',
    ops: [
      set(`users/dx${n}`, { ...childProfile(`kid${n}@example.com`, 'parentP'), parentName: 'Pat Test' }),
      set(`emails/kid${n}@example.com`, { createdAt: AT, childId: `dx${n}` }),
    ],
  })),
  template('the registration profile', (_n, random) => {
    const as = pick(random, ['newbie', 'accented'] as const);
    const user = ACTORS[as];
    return { as, ops: [set(`users/${user.uid}`, profile(user.uid, user.email, 'Parent'))] };
  }),
  template('the registration batch', (_n, random) => {
    const as = pick(random, ['newbie', 'accented'] as const);
    const user = ACTORS[as];
    return {
      as,
      ops: [
        set(`users/${user.uid}`, profile(user.uid, user.email, 'Parent')),
        set(`accounts/${user.uid}`, account(user.uid)),
        set(`emails/${user.email.toLowerCase()}`, { createdAt: AT }),
      ],
    };
  }),
  template('the claim', (_n, random) => {
    const [as, childId] = pick(random, [
      ['child', 'childC'],
      ['dee', 'childD'],
    ] as const);
    return { as, ops: claimOps(ACTORS[as], childId) };
  }),
  template('a parent deletes their child', () => ({ as: 'parent', ops: [del('users/childC')] })),
];

const IDENTITY: WriteTemplate[] = [
  template('own account', (_n, random) => {
    const as = pick(random, ['newbie', 'accented'] as const);
    return { as, ops: [set(`accounts/${ACTORS[as].uid}`, account(ACTORS[as].uid))] };
  }),
  template('the claim check', () => ({
    as: 'child',
    ops: [update('accounts/kidK', { claimChecked: true, claimDeclined: true })],
  })),
  template('own email entry', (_n, random) => {
    const as = pick(random, ['newbie', 'accented'] as const);
    return { as, ops: [set(`emails/${ACTORS[as].email.toLowerCase()}`, { createdAt: AT })] };
  }),
  template('own email entry deleted', () => ({ as: 'parent', ops: [del('emails/pat@example.com')] })),
];

const GROUPS: WriteTemplate[] = [
  template('the creation batch of a club', (n, random) => {
    const as = pick(random, ['owner', 'stranger', 'parent'] as const);
    const ownerId = personIdOf(as);
    const id = `${ownerId}-K${n}`;
    const code = joinCodeOf(n);
    return {
      as,
      ops: [
        set(`clubs/${id}`, club(ownerId, code)),
        set(`clubMemberships/${id}_${ownerId}`, { ...clubMember(id, ownerId, 'owner'), joinedAt: SERVER_TIMESTAMP }),
        set(`joinCodes/${code}`, { reservedAt: SERVER_TIMESTAMP, clubId: id }),
      ],
    };
  }),
  template('the creation batch of a team', (n, random) => {
    const clubId = pick(random, [null, 'c1'] as const);
    const id = `ownerO-T${n}`;
    const code = joinCodeOf(n);
    return {
      as: 'owner',
      ops: [
        set(`teams/${id}`, team('ownerO', clubId, code)),
        set(`teamMemberships/${id}_ownerO`, { ...teamMember(id, 'ownerO', 'owner'), joinedAt: SERVER_TIMESTAMP }),
        set(`joinCodes/${code}`, { reservedAt: SERVER_TIMESTAMP, teamId: id, clubId }),
      ],
    };
  }),
  template("the owner edits the club's details", () => ({
    as: 'owner',
    ops: [update('clubs/c1', { name: 'Club', location: 'Leeds', notes: 'Bring boots', updatedAt: LATER })],
  })),
  template("the owner edits the team's details", () => ({
    as: 'owner',
    ops: [
      update('teams/t1', {
        name: 'Team',
        ageGroup: 'U12',
        notes: 'Notes',
        timeZone: 'Europe/London',
        updatedAt: LATER,
      }),
    ],
  })),
  template('the owner renames a team and its entry', () => ({
    as: 'owner',
    ops: [update('teams/t1', { name: 'Renamed', updatedAt: LATER }), update('joinCodes/TEAM01', { name: 'Renamed' })],
  })),
  template('the owner deletes a team with its entry', () => ({
    as: 'owner',
    ops: [del('joinCodes/TEAM02'), del('teams/t2')],
  })),
  template('the owner deletes a club with its entry', () => ({
    as: 'owner',
    ops: [del('joinCodes/CLUB01'), del('clubs/c1')],
  })),
];

const MEMBERSHIPS: WriteTemplate[] = [
  template('joining a club with its code', (_n, random) => {
    const as = pick(random, ['stranger', 'parent', 'coach', 'dee'] as const);
    const userId = personIdOf(as);
    return {
      as,
      ops: [
        set(`clubMemberships/c1_${userId}`, {
          ...clubMember('c1', userId),
          joinCode: 'CLUB01',
          displayName: 'A B',
          joinedAt: SERVER_TIMESTAMP,
        }),
      ],
    };
  }),
  template('joining a team with its code', (_n, random) => {
    const [as, code, teamId] = pick(random, [
      ['stranger', 'TEAM01', 't1'],
      ['parent', 'TEAM02', 't2'],
      ['claimed', 'CLUB01', 't3'],
    ] as const);
    const userId = personIdOf(as);
    return {
      as,
      ops: [
        set(`teamMemberships/${teamId}_${userId}`, {
          ...teamMember(teamId, userId),
          joinCode: code,
          joinedAt: SERVER_TIMESTAMP,
        }),
      ],
    };
  }),
  template('a parent joins their child with a code', (_n, random) => {
    const kind = pick(random, ['club', 'team'] as const);
    const membership =
      kind === 'club'
        ? {
            path: 'clubMemberships/c1_childC',
            data: { ...clubMember('c1', 'childC'), joinCode: 'CLUB01', joinedAt: SERVER_TIMESTAMP },
          }
        : {
            path: 'teamMemberships/t1_childC',
            data: { ...teamMember('t1', 'childC'), joinCode: 'TEAM01', joinedAt: SERVER_TIMESTAMP },
          };
    return {
      as: 'parent',
      ops: [set(membership.path, { ...membership.data, parentId: 'parentP', parentName: 'Pat' })],
    };
  }),
  template('a member renames themself on a membership', (_n, random) => {
    const [as, path] = pick(random, [
      ['member', 'clubMemberships/c1_memberM'],
      ['member', 'teamMemberships/t1_memberM'],
      ['claimed', 'clubMemberships/c1_childQ'],
      ['guardian', 'teamMemberships/t1_childG'],
    ] as const);
    return { as, ops: [update(path, { displayName: 'Max Test', updatedAt: LATER })] };
  }),
  template('the owner sets a squad role', (_n, random) => {
    const path = pick(random, [
      'teamMemberships/t1_memberM',
      'clubMemberships/c1_memberM',
      'teamMemberships/t1_childQ',
    ]);
    return {
      as: 'owner',
      ops: [update(path, { squadRole: pick(random, ['Coach', 'Player', 'Staff']), updatedAt: LATER })],
    };
  }),
  template("the owner keeps the group's name on a membership", () => ({
    as: 'owner',
    ops: [update('teamMemberships/t1_memberM', { groupName: 'Team', updatedAt: LATER })],
  })),
  template('the owner adds a club member to a team', () => ({
    as: 'owner',
    ops: [set('teamMemberships/t3_memberM', teamMember('t3', 'memberM'))],
  })),
  template('leaving a team or club', (_n, random) => {
    const [as, path] = pick(random, [
      ['member', 'teamMemberships/t1_memberM'],
      ['member', 'clubMemberships/c1_memberM'],
      ['claimed', 'teamMemberships/t1_childQ'],
      ['owner', 'teamMemberships/t1_coachH'],
      ['guardian', 'teamMemberships/t1_childG'],
    ] as const);
    return { as, ops: [del(path)] };
  }),
];

const authorOf = (as: ActorName) => personIdOf(as);

const TEAM_LIFE: WriteTemplate[] = [
  template('a new event', (n, random) => {
    const as = pick(random, ['owner', 'coach'] as const);
    return { as, ops: [set(`events/dx${n}`, event('t1', { createdBy: authorOf(as) }))] };
  }),
  template('an edit of an event', (_n, random) => {
    const as = pick(random, ['owner', 'coach'] as const);
    return { as, ops: [set('events/e1', event('t1', { title: 'Moved', sequence: 1, updatedAt: LATER }))] };
  }),
  template('a cancelled event', () => ({
    as: 'coach',
    ops: [set('events/e1', event('t1', { status: 'cancelled', cancelReason: 'Rain', sequence: 1 }))],
  })),
  template('an event deleted', (_n, random) => ({
    as: pick(random, ['owner', 'coach'] as const),
    ops: [del('events/e1')],
  })),
  template('an answer', (_n, random) => {
    const [as, personId] = pick(random, [
      ['member', 'memberM'],
      ['claimed', 'childQ'],
      ['guardian', 'childG'],
      ['coach', 'memberM'],
      ['coach', 'childG'],
      ['coach', 'childQ'],
      ['owner', 'childG'],
      ['owner', 'ownerO'],
    ] as const);
    return {
      as,
      ops: [set(`eventAnswers/e1_${personId}`, answer('e1', personId, { answeredBy: authorOf(as), updatedAt: LATER }))],
    };
  }),
  template("an answer's note", (_n, random) => {
    const [as, personId] = pick(random, [
      ['member', 'memberM'],
      ['guardian', 'childG'],
      ['coach', 'memberM'],
      ['coach', 'childG'],
    ] as const);
    return {
      as,
      ops: [set(`eventAnswerNotes/e1_${personId}`, answerNote('e1', personId, { reason: 'Illness', note: 'Flu' }))],
    };
  }),
  template('an answer with its note', () => ({
    as: 'member',
    ops: [
      set('eventAnswers/e1_memberM', answer('e1', 'memberM', { status: 'notGoing' })),
      set('eventAnswerNotes/e1_memberM', answerNote('e1', 'memberM', { reason: 'Work', note: 'Late shift' })),
    ],
  })),
  template('attendance', (_n, random) => {
    const as = pick(random, ['coach', 'owner'] as const);
    return {
      as,
      ops: [set('eventAttendance/ePast', attendance('t1', { memberM: true, childG: true }, authorOf(as)))],
    };
  }),
  template('attendance changed for one person (a field path)', () => ({
    as: 'coach',
    ops: [update('eventAttendance/ePast', { 'present.memberM': false, takenAt: LATER })],
  })),
  template('a guardian link', () => ({
    as: 'guardian',
    ops: [set('teamGuardians/t1_guardianG', teamGuardian('t1', 'guardianG', 'childG'))],
  })),
  template('an announcement', (n, random) => {
    const [as, kind, groupId] = pick(random, [
      ['owner', 'team', 't1'],
      ['coach', 'team', 't1'],
      ['owner', 'club', 'c1'],
    ] as const);
    return {
      as,
      ops: [set(`announcements/dx${n}`, announcement(kind, groupId, { authorId: authorOf(as), postedAt: POSTED }))],
    };
  }),
  template('an announcement deleted', (_n, random) => ({
    as: pick(random, ['owner', 'coach'] as const),
    ops: [del(pick(random, ['announcements/a1', 'announcements/ac1']))],
  })),
  template('a seen mark', (_n, random) => {
    const [as, announcementId, kind, groupId] = pick(random, [
      ['member', 'a1', 'team', 't1'],
      ['guardian', 'a1', 'team', 't1'],
      ['claimed', 'a1', 'team', 't1'],
      ['member', 'ac1', 'club', 'c1'],
    ] as const);
    const personId = personIdOf(as);
    return {
      as,
      ops: [
        set(
          `announcementSeen/${announcementId}_${personId}`,
          seenMark(announcementId, personId, { groupKind: kind, groupId, seenAt: AT }),
        ),
      ],
    };
  }),
];

/** Every template; each is drawn equally often. */
export const WRITE_TEMPLATES: readonly WriteTemplate[] = [
  ...USERS,
  ...IDENTITY,
  ...GROUPS,
  ...MEMBERSHIPS,
  ...TEAM_LIFE,
];
