import { describe, expect, it } from 'vitest';
import type { Member } from '../groups/group-types';
import { isStaffMember, peopleIAnswerFor, squadAnswers } from './answer-summary';
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
  { personId, status, answeredBy: personId, pending: false },
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
