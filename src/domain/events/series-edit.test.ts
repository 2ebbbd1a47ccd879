import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { WriteUnit } from '../../backend/batch-splitter';
import type { Actor } from '../groups/actor';
import { type CalendarEvent, calendarFile } from './calendar-file';
import { draftsFrom, formInputOf } from './event-drafts';
import type { EventFormValues } from './event-fields';
import { type EventDraft, planCreateEvents } from './event-plans';
import { type NewId, planCancelEvents, planEventEdit } from './edit-plans';
import { type TeamEvent, toEvent } from './event-records';
import { draftChangesNothing, followingEdits, seriesChange } from './series-edit';

/**
 * `This and following events` as a field-by-field change (docs/team-life.md "Editing a series"):
 * a weekly series in London at 18:00-19:30 on Wednesdays 7, 14, 21 and 28 October 2026, each
 * answered by 20:00 the evening before. The clocks go back on Sunday 25 October (BST, +1, to GMT).
 * The third was moved on its own to 19:00-20:30 in the `Hall`; the edits below are made from the
 * second, as the form saves them, and compared with the second as it was opened.
 */

const ZONE = 'Europe/London';
const base: EventFormValues = {
  title: 'Training',
  type: 'training',
  date: '2026-10-07',
  startTime: '18:00',
  endTime: '19:30',
  meetTime: '17:45',
  location: 'Pitch 2',
  opponent: '',
  notes: '',
  repeatUntil: '2026-10-28',
  answerBy: '2026-10-06T20:00',
  defaultGoing: false,
};

function series(): TeamEvent[] {
  const dates = ['2026-10-07', '2026-10-14', '2026-10-21', '2026-10-28'];
  const events = draftsFrom(base, dates, { id: 't1', timeZone: ZONE }).map(
    (draft, index): TeamEvent => ({
      ...draft,
      id: `e${index + 1}`,
      status: 'scheduled',
      cancelReason: '',
      seriesId: 's1',
      sequence: 0,
      createdBy: 'coach',
      createdAt: '2026-09-01T10:00:00.000Z',
      pending: false,
    }),
  );
  // the third, edited on its own before: later, and elsewhere
  const third = events[2] as TeamEvent;
  events[2] = {
    ...third,
    startsAt: new Date('2026-10-21T18:00:00Z'),
    endsAt: new Date('2026-10-21T19:30:00Z'),
    location: 'Hall',
    sequence: 1,
  };
  return events;
}

/** the second's form as opened, and as saved with `changes` typed in */
function edit(changes: Partial<EventFormValues>) {
  const events = series();
  const second = events[1] as TeamEvent;
  const opened = formInputOf(second);
  const submitted: EventFormValues = { ...opened, type: second.type, repeatUntil: '', ...changes };
  return { events, opened, submitted, edits: followingEdits(opened, submitted, events.slice(2)) };
}

interface Seen {
  id: string;
  start: string;
  end: string;
  location: string;
  answerBy: string | null;
}

const seen = ({ event, draft }: ReturnType<typeof edit>['edits'][number]): Seen => ({
  id: event.id,
  start: draft.startsAt.toISOString().slice(0, 16),
  end: draft.endsAt.toISOString().slice(0, 16),
  location: draft.location,
  answerBy: draft.answerBy?.toISOString().slice(0, 16) ?? null,
});

