import { describe, expect, it } from 'vitest';
import type { Member } from '../groups/group-types';
import type { TeamEvent } from './event-records';
import { eventShareText } from './event-share';

const member = (displayName: string, extra: Partial<Member> = {}): Member => ({
  personId: displayName,
  displayName,
  role: 'member',
  squadRole: '',
  parentId: null,
  parentName: '',
  joinedAt: '',
  pending: false,
  ...extra,
});

const event = (overrides: Partial<TeamEvent> = {}): TeamEvent => ({
  id: 'e1',
  teamId: 't1',
  type: 'match',
  title: 'Cup final',
  startsAt: new Date('2026-12-05T10:00:00.000Z'),
  endsAt: new Date('2026-12-05T11:30:00.000Z'),
  timeZone: 'Europe/London',
  meetTime: '',
  location: 'Riverside Park',
  opponent: '',
  notes: '',
  answerBy: null,
  defaultGoing: false,
  status: 'scheduled',
  cancelReason: '',
  seriesId: null,
  sequence: 0,
  createdBy: 'coach',
  createdAt: '',
  pending: false,
  ...overrides,
});

describe("an event's share text", () => {
  it('names the team, the event, where, and who has not answered', () => {
    const text = eventShareText(event(), 'Under 11s', [member('Amy Ace'), member('')]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Under 11s: Cup final');
    expect(lines).toContain('Riverside Park');
    expect(lines.at(-1)).toBe('No answer yet: Amy Ace, Unnamed');
  });

  it('says so when everyone has answered, and marks a cancelled event', () => {
    const text = eventShareText(event({ status: 'cancelled', location: '' }), 'Under 11s', []);
    expect(text.split('\n')[0]).toBe('Under 11s: Cup final (cancelled)');
    expect(text.split('\n').at(-1)).toBe('Everyone has answered');
    expect(text).not.toContain('Riverside');
  });

  it('names the squad only: never the owner or a Coach, but an owner who plays', () => {
    const notAnswered = [
      member('Kim Okoro', { role: 'owner' }),
      member('Ash Coach', { squadRole: 'Coach' }),
      member('Sol Staff', { squadRole: 'Staff' }),
      member('Amy Ace', { squadRole: 'Player' }),
      member('Bo Bell'),
    ];
    expect(eventShareText(event(), 'Under 11s', notAnswered).split('\n').at(-1)).toBe(
      'No answer yet: Amy Ace, Bo Bell',
    );
    const playingOwner = [member('Kim Okoro', { role: 'owner', squadRole: 'Player' })];
    expect(eventShareText(event(), 'Under 11s', playingOwner).split('\n').at(-1)).toBe('No answer yet: Kim Okoro');
    const onlyStaff = [member('Kim Okoro', { role: 'owner' })];
    expect(eventShareText(event(), 'Under 11s', onlyStaff).split('\n').at(-1)).toBe('Everyone has answered');
  });
});
