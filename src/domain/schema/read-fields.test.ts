import { describe, expect, it } from 'vitest';
import { toAnswer, toAnswerNote, toEvent } from '../events/event-records';
import { toClub, toTeam } from '../groups/group-records';
import { readFields } from './read-fields';
import type { CollectionSchema } from './schema-kit';

/** A stored document is read field by field from its schema: odd or missing values read with defaults. */

const kinds = {
  name: 'kinds',
  id: '{random}',
  fields: {
    word: { kind: 'text' },
    choice: { kind: 'text', values: ['a', 'b'] },
    blankable: { kind: 'text', values: ['', 'a'], readsAs: 'a' },
    zone: { kind: 'text', readsAs: 'UTC' },
    link: { kind: 'text or null' },
    at: { kind: 'instant' },
    until: { kind: 'instant', optional: true },
    on: { kind: 'flag' },
    times: { kind: 'count' },
    marks: { kind: 'map' },
    tags: { kind: 'text list' },
    stamp: { kind: 'time' },
  },
} as const satisfies CollectionSchema;

describe('readFields', () => {
  it('reads every field of a document as stored', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const stored = {
      word: 'hi',
      choice: 'b',
      blankable: 'a',
      zone: 'Europe/London',
      link: 'x1',
      at,
      until: at,
      on: true,
      times: 3,
      marks: { p1: true },
      tags: ['t1'],
      stamp: '2026-12-01T10:00:00.000Z',
    };
    expect(readFields(kinds, stored)).toEqual(stored);
  });

  it('reads an empty or odd document with each kind’s default, never an error', () => {
    const read = readFields(kinds, {
      choice: 'z',
      blankable: '',
      zone: '',
      link: '',
      at: 'soon',
      on: 'yes',
      tags: [1, 'a'],
    });
    expect(read).toEqual({
      word: '',
      choice: 'a',
      blankable: 'a',
      zone: 'UTC',
      link: null,
      at: expect.any(Date),
      until: null,
      on: false,
      times: 0,
      marks: {},
      tags: ['a'],
      stamp: '',
    });
    expect(Number.isNaN(read.at.getTime())).toBe(true);
    expect(readFields(kinds, { stamp: new Date('2026-12-01T10:00:00Z') }).stamp).toBe('2026-12-01T10:00:00.000Z');
  });

  it('leaves out the fields it is told to, and reads the others, a new one too', () => {
    expect(Object.keys(readFields(kinds, {}, ['marks', 'tags', 'stamp']))).toEqual([
      'word',
      'choice',
      'blankable',
      'zone',
      'link',
      'at',
      'until',
      'on',
      'times',
    ]);
  });
});

describe('the readers of the screens', () => {
  const doc = (data: Record<string, unknown>) => ({ id: 'd1', data, pending: false });

  it('read an event without its fields as an Other, in UTC, scheduled, in no series', () => {
    const event = toEvent(doc({}));
    expect(event).toMatchObject({
      id: 'd1',
      type: 'other',
      timeZone: 'UTC',
      status: 'scheduled',
      answerBy: null,
      seriesId: null,
      sequence: 0,
      defaultGoing: false,
    });
    expect(event).not.toHaveProperty('editId');
    expect(event).not.toHaveProperty('updatedAt');
  });

  it('read an odd answer as Maybe and an odd reason as none', () => {
    expect(toAnswer(doc({ personId: 'p1', status: 'late' }))).toEqual({
      personId: 'p1',
      status: 'maybe',
      answeredBy: '',
      answeredByName: '',
      pending: false,
    });
    expect(toAnswerNote(doc({ personId: 'p1', reason: 'bored', note: 'x' }))).toEqual({
      personId: 'p1',
      reason: '',
      note: 'x',
    });
  });

  it('read a club or team with no colour in the first colour, and a team with no zone without one', () => {
    expect(toClub(doc({ name: 'Reds', colour: '' })).colour).toBe('green');
    const team = toTeam(doc({ name: 'U11', colour: 'mauve', clubId: '' }));
    expect(team).toMatchObject({ colour: 'green', clubId: null });
    expect(team).not.toHaveProperty('timeZone');
    expect(toTeam(doc({ timeZone: 'Europe/Paris' })).timeZone).toBe('Europe/Paris');
  });
});