// Before any edit: e3 2026-10-21 18:00-19:30Z (19:00 BST), Hall, answer by 2026-10-20T19:00Z;
// e4 2026-10-28 18:00-19:30Z (18:00 GMT), Pitch 2, answer by 2026-10-27T20:00Z.
const TABLE: { name: string; changes: Partial<EventFormValues>; expected: Seen[] }[] = [
  {
    name: 'the date moved 4 days later (across the change to GMT): each keeps its own wall times and place',
    changes: { date: '2026-10-18' },
    expected: [
      // 19:00 on Sunday 25 October is GMT now: an hour later in UTC; its answer-by, on Saturday, still BST
      { id: 'e3', start: '2026-10-25T19:00', end: '2026-10-25T20:30', location: 'Hall', answerBy: '2026-10-24T19:00' },
      {
        id: 'e4',
        start: '2026-11-01T18:00',
        end: '2026-11-01T19:30',
        location: 'Pitch 2',
        answerBy: '2026-10-31T20:00',
      },
    ],
  },
  {
    name: 'the date moved a day earlier',
    changes: { date: '2026-10-13' },
    expected: [
      { id: 'e3', start: '2026-10-20T18:00', end: '2026-10-20T19:30', location: 'Hall', answerBy: '2026-10-19T19:00' },
      {
        id: 'e4',
        start: '2026-10-27T18:00',
        end: '2026-10-27T19:30',
        location: 'Pitch 2',
        answerBy: '2026-10-26T20:00',
      },
    ],
  },
  {
    name: 'a new start time: set on each day, each end its own',
    changes: { startTime: '18:30' },
    expected: [
      { id: 'e3', start: '2026-10-21T17:30', end: '2026-10-21T19:30', location: 'Hall', answerBy: '2026-10-20T19:00' },
      {
        id: 'e4',
        start: '2026-10-28T18:30',
        end: '2026-10-28T19:30',
        location: 'Pitch 2',
        answerBy: '2026-10-27T20:00',
      },
    ],
  },
  {
    // the third would end as it starts (19:00): it keeps its length, so stays as it was, unwritten
    name: 'a new end time at the third’s own start: the third keeps its length',
    changes: { endTime: '19:00' },
    expected: [
      {
        id: 'e4',
        start: '2026-10-28T18:00',
        end: '2026-10-28T19:00',
        location: 'Pitch 2',
        answerBy: '2026-10-27T20:00',
      },
    ],
  },
  {
    name: 'a new location replaces each one’s, the third’s too',
    changes: { location: 'Pitch 9' },
    expected: [
      {
        id: 'e3',
        start: '2026-10-21T18:00',
        end: '2026-10-21T19:30',
        location: 'Pitch 9',
        answerBy: '2026-10-20T19:00',
      },
      {
        id: 'e4',
        start: '2026-10-28T18:00',
        end: '2026-10-28T19:30',
        location: 'Pitch 9',
        answerBy: '2026-10-27T20:00',
      },
    ],
  },
  {
    name: 'a new Answer by (6 hours before the start): the same wall-clock offset before each one’s start',
    changes: { answerBy: '2026-10-14T12:00' },
    expected: [
      // the third starts at 19:00 BST: 13:00 BST
      { id: 'e3', start: '2026-10-21T18:00', end: '2026-10-21T19:30', location: 'Hall', answerBy: '2026-10-21T12:00' },
      // the fourth at 18:00 GMT: 12:00 GMT
      {
        id: 'e4',
        start: '2026-10-28T18:00',
        end: '2026-10-28T19:30',
        location: 'Pitch 2',
        answerBy: '2026-10-28T12:00',
      },
    ],
  },
  {
    name: 'Answer by cleared: cleared on each',
    changes: { answerBy: '' },
    expected: [
      { id: 'e3', start: '2026-10-21T18:00', end: '2026-10-21T19:30', location: 'Hall', answerBy: null },
      { id: 'e4', start: '2026-10-28T18:00', end: '2026-10-28T19:30', location: 'Pitch 2', answerBy: null },
    ],
  },
  {
    name: 'the date and the start time together',
    changes: { date: '2026-10-15', startTime: '17:00' },
    expected: [
      { id: 'e3', start: '2026-10-22T16:00', end: '2026-10-22T19:30', location: 'Hall', answerBy: '2026-10-21T19:00' },
      {
        id: 'e4',
        start: '2026-10-29T17:00',
        end: '2026-10-29T19:30',
        location: 'Pitch 2',
        answerBy: '2026-10-28T20:00',
      },
    ],
  },
  { name: 'nothing changed: nothing to write', changes: {}, expected: [] },
];

