import { describe, expect, it } from 'vitest';
import type { Member } from '../groups/group-types';
import type { Announcement } from './announcement-records';
import { isUnread, seenBy, seenByLabel } from './seen-by';

const member = (personId: string, parentId: string | null = null): Member => ({
  personId,
  displayName: personId,
  role: 'member',
  squadRole: '',
  parentId,
  parentName: '',
  joinedAt: '',
  pending: false,
});

const names = (members: readonly Member[]) => members.map((each) => each.personId);

describe('seen by (docs/team-life.md "Who has seen it")', () => {
  const squad = [member('coach'), member('amy'), member('ben'), member('kid', 'mum'), member('amy')];

  it('counts every member but the author, each person once', () => {
    const result = seenBy(squad, 'coach', new Set());
    expect(names(result.notSeen)).toEqual(['amy', 'ben', 'kid']);
    expect(seenByLabel(result)).toBe('Seen by 0 of 3');
  });

  it("counts a child member as seen when their parent's mark is there", () => {
    const result = seenBy(squad, 'coach', new Set(['mum']));
    expect(names(result.seen)).toEqual(['kid']);
    expect(seenByLabel(result)).toBe('Seen by 1 of 3');
  });

  it("counts a child member as seen by their own mark; a parent's mark does not count an adult", () => {
    const result = seenBy(squad, 'coach', new Set(['kid', 'ben', 'stranger']));
    expect(names(result.seen)).toEqual(['ben', 'kid']);
    expect(names(result.notSeen)).toEqual(['amy']);
  });

  it("never counts the author, even with a mark of the author's", () => {
    const result = seenBy(squad, 'amy', new Set(['amy']));
    expect(seenByLabel(result)).toBe('Seen by 0 of 3');
    expect(names(result.notSeen)).not.toContain('amy');
  });

  it('an author who is not a member leaves every member counted', () => {
    expect(seenByLabel(seenBy(squad, 'outsider', new Set(['amy'])))).toBe('Seen by 1 of 4');
  });
});

describe('unread', () => {
  const announcement = (authorId: string): Announcement => ({
    id: 'a1',
    group: { kind: 'team', id: 't1' },
    message: 'Kick-off moved to 10:30',
    authorId,
    authorName: '',
    postedAt: new Date(0),
    pending: false,
  });

  it('is unread without a mark of mine, read with one, and never unread when mine', () => {
    expect(isUnread(announcement('coach'), 'me', new Set())).toBe(true);
    expect(isUnread(announcement('coach'), 'me', new Set(['a1']))).toBe(false);
    expect(isUnread(announcement('me'), 'me', new Set())).toBe(false);
  });
});
