import { describe, expect, it } from 'vitest';
import { planOwnDocsGone, planOwnRecordsGone } from './leaving-pitchside';

describe('what leaving Pitchside deletes of the person', () => {
  it('their subscriptions, feeds, reasons and notes, and their settings by their id', () => {
    const ops = planOwnDocsGone('p1', {
      pushSubscriptions: ['p1_abc'],
      calendarFeeds: ['f00d'],
      eventAnswerNotes: ['e1_p1', 'e2_p1'],
    });
    expect(ops.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      'delete pushSubscriptions/p1_abc',
      'delete calendarFeeds/f00d',
      'delete eventAnswerNotes/e1_p1',
      'delete eventAnswerNotes/e2_p1',
      'delete notificationSettings/p1',
    ]);
  });

  it('last, in one batch: the entry, the profile, the pointer and the mark on the id', () => {
    const ops = planOwnRecordsGone({ personId: 'child9', uid: 'u1', entry: 'quinn@example.com' });
    expect(ops.map((op) => `${op.kind} ${op.collection}/${op.id}`)).toEqual([
      'delete emails/quinn@example.com',
      'delete users/child9',
      'delete accounts/u1',
      'set deletedIds/child9',
    ]);
    expect(ops.at(-1)).toMatchObject({ data: { collection: 'users' } });
  });

  it('leaves an entry that is not theirs alone', () => {
    const ops = planOwnRecordsGone({ personId: 'u1', uid: 'u1', entry: null });
    expect(ops.map((op) => op.collection)).toEqual(['users', 'accounts', 'deletedIds']);
  });
});