describe('This and following events, field by field', () => {
  it.each(TABLE)('$name', ({ changes, expected }) => {
    expect(edit(changes).edits.map(seen)).toEqual(expected);
  });

  it('replaces the title, type, opponent, notes, meet time and the going default, keeping the rest', () => {
    const { edits, events } = edit({
      title: 'Session',
      type: 'match',
      opponent: 'Rovers',
      notes: 'Bring bibs',
      meetTime: '17:30',
      defaultGoing: true,
    });
    expect(edits.map(({ event }) => event.id)).toEqual(['e3', 'e4']);
    for (const { draft, event } of edits) {
      expect(draft).toMatchObject({
        title: 'Session',
        type: 'match',
        opponent: 'Rovers',
        notes: 'Bring bibs',
        meetTime: '17:30',
        defaultGoing: true,
        location: event.location,
        timeZone: ZONE,
        teamId: 't1',
      });
      expect(draft.startsAt).toEqual(event.startsAt);
      expect(draft.answerBy).toEqual(event.answerBy);
    }
    expect(events[2]?.location).toBe('Hall');
  });

  it('leaves out a later event the edit leaves as it was', () => {
    const events = series();
    events[3] = { ...(events[3] as TeamEvent), title: 'Session' };
    const second = events[1] as TeamEvent;
    const opened = formInputOf(second);
    const edits = followingEdits(opened, { ...opened, type: 'training', title: 'Session' }, events.slice(2));
    expect(edits.map(({ event }) => event.id)).toEqual(['e3']);
  });

  it('reads what changed, texts compared trimmed', () => {
    const opened = { ...formInputOf(series()[1] as TeamEvent), location: 'Pitch 2 ' };
    const submitted = { ...opened, type: 'training' as const, location: 'Pitch 2', date: '2026-10-21' };
    expect(seriesChange(opened, submitted)).toEqual({
      shiftDays: 7,
      startTime: null,
      endTime: null,
      answerBy: null,
      replaced: {},
    });
  });

  it('knows a draft that changes nothing', () => {
    const event = series()[0] as TeamEvent;
    const draft = draftsFrom({ ...base, repeatUntil: '' }, ['2026-10-07'], {
      id: 't1',
      timeZone: ZONE,
    })[0] as EventDraft;
    expect(draftChangesNothing(event, draft)).toBe(true);
    expect(draftChangesNothing(event, { ...draft, notes: 'x' })).toBe(false);
    expect(draftChangesNothing(event, { ...draft, answerBy: null })).toBe(false);
  });
});

const actor: Actor = { uid: 'coach', personId: 'coach', displayName: 'Casey Coach' };
const NOW = '2026-10-01T09:00:00.000Z';

/** automatic ids as a data port draws them, one after another */
function counter(): NewId {
  let drawn = 0;
  return () => {
    drawn += 1;
    return `id${String(drawn).padStart(18, '0')}`;
  };
}

/** the units of the second saved with `changes` for this and the following events, as the edit page plans them */
function editUnits(events: TeamEvent[], changes: Partial<EventFormValues>, newId: NewId): WriteUnit[] {
  const second = events[1] as TeamEvent;
  const opened = formInputOf(second);
  const submitted: EventFormValues = { ...opened, type: second.type, repeatUntil: '', ...changes };
  const draft = draftsFrom(submitted, [submitted.date], { id: 't1', timeZone: ZONE })[0] as EventDraft;
  const edits = [
    ...(draftChangesNothing(second, draft) ? [] : [{ event: second, draft, answerIds: [] }]),
    ...followingEdits(opened, submitted, events.slice(2)).map((each) => ({ ...each, answerIds: [] })),
  ];
  return planEventEdit({ actor, edits, newId, now: NOW });
}

/** event id → the editId each event write of `units` carries (none: undefined) */
function editIdsOf(units: WriteUnit[]): Record<string, unknown> {
  return Object.fromEntries(
    units
      .flatMap((unit) => unit.ops)
      .flatMap((op) => (op.kind === 'set' && op.collection === 'events' ? [[op.id, op.data.editId]] : [])),
  );
}

