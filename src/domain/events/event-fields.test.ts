import { describe, expect, it } from 'vitest';
import {
  ANSWER_NOTE_MAX,
  checkAnswerNote,
  checkCancelReason,
  checkEventFields,
  EVENT_TEXT_LIMITS,
  type EventFormInput,
  MAX_SERIES,
} from './event-fields';

const valid: EventFormInput = {
  title: 'Tuesday training',
  type: 'training',
  date: '2026-11-14',
  startTime: '18:00',
  endTime: '19:30',
  meetTime: '',
  location: '',
  opponent: '',
  notes: '',
  repeatUntil: '',
  answerBy: '',
  defaultGoing: true,
};
const isNew = { isNew: true };
const editing = { isNew: false };

const errorsOf = (input: Partial<EventFormInput>, options = isNew) => {
  const outcome = checkEventFields({ ...valid, ...input }, options);
  return outcome.ok ? null : outcome.errors;
};

describe('the event form', () => {
  it('trims and accepts a complete entry: one date', () => {
    expect(
      checkEventFields(
        {
          ...valid,
          title: '  Cup match ',
          type: 'match',
          meetTime: '17:15',
          location: ' Riverside Park ',
          opponent: ' Rovers U12\n',
          notes: '\tBring both kits ',
          answerBy: '2026-11-12T20:00',
          defaultGoing: false,
        },
        isNew,
      ),
    ).toEqual({
      ok: true,
      value: {
        title: 'Cup match',
        type: 'match',
        date: '2026-11-14',
        startTime: '18:00',
        endTime: '19:30',
        meetTime: '17:15',
        location: 'Riverside Park',
        opponent: 'Rovers U12',
        notes: 'Bring both kits',
        repeatUntil: '',
        answerBy: '2026-11-12T20:00',
        defaultGoing: false,
      },
      dates: ['2026-11-14'],
    });
  });

  it('accepts each type and refuses any other', () => {
    for (const type of ['training', 'match', 'social', 'other']) expect(errorsOf({ type })).toBeNull();
    for (const type of ['', 'Match', 'tournament', 'toString'])
      expect(errorsOf({ type })).toEqual({ type: 'Type is required' });
  });

  it('reports every field with a problem, each its first, in the form’s order', () => {
    const errors = errorsOf({
      title: ' ',
      type: '',
      date: '',
      startTime: '',
      endTime: '',
      meetTime: '7pm',
      location: 'l'.repeat(201),
      opponent: 'o'.repeat(101),
      notes: 'n'.repeat(2001),
      repeatUntil: 'soon',
      answerBy: 'tomorrow',
    });
    expect(errors).toEqual({
      title: 'Title is required',
      type: 'Type is required',
      date: 'Date is required',
      startTime: 'Start time is required',
      endTime: 'End time must be after the start',
      meetTime: 'Meet time must be a time (HH:MM)',
      location: 'Location must be at most 200 characters',
      opponent: 'Opponent must be at most 100 characters',
      notes: 'Notes must be at most 2,000 characters',
      repeatUntil: 'Repeat weekly until must be after the date',
      answerBy: 'Answer by must be a date and a time',
    });
    expect(Object.keys(errors ?? {})).toEqual([
      'title',
      'type',
      'date',
      'startTime',
      'endTime',
      'meetTime',
      'location',
      'opponent',
      'notes',
      'repeatUntil',
      'answerBy',
    ]);
  });

  it('bounds each text at its limit, counted after trimming', () => {
    for (const [field, max] of Object.entries(EVENT_TEXT_LIMITS)) {
      expect(errorsOf({ [field]: ` ${'x'.repeat(max)} ` })).toBeNull();
      const label = { title: 'Title', opponent: 'Opponent', location: 'Location', notes: 'Notes' }[field];
      expect(errorsOf({ [field]: 'x'.repeat(max + 1) })).toEqual({
        [field]: `${label} must be at most ${max.toLocaleString('en')} characters`,
      });
    }
  });

  it('needs a real date and start time', () => {
    expect(errorsOf({ date: '2026-02-30' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ date: '14/11/2026' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ startTime: '25:00' })).toEqual({ startTime: 'Start time is required' });
  });

  it('needs an end strictly after the start on the same day', () => {
    expect(errorsOf({ startTime: '18:00', endTime: '18:01' })).toBeNull();
    expect(errorsOf({ startTime: '09:30', endTime: '10:00' })).toBeNull();
    const endAfterStart = { endTime: 'End time must be after the start' };
    expect(errorsOf({ startTime: '18:00', endTime: '18:00' })).toEqual(endAfterStart);
    expect(errorsOf({ startTime: '18:00', endTime: '17:59' })).toEqual(endAfterStart);
    // past midnight is the next day: not this form's
    expect(errorsOf({ startTime: '23:00', endTime: '00:30' })).toEqual(endAfterStart);
    expect(errorsOf({ endTime: '' })).toEqual(endAfterStart);
    // without a start, only the start is reported
    expect(errorsOf({ startTime: '', endTime: '19:30' })).toEqual({ startTime: 'Start time is required' });
  });

  it('takes an optional meet time', () => {
    expect(errorsOf({ meetTime: '' })).toBeNull();
    expect(errorsOf({ meetTime: '17:30' })).toBeNull();
    expect(errorsOf({ meetTime: '17.30' })).toEqual({ meetTime: 'Meet time must be a time (HH:MM)' });
  });

  it('takes an optional answer-by date and time', () => {
    expect(errorsOf({ answerBy: '2026-11-13T12:00' })).toBeNull();
    const message = { answerBy: 'Answer by must be a date and a time' };
    for (const answerBy of ['2026-11-13', '2026-11-13T', '2026-02-30T12:00', '2026-11-13T24:00', '2026-11-13T12:00:00'])
      expect(errorsOf({ answerBy })).toEqual(message);
  });

  describe('repeat weekly until', () => {
    it('makes a weekly series up to and including the until date', () => {
      const outcome = checkEventFields({ ...valid, repeatUntil: '2026-12-05' }, isNew);
      expect(outcome).toMatchObject({
        ok: true,
        value: { repeatUntil: '2026-12-05' },
        dates: ['2026-11-14', '2026-11-21', '2026-11-28', '2026-12-05'],
      });
    });

    it('must be after the date', () => {
      const message = { repeatUntil: 'Repeat weekly until must be after the date' };
      expect(errorsOf({ repeatUntil: '2026-11-14' })).toEqual(message);
      expect(errorsOf({ repeatUntil: '2026-11-13' })).toEqual(message);
      // a day after makes a series of one: allowed
      expect(checkEventFields({ ...valid, repeatUntil: '2026-11-15' }, isNew)).toMatchObject({
        ok: true,
        dates: ['2026-11-14'],
      });
    });

    it(`makes at most ${MAX_SERIES} events`, () => {
      const outcome = checkEventFields({ ...valid, date: '2026-01-03', repeatUntil: '2026-12-26' }, isNew);
      expect(outcome.ok && outcome.dates.length).toBe(52);
      expect(outcome.ok && outcome.dates.at(-1)).toBe('2026-12-26');
      expect(errorsOf({ date: '2026-01-03', repeatUntil: '2027-01-01' })).toBeNull();
      const tooMany = { repeatUntil: 'A series can have at most 52 events' };
      expect(errorsOf({ date: '2026-01-03', repeatUntil: '2027-01-02' })).toEqual(tooMany);
      expect(errorsOf({ date: '2026-01-03', repeatUntil: '9999-12-31' })).toEqual(tooMany);
    });

    it('says nothing of its own when the date is missing', () => {
      expect(errorsOf({ date: '', repeatUntil: '2026-12-05' })).toEqual({ date: 'Date is required' });
    });

    it('is ignored when editing one event', () => {
      for (const repeatUntil of ['2026-12-05', '2026-11-01', 'nonsense', '2030-01-01']) {
        expect(checkEventFields({ ...valid, repeatUntil }, editing)).toMatchObject({
          ok: true,
          value: { repeatUntil: '' },
          dates: ['2026-11-14'],
        });
      }
    });
  });
});

