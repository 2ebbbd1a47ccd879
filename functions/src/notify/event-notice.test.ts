// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anEvent } from './event-state.test-support';
import { eventNotice } from './event-notice';

const now = new Date('2026-12-01T12:00:00Z');
const teamName = 'U12 Lions';

describe('what an event write tells', () => {
  it('a new event: one notice keyed on the event, in the team zone’s wall clock', () => {
    const notice = eventNotice({ before: null, after: anEvent(), now, teamName });
    expect(notice).toEqual({
      id: 'event-created_ev1',
      kind: 'event-created',
      title: 'U12 Lions: New event: Training',
      body: 'Sat 5 Dec 10:00 · Pitch 3',
      expiresAt: new Date('2026-12-05T10:00:00Z'),
    });
  });

  it('every event of a new series gives the same notice, keyed on the series, from its first event', () => {
    const first = anEvent({ id: 'a', seriesId: 's1' });
    const later = anEvent({ id: 'b', seriesId: 's1', startsAt: new Date('2026-12-12T10:00:00Z') });
    const lead = { first, count: 12 };
    const one = eventNotice({ before: null, after: first, now, teamName, lead });
    const other = eventNotice({ before: null, after: later, now, teamName, lead });
    expect(one).toEqual(other);
    expect(one?.id).toBe('event-created_s1');
    expect(one?.title).toBe('U12 Lions: New weekly events: Training');
    expect(one?.body).toBe('From Sat 5 Dec 10:00, 12 events · Pitch 3');
  });

  it('a cancellation: `U12 Lions: Training cancelled` with the reason, keyed on the edit', () => {
    const before = anEvent();
    const after = anEvent({ status: 'cancelled', cancelReason: 'Pitch waterlogged', editId: 'e1', sequence: 1 });
    const notice = eventNotice({ before, after, now, teamName });
    expect(notice).toMatchObject({
      id: 'event-changed_e1',
      kind: 'event-changed',
      title: 'U12 Lions: Training cancelled',
      body: 'Sat 5 Dec 10:00 · Pitch waterlogged',
    });
  });

  it('a reinstatement and a new place tell; without an editId the id is the event and its sequence', () => {
    const cancelled = anEvent({ status: 'cancelled', sequence: 1 });
    expect(eventNotice({ before: cancelled, after: anEvent({ sequence: 2 }), now, teamName })).toMatchObject({
      id: 'event-changed_ev1_2',
      title: 'U12 Lions: Training is on again',
    });
    const moved = eventNotice({ before: anEvent(), after: anEvent({ location: 'Park', sequence: 3 }), now, teamName });
    expect(moved).toMatchObject({
      id: 'event-changed_ev1_3',
      title: 'U12 Lions: Training changed',
      body: 'Sat 5 Dec 10:00 · Park',
    });
  });

  it('a new time says what it was', () => {
    const after = anEvent({ startsAt: new Date('2026-12-06T11:00:00Z'), endsAt: new Date('2026-12-06T12:00:00Z') });
    expect(eventNotice({ before: anEvent(), after, now, teamName })?.body).toBe(
      'Sun 6 Dec 11:00 (was Sat 5 Dec 10:00) · Pitch 3',
    );
  });

  it('one edit of several events says so, the same from each of them', () => {
    const first = anEvent({ id: 'a', seriesId: 's1', editId: 'e2', location: 'Park' });
    const lead = { first, count: 5 };
    const later = anEvent({
      id: 'b',
      seriesId: 's1',
      editId: 'e2',
      location: 'Park',
      startsAt: new Date('2026-12-12T10:00:00Z'),
    });
    const fromFirst = eventNotice({ before: anEvent({ id: 'a' }), after: first, now, teamName, lead });
    const fromLater = eventNotice({
      before: anEvent({ id: 'b', startsAt: later.startsAt }),
      after: later,
      now,
      teamName,
      lead,
    });
    expect(fromFirst).toEqual(fromLater);
    expect(fromFirst).toMatchObject({ id: 'event-changed_e2', body: 'From Sat 5 Dec 10:00, 5 events · Park' });
  });

  it('tells nothing for a title-only or notes-only edit, a delete, or an event already started', () => {
    expect(
      eventNotice({ before: anEvent(), after: anEvent({ title: 'Skills', sequence: 1 }), now, teamName }),
    ).toBeNull();
    expect(eventNotice({ before: anEvent(), after: null, now, teamName })).toBeNull();
    const duringIt = new Date('2026-12-05T10:30:00Z');
    expect(
      eventNotice({ before: anEvent(), after: anEvent({ status: 'cancelled' }), now: duringIt, teamName }),
    ).toBeNull();
    expect(eventNotice({ before: null, after: anEvent(), now: duringIt, teamName })).toBeNull();
  });

  it('an event moved into the past tells nothing; without a team name the title stands alone', () => {
    const past = anEvent({ startsAt: new Date('2026-11-30T10:00:00Z') });
    expect(eventNotice({ before: anEvent(), after: past, now, teamName })).toBeNull();
    expect(eventNotice({ before: null, after: anEvent(), now, teamName: '' })?.title).toBe('New event: Training');
  });

  it('writes the year of an event in another year', () => {
    const after = anEvent({ startsAt: new Date('2027-01-09T10:00:00Z'), endsAt: new Date('2027-01-09T11:00:00Z') });
    expect(eventNotice({ before: null, after, now, teamName })?.body).toBe('Sat 9 Jan 2027 10:00 · Pitch 3');
  });
});
