// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anEvent } from './event-state.test-support';
import type { SquadMember } from './notice-types';
import { answerDeadline, reminderConcerns, reminderDue, reminderId, reminderWords } from './reminders';

const HOUR = 3_600_000;
const start = new Date('2026-12-05T10:00:00Z');
const at = (ms: number) => new Date(ms);

describe('when a reminder is due', () => {
  it('from 24 h before the start until the start, when there is no `Answer by`', () => {
    const event = anEvent();
    expect(reminderDue(event, at(start.getTime() - 24 * HOUR - 1))).toBe(false);
    expect(reminderDue(event, at(start.getTime() - 24 * HOUR))).toBe(true);
    expect(reminderDue(event, at(start.getTime() - 1))).toBe(true);
    expect(reminderDue(event, start)).toBe(false);
  });

  it('from 24 h before `Answer by` when it comes first, keyed on that instant', () => {
    const answerBy = new Date('2026-12-04T18:00:00Z');
    const event = anEvent({ answerBy });
    expect(answerDeadline(event)).toEqual(answerBy);
    expect(reminderDue(event, at(answerBy.getTime() - 2 * HOUR))).toBe(true);
    expect(reminderDue(event, at(answerBy.getTime() + HOUR))).toBe(false);
    expect(reminderId(event)).toBe(`reminder_ev1_${answerBy.getTime()}`);
    // a new deadline is a new reminder
    expect(reminderId(anEvent({ answerBy: new Date('2026-12-04T12:00:00Z') }))).not.toBe(reminderId(event));
  });

  it('never in "going unless they say no" mode, for a cancelled event, or one made inside its own window', () => {
    const inWindow = at(start.getTime() - 2 * HOUR);
    expect(reminderDue(anEvent({ defaultGoing: true }), inWindow)).toBe(false);
    expect(reminderDue(anEvent({ status: 'cancelled' }), inWindow)).toBe(false);
    expect(reminderDue(anEvent({ createdAt: at(start.getTime() - 20 * HOUR) }), inWindow)).toBe(false);
    expect(reminderDue(anEvent({ createdAt: at(start.getTime() - 24 * HOUR) }), inWindow)).toBe(true);
  });
});

describe('whom a reminder tells', () => {
  const member = (personId: string, more: Partial<SquadMember> = {}): SquadMember => ({
    personId,
    parentId: null,
    role: 'member',
    squadRole: 'Player',
    ...more,
  });

  it('the squad members with no answer, not staff and not those who answered', () => {
    const members = [
      member('owner', { role: 'owner', squadRole: '' }),
      member('coach', { squadRole: 'Coach' }),
      member('ana'),
      member('ben'),
      member('cal', { squadRole: '' }),
    ];
    const concerns = reminderConcerns(members, new Set(['ben']), ['ana', 'ben', 'cal', 'coach', 'owner']);
    expect(Object.fromEntries(concerns)).toEqual({ ana: ['ana'], cal: ['cal'] });
  });

  it('a child with no answer reminds their parent, once for all their children, and the child who reads', () => {
    const members = [
      member('leo', { parentId: 'mum' }),
      member('mia', { parentId: 'mum' }),
      member('sam', { parentId: 'mum' }),
    ];
    const concerns = reminderConcerns(members, new Set(['sam']), ['leo', 'mia', 'mum', 'sam']);
    expect(Object.fromEntries(concerns)).toEqual({ leo: ['leo'], mia: ['mia'], mum: ['leo', 'mia'] });
  });

  it('a parent due themselves with a child due is told once about both', () => {
    const members = [member('dad'), member('sam', { parentId: 'dad' })];
    const concerns = reminderConcerns(members, new Set(), ['dad', 'sam']);
    expect(concerns.get('dad')).toEqual(['dad', 'sam']);
  });

  it('reminds each guardian of an unanswered child: the first by the membership, the others by the places', () => {
    const members = [member('sam', { parentId: 'mum' })];
    const concerns = reminderConcerns(members, new Set(), ['dad', 'mum', 'sam'], new Map([['sam', ['dad']]]));
    expect(concerns.get('mum')).toEqual(['sam']);
    expect(concerns.get('dad')).toEqual(['sam']);
    expect(reminderConcerns(members, new Set(['sam']), ['dad', 'mum', 'sam'], new Map([['sam', ['dad']]])).size).toBe(
      0,
    );
  });

  it('says what, when, and until when answers are open', () => {
    const words = reminderWords(
      anEvent({ answerBy: new Date('2026-12-04T18:00:00Z') }),
      'U12 Lions',
      new Date('2026-12-04T09:00:00Z'),
    );
    expect(words).toEqual({
      title: 'U12 Lions: Training: are you going?',
      body: 'Sat 5 Dec 10:00 · Answer by Fri 4 Dec 18:00 · Pitch 3',
    });
  });
});