describe('one edit, one edit id (docs/notifications.md "Documents")', () => {
  it('every event one series edit writes carries the same edit id, and a second edit another', () => {
    const newId = counter();
    const first = editIdsOf(editUnits(series(), { date: '2026-10-15' }, newId));
    expect(Object.keys(first).sort()).toEqual(['e2', 'e3', 'e4']);
    const [id] = Object.values(first);
    expect(id).toMatch(/^id\d{18}$/);
    expect(Object.values(first)).toEqual([id, id, id]);

    const second = editIdsOf(editUnits(series(), { location: 'Pitch 5' }, newId));
    expect(Object.keys(second).sort()).toEqual(['e2', 'e3', 'e4']);
    const [next] = Object.values(second);
    expect(next).not.toBe(id);
    expect(Object.values(second)).toEqual([next, next, next]);
  });

  it('an edit of one event carries an edit id; an edit that changes nothing draws none', () => {
    const newId = counter();
    const one = editIdsOf(editUnits(series().slice(0, 2), { title: 'Training (indoors)' }, newId));
    expect(one).toEqual({ e2: 'id000000000000000001' });
    expect(editUnits(series().slice(0, 2), {}, newId)).toEqual([]);
    expect(newId('events')).toBe('id000000000000000002');
  });

  it('cancelling this and the following carries one edit id; a new series carries none', () => {
    const events = series();
    const cancelled = editIdsOf(planCancelEvents({ actor, events, reason: 'Snow', newId: counter(), now: NOW }));
    expect(cancelled).toEqual({
      e1: 'id000000000000000001',
      e2: 'id000000000000000001',
      e3: 'id000000000000000001',
      e4: 'id000000000000000001',
    });
    const created = planCreateEvents({
      actor,
      drafts: draftsFrom(base, ['2026-10-07', '2026-10-14'], { id: 't1', timeZone: ZONE }),
      ids: ['n1', 'n2'],
      seriesId: 's2',
      now: NOW,
    });
    expect(editIdsOf(created)).toEqual({ n1: undefined, n2: undefined });
    for (const op of created.flatMap((unit) => unit.ops)) expect(op.kind === 'set' && 'editId' in op.data).toBe(false);
  });
});

describe('the calendar file after an edit of the series from its second event', () => {
  /** the events as written by the planner's units, over those before */
  function afterWrites(events: TeamEvent[], units: WriteUnit[]): TeamEvent[] {
    const byId = new Map(events.map((event) => [event.id, event]));
    for (const op of units.flatMap((unit) => unit.ops))
      if (op.kind === 'set' && op.collection === 'events')
        byId.set(op.id, toEvent({ id: op.id, data: op.data, pending: false }));
    return [...byId.values()];
  }

  /** SEQUENCE of each VEVENT of the exported file, by event id */
  function sequences(events: TeamEvent[]): Record<string, number> {
    const file = calendarFile(
      events.map(
        (event): CalendarEvent => ({
          ...event,
          teamName: 'Under 11 Reds',
          url: `https://pitchside.app/events/${event.id}`,
        }),
      ),
      { now: new Date(NOW) },
    );
    const calendar = new ICAL.Component(ICAL.parse(file));
    return Object.fromEntries(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => [
          String(vevent.getFirstPropertyValue('uid')).replace('@pitchside.app', ''),
          Number(vevent.getFirstPropertyValue('sequence')),
        ]),
    );
  }

  function save(events: TeamEvent[], changes: Partial<EventFormValues>): TeamEvent[] {
    return afterWrites(events, editUnits(events, changes, counter()));
  }

  it('a new date raises the SEQUENCE of events 2 to 4, not of event 1; the third keeps its own time', () => {
    const before = series();
    const after = save(before, { date: '2026-10-15' });
    expect(sequences(before)).toEqual({ e1: 0, e2: 0, e3: 1, e4: 0 });
    expect(sequences(after)).toEqual({ e1: 0, e2: 1, e3: 2, e4: 1 });
    expect(after[0]).toEqual(before[0]);
    expect(after[2]?.startsAt.toISOString()).toBe('2026-10-22T18:00:00.000Z');
    expect(after[2]?.location).toBe('Hall');
  });

  it('a later event the edit leaves as it was keeps its SEQUENCE', () => {
    const before = series();
    before[3] = { ...(before[3] as TeamEvent), location: 'Pitch 9' };
    const after = save(before, { location: 'Pitch 9' });
    expect(sequences(after)).toEqual({ e1: 0, e2: 1, e3: 2, e4: 0 });
    expect(after.map((event) => event.location)).toEqual(['Pitch 2', 'Pitch 9', 'Pitch 9', 'Pitch 9']);
  });
});