describe('an answer’s note', () => {
  it('is trimmed, may be empty, and holds at most 140 characters', () => {
    expect(ANSWER_NOTE_MAX).toBe(140);
    expect(checkAnswerNote('')).toEqual({ ok: true, value: '' });
    expect(checkAnswerNote('  Late, from school  ')).toEqual({ ok: true, value: 'Late, from school' });
    expect(checkAnswerNote(` ${'n'.repeat(140)} `)).toEqual({ ok: true, value: 'n'.repeat(140) });
    expect(checkAnswerNote('n'.repeat(141))).toEqual({ ok: false, error: 'Note must be at most 140 characters' });
  });
});

describe('hostile input', () => {
  it('keeps markup as text', () => {
    const texts = {
      title: '<script>window.__pwned=1</script>',
      location: '<img src=x onerror=window.__pwned=1>',
      opponent: '"><svg onload=alert(1)>',
      notes: '{{constructor.constructor("alert(1)")()}} <%= 7*7 %>',
    };
    expect(checkEventFields({ ...valid, ...texts }, isNew)).toMatchObject({ ok: true, value: texts });
    const note = '<b onmouseover=alert(1)>no</b>';
    expect(checkAnswerNote(note)).toEqual({ ok: true, value: note });
  });

  it.each(['   ', '\u00a0\u3000', '\u200b\u200d', '\ufeff \u2060', '\n\t\r'])(
    'a title of nothing visible (%j) is blank',
    (title) => {
      expect(errorsOf({ title })).toEqual({ title: 'Title is required' });
    },
  );

  it('refuses a 101-character title, and a 10,000-character one', () => {
    expect(errorsOf({ title: 't'.repeat(100) })).toBeNull();
    expect(errorsOf({ title: 't'.repeat(101) })).toEqual({ title: 'Title must be at most 100 characters' });
    expect(errorsOf({ title: 't'.repeat(10_000) })).toEqual({ title: 'Title must be at most 100 characters' });
  });

  it('counts UTF-16 units, as Firestore does: an emoji outside the BMP is 2', () => {
    const title = '⚽'.repeat(50) + '🦁'.repeat(25);
    expect(title).toHaveLength(100);
    expect(checkEventFields({ ...valid, title }, isNew)).toMatchObject({ ok: true, value: { title } });
    expect(errorsOf({ title: `${title}a` })).toEqual({ title: 'Title must be at most 100 characters' });
    expect(errorsOf({ title: '🦁'.repeat(51) })).toEqual({ title: 'Title must be at most 100 characters' });
    expect(errorsOf({ location: '🦁'.repeat(100), notes: '🦁'.repeat(1000) })).toBeNull();
    expect(errorsOf({ location: '🦁'.repeat(101), notes: `${'🦁'.repeat(1000)}a` })).toEqual({
      location: 'Location must be at most 200 characters',
      notes: 'Notes must be at most 2,000 characters',
    });
  });

  it('an answer note of 140 UTF-16 units is kept, 141 refused: 70 emoji fit, 71 do not', () => {
    expect(checkAnswerNote('🦁'.repeat(70))).toEqual({ ok: true, value: '🦁'.repeat(70) });
    expect(checkAnswerNote('🦁'.repeat(71))).toEqual({ ok: false, error: 'Note must be at most 140 characters' });
    expect(checkAnswerNote(`${'n'.repeat(139)}🦁`)).toEqual({
      ok: false,
      error: 'Note must be at most 140 characters',
    });
    expect(checkAnswerNote(` ${'n'.repeat(140)} `)).toEqual({ ok: true, value: 'n'.repeat(140) });
  });

  it('a cancel reason of 200 UTF-16 units is kept, 201 refused: 100 emoji fit, 101 do not', () => {
    expect(checkCancelReason(' Pitch frozen ')).toEqual({ ok: true, value: 'Pitch frozen' });
    expect(checkCancelReason('')).toEqual({ ok: true, value: '' });
    expect(checkCancelReason('🦁'.repeat(100))).toEqual({ ok: true, value: '🦁'.repeat(100) });
    expect(checkCancelReason('🦁'.repeat(101))).toEqual({ ok: false, error: 'Reason must be at most 200 characters' });
    expect(checkCancelReason('r'.repeat(201))).toEqual({ ok: false, error: 'Reason must be at most 200 characters' });
  });

  it('keeps right-to-left and joined-emoji texts as typed', () => {
    const texts = { title: 'אימון\u200f', location: 'Zoe\u0308 👩🏽‍🦱 Park' };
    expect(checkEventFields({ ...valid, ...texts }, isNew)).toMatchObject({ ok: true, value: texts });
  });

  it('takes dates in Firestore’s range, 0001-01-01 to 9999-12-31, and refuses year 0000 with the field’s message', () => {
    expect(errorsOf({ date: '0001-01-01' })).toBeNull();
    expect(errorsOf({ date: '9999-12-31' })).toBeNull();
    expect(errorsOf({ date: '0000-12-31' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ date: '9999-12-24', repeatUntil: '9999-12-31' })).toBeNull();
    expect(errorsOf({ date: '0001-01-01', repeatUntil: '0000-12-31' })).toEqual({
      repeatUntil: 'Repeat weekly until must be after the date',
    });
    expect(errorsOf({ answerBy: '0001-01-01T00:00' })).toBeNull();
    expect(errorsOf({ answerBy: '0000-12-31T23:59' })).toEqual({ answerBy: 'Answer by must be a date and a time' });
  });

  it('refuses dates and times that only look right', () => {
    expect(errorsOf({ date: '2026-11-14T00:00' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ date: '+02026-11-14' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ date: '２０２６-１１-１４' })).toEqual({ date: 'Date is required' });
    expect(errorsOf({ startTime: '18:00:00' })).toEqual({ startTime: 'Start time is required' });
    expect(errorsOf({ startTime: '١٨:٠٠' })).toEqual({ startTime: 'Start time is required' });
    expect(errorsOf({ answerBy: '2026-11-13T12:00T12:00' })).toEqual({
      answerBy: 'Answer by must be a date and a time',
    });
  });

  it('refuses a type that names an object’s own property', () => {
    for (const type of ['__proto__', 'constructor', 'hasOwnProperty']) {
      expect(errorsOf({ type })).toEqual({ type: 'Type is required' });
    }
  });
});
