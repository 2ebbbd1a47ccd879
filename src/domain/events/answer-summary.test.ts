import { describe, expect, it } from 'vitest';
import type { Member } from '../groups/group-types';
import { isStaffMember, listedAsStaff, peopleIAnswerFor, splitSquad, squadAnswers } from './answer-summary';
import type { Answer } from './event-records';

const member = (personId: string, extra: Partial<Member> = {}): Member => ({
  personId,
  displayName: personId,
  role: 'member',
  squadRole: '',
  parentId: null,
  parentName: '',
  joinedAt: '',
  pending: false,
  ...extra,
});
const answer = (personId: string, status: Answer['status']): [string, Answer] => [
  personId,
  { personId, status, answeredBy: personId, answeredByName: '', pending: false },
];

describe('the squad’s answers', () => {
  const squad = [member('a'), member('b'), member('c'), member('d'), member('a')];
  const answers = new Map([answer('a', 'going'), answer('b', 'maybe'), answer('c', 'notGoing')]);

  it('counts each member once, in four groups, with the spec’s summary line', () => {
    const result = squadAnswers(squad, answers, false);
    expect(result.summary).toBe('1 going · 1 maybe · 1 not going · 1 no answer');
    expect(result.groups.none.map((each) => each.personId)).toEqual(['d']);
  });

  it('counts no answer as going in the “going unless they say no” mode', () => {
    const result = squadAnswers(squad, answers, true);
    expect(result.summary).toBe('2 going · 1 maybe · 1 not going · 0 no answer');
    expect(result.groups.going.map((each) => each.personId)).toEqual(['a', 'd']);
  });

  it('ignores answers of people no longer in the squad', () => {
    const result = squadAnswers([member('a')], new Map([...answers, answer('gone', 'going')]), false);
    expect(result.summary).toBe('1 going · 0 maybe · 0 not going · 0 no answer');
  });
});

describe('who is counted: the squad, the staff apart', () => {
  const coach = member('coach', { role: 'owner' });
  const assistant = member('assistant', { squadRole: 'Coach' });
  const physio = member('physio', { squadRole: 'Staff' });
  const players = [member('p1', { squadRole: 'Player' }), member('p2')];

  it.each([
    ['the owner with no squad role', { role: 'owner' as const, squadRole: '' as const }, true],
    ['the owner as Coach', { role: 'owner' as const, squadRole: 'Coach' as const }, true],
    ['the owner as Staff', { role: 'owner' as const, squadRole: 'Staff' as const }, true],
    ['the owner as Player', { role: 'owner' as const, squadRole: 'Player' as const }, false],
    ['a Coach', { role: 'member' as const, squadRole: 'Coach' as const }, true],
    ['a Staff member', { role: 'member' as const, squadRole: 'Staff' as const }, true],
    ['a Player', { role: 'member' as const, squadRole: 'Player' as const }, false],
    ['a member with no squad role', { role: 'member' as const, squadRole: '' as const }, false],
  ])('lists %s as staff: %s', (_who, fields, expected) => {
    expect(listedAsStaff(member('x', fields))).toBe(expected);
  });

  it('keeps the powers with the owner whatever their squad role', () => {
    const playingOwner = member('o', { role: 'owner', squadRole: 'Player' });
    expect(listedAsStaff(playingOwner)).toBe(false);
    expect(isStaffMember(playingOwner)).toBe(true);
  });

  it('splits the members into the squad and the staff, each once, in order', () => {
    const { squad, staff } = splitSquad([coach, players[0] as Member, assistant, coach, physio, players[1] as Member]);
    expect(squad.map((each) => each.personId)).toEqual(['p1', 'p2']);
    expect(staff.map((each) => each.personId)).toEqual(['coach', 'assistant', 'physio']);
  });

  it('counts the squad only: a coach’s answer changes no group and no count', () => {
    const team = [coach, assistant, ...players];
    const none = squadAnswers(team, new Map(), false);
    expect(none.summary).toBe('0 going · 0 maybe · 0 not going · 2 no answer');
    expect(none.groups.none.map((each) => each.personId)).toEqual(['p1', 'p2']);
    expect(none.staff.map((each) => each.personId)).toEqual(['coach', 'assistant']);
    const coachGoing = squadAnswers(team, new Map([answer('coach', 'going')]), false);
    expect(coachGoing.summary).toBe(none.summary);
    expect(coachGoing.groups.going).toEqual([]);
  });

  it('never counts the staff as going in the “going unless they say no” mode', () => {
    const result = squadAnswers([coach, ...players], new Map(), true);
    expect(result.summary).toBe('2 going · 0 maybe · 0 not going · 0 no answer');
    expect(result.staff.map((each) => each.personId)).toEqual(['coach']);
  });

  it('counts an owner whose squad role is Player in the squad', () => {
    const result = squadAnswers([member('o', { role: 'owner', squadRole: 'Player' }), ...players], new Map(), false);
    expect(result.summary).toBe('0 going · 0 maybe · 0 not going · 3 no answer');
    expect(result.staff).toEqual([]);
  });
});

describe('staff and the people I answer for', () => {
  it('takes the owner, Coach and Staff as staff, not a Player', () => {
    expect(isStaffMember(member('o', { role: 'owner' }))).toBe(true);
    expect(isStaffMember(member('c', { squadRole: 'Coach' }))).toBe(true);
    expect(isStaffMember(member('s', { squadRole: 'Staff' }))).toBe(true);
    expect(isStaffMember(member('p', { squadRole: 'Player' }))).toBe(false);
  });

  it('is myself first, then my children on the team, never another parent’s child', () => {
    const squad = [member('kid1', { parentId: 'me' }), member('me'), member('kid2', { parentId: 'other' })];
    expect(peopleIAnswerFor(squad, 'me').map((each) => each.personId)).toEqual(['me', 'kid1']);
    expect(peopleIAnswerFor(squad, 'you').map((each) => each.personId)).toEqual([]);
    expect(peopleIAnswerFor(squad, 'x', new Set(['kid2'])).map((each) => each.personId)).toEqual(['kid2']);
  });
});
