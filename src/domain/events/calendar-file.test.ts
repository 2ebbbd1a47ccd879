import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarFile, calendarFileName } from './calendar-file';

/**
 * The calendar file of team events (docs/team-life.md), read back with ical.js, an
 * independent parser: what a calendar app would see, not what the generator meant to write.
 */

const NOW = new Date('2026-10-01T08:15:30Z');

function event(over: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'ev1',
    title: 'Training',
    type: 'training',
    startsAt: new Date('2026-10-20T17:00:00Z'),
    endsAt: new Date('2026-10-20T18:30:00Z'),
    timeZone: 'Europe/London',
    meetTime: '',
    location: '',
    opponent: '',
    notes: '',
    status: 'scheduled',
    cancelReason: '',
    sequence: 0,
    teamName: 'Under 11 Reds',
    url: 'https://pitchside.app/teams/t1/events/ev1',
    ...over,
  };
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

function only(text: string) {
  const { events } = parse(text);
  expect(events).toHaveLength(1);
  return events[0] as ICAL.Component;
}

const value = (c: ICAL.Component, name: string) => c.getFirstPropertyValue(name);
const instant = (c: ICAL.Component, name: string) => (c.getFirstPropertyValue(name) as ICAL.Time).toJSDate();

// ical.js reads properties it does not know raw; calendar apps read these two as TEXT (RFC 7986 NAME).
ICAL.design.icalendar.property.name = { defaultType: 'text' };
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

// A device far from the team: a generator writing the device's local digits would show here.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

describe('calendarFile', () => {
  it('runs on a device whose zone is not UTC, nor the team zone', () => {
    expect(new Date('2026-10-20T17:00:00Z').getHours()).toBe(2);
  });

  it('is a PUBLISH calendar from Pitchside, named when a name is given', () => {
    const text = calendarFile([event()], { now: NOW, name: 'Under 11 Reds, Spring; "A"' });
    const { calendar } = parse(text);
    expect(value(calendar, 'version')).toBe('2.0');
    expect(value(calendar, 'prodid')).toBe('-//Pitchside//Pitchside//EN');
    expect(value(calendar, 'method')).toBe('PUBLISH');
    expect(value(calendar, 'name')).toBe('Under 11 Reds, Spring; "A"');
    expect(value(calendar, 'x-wr-calname')).toBe('Under 11 Reds, Spring; "A"');
    expect(calendarFile([], { now: NOW })).not.toContain('X-WR-CALNAME');
  });

  it('gives each event its stable UID, its SEQUENCE, the DTSTAMP and its URL', () => {
    const text = calendarFile(
      [event({ sequence: 3 }), event({ id: 'ev2', url: 'https://pitchside.app/teams/t1/events/ev2' })],
      { now: NOW },
    );
    const [first, second] = parse(text).events as [ICAL.Component, ICAL.Component];
    expect(value(first, 'uid')).toBe('ev1@pitchside.app');
    expect(value(second, 'uid')).toBe('ev2@pitchside.app');
    expect(value(first, 'sequence')).toBe(3);
    expect(value(second, 'sequence')).toBe(0);
    expect(instant(first, 'dtstamp').toISOString()).toBe(NOW.toISOString());
    expect(value(first, 'url')).toBe('https://pitchside.app/teams/t1/events/ev1');
    // a `,` or `;` in a link is percent-encoded, not TEXT-escaped into the URI
    const odd = only(calendarFile([event({ url: 'https://pitchside.app/e?a=1,2;b' })], { now: NOW }));
    expect(value(odd, 'url')).toBe('https://pitchside.app/e?a=1%2C2%3Bb');
    // the same event written again (e.g. after a change) keeps its UID
    expect(value(only(calendarFile([event({ title: 'Moved', sequence: 4 })], { now: NOW })), 'uid')).toBe(
      'ev1@pitchside.app',
    );
  });

  it('marks a scheduled event CONFIRMED and a cancelled one CANCELLED, with the reason', () => {
    const scheduled = only(calendarFile([event()], { now: NOW }));
    expect(value(scheduled, 'status')).toBe('CONFIRMED');
    expect(value(scheduled, 'description')).not.toContain('Cancelled');

    const cancelled = only(calendarFile([event({ status: 'cancelled', cancelReason: 'Pitch frozen' })], { now: NOW }));
    expect(value(cancelled, 'status')).toBe('CANCELLED');
    expect(value(cancelled, 'description')).toContain('Cancelled: Pitch frozen');
  });

  it('round-trips commas, semicolons, backslashes and newlines in SUMMARY, LOCATION and DESCRIPTION', () => {
    const tricky = 'Kit: shirts, shorts; socks\\boots\nBring water\r\nand "snacks"';
    const read = only(
      calendarFile(
        [
          event({
            title: 'Cup, round 2; away\\home',
            type: 'match',
            location: 'Field 3, Park Rd; Leeds\nGate B',
            opponent: 'Blues, FC',
            meetTime: '09:30',
            notes: tricky,
          }),
        ],
        { now: NOW },
      ),
    );
    expect(value(read, 'summary')).toBe('Cup, round 2; away\\home');
    expect(value(read, 'location')).toBe('Field 3, Park Rd; Leeds\nGate B');
    expect(value(read, 'description')).toBe(
      [
        'Match',
        'Opponent: Blues, FC',
        'Meet: 09:30 (Europe/London)',
        'Under 11 Reds',
        '',
        'Kit: shirts, shorts; socks\\boots\nBring water\nand "snacks"',
      ].join('\n'),
    );
  });

  it('says the type word and leaves out what is not set', () => {
    const words = (['training', 'match', 'social', 'other'] as const).map(
      (type) => (value(only(calendarFile([event({ type })], { now: NOW })), 'description') as string).split('\n')[0],
    );
    expect(words).toEqual(['Training', 'Match', 'Social', 'Other']);
    const plain = only(calendarFile([event({ teamName: '' })], { now: NOW }));
    expect(value(plain, 'description')).toBe('Training');
    expect(plain.getFirstProperty('location')).toBeNull();
  });

  it('drops control characters RFC 5545 forbids in text', () => {
    const read = only(calendarFile([event({ title: 'Bell\u0007 rings\u0000' })], { now: NOW }));
    expect(value(read, 'summary')).toBe('Bell rings');
  });

  it('writes DTSTART/DTEND in UTC, the stored instants across a daylight-saving change (London)', () => {
    // weekly training at 18:00 London time: BST until 25 October 2026, then GMT
    const starts = [new TZDate(2026, 9, 20, 18, 0, 'Europe/London'), new TZDate(2026, 9, 27, 18, 0, 'Europe/London')];
    const text = calendarFile(
      starts.map((startsAt, i) => event({ id: `w${i}`, startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60_000) })),
      { now: NOW },
    );
    const read = parse(text).events;
    expect(read.map((e) => instant(e, 'dtstart').toISOString())).toEqual([
      '2026-10-20T17:00:00.000Z',
      '2026-10-27T18:00:00.000Z',
    ]);
    expect(read.map((e) => instant(e, 'dtend').toISOString())).toEqual([
      '2026-10-20T18:30:00.000Z',
      '2026-10-27T19:30:00.000Z',
    ]);
    expect(text).toContain('\r\nDTSTART:20261020T170000Z\r\n');
    expect(text).toContain('\r\nDTSTART:20261027T180000Z\r\n');
    expect(text).not.toContain('TZID');
    expect(text).not.toContain('X-WR-TIMEZONE');
  });

  it('writes the stored instants across a daylight-saving change (New York)', () => {
    // 18:00 New York time: EDT until 1 November 2026, then EST
    const input = [
      event({
        id: 'a',
        timeZone: 'America/New_York',
        startsAt: new Date('2026-10-27T22:00:00Z'),
        endsAt: new Date('2026-10-27T23:00:00Z'),
      }),
      event({
        id: 'b',
        timeZone: 'America/New_York',
        startsAt: new Date('2026-11-03T23:00:00Z'),
        endsAt: new Date('2026-11-04T00:00:00Z'),
      }),
    ];
    const read = parse(calendarFile(input, { now: NOW })).events;
    expect(read.map((e) => instant(e, 'dtstart').getTime())).toEqual(input.map((e) => e.startsAt.getTime()));
    expect(read.map((e) => instant(e, 'dtend').getTime())).toEqual(input.map((e) => e.endsAt.getTime()));
    for (const e of read) expect((value(e, 'dtstart') as ICAL.Time).zone).toBe(ICAL.Timezone.utcTimezone);
  });

  it('ends every line with CRLF, the last one too', () => {
    const text = calendarFile([event({ notes: 'one\ntwo\r\nthree\rfour' }), event({ id: 'ev2' })], {
      now: NOW,
      name: 'Reds',
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds lines at 75 octets without splitting a multi-byte character', () => {
    const title = 'Équipe é⚽ 🥅 '.repeat(12);
    const text = calendarFile([event({ title, location: 'ü'.repeat(200), notes: '⚽🥅'.repeat(60) })], { now: NOW });
    const bytes = new TextEncoder().encode(text);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const lines: Uint8Array[] = [];
    let start = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
        lines.push(bytes.subarray(start, i));
        start = i + 2;
      }
    }
    expect(start).toBe(bytes.length);
    expect(lines.filter((line) => line[0] === 0x20).length).toBeGreaterThan(10); // there were folds
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      // a cut UTF-8 sequence throws; a cut surrogate pair would have been encoded as U+FFFD
      expect(decoder.decode(line)).not.toContain('\uFFFD');
    }
    const read = only(text);
    expect(value(read, 'summary')).toBe(title);
    expect(value(read, 'location')).toBe('ü'.repeat(200));
  });

  it('leaves out an event with no valid start or end, which no calendar could place', () => {
    const text = calendarFile([event({ id: 'odd', startsAt: new Date(Number.NaN) }), event()], { now: NOW });
    expect(parse(text).events.map((e) => value(e, 'uid'))).toEqual(['ev1@pitchside.app']);
  });

  it('still gives a valid VCALENDAR for no events', () => {
    const text = calendarFile([], { now: NOW, name: 'Reds' });
    const { calendar, events } = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(events).toEqual([]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('calendarFileName', () => {
  it('is the title with .ics', () => {
    expect(calendarFileName('Training vs Blues')).toBe('Training vs Blues.ics');
  });

  it('replaces characters unsafe in file names and trims', () => {
    expect(calendarFileName('  a/b\\c:d*e?f"g<h>i|j\u0001k  ')).toBe('a-b-c-d-e-f-g-h-i-j-k.ics');
    expect(calendarFileName('..hidden.')).toBe('hidden.ics');
  });

  it('cuts a long title to 100 characters without splitting one', () => {
    const name = calendarFileName('⚽'.repeat(150));
    expect(name).toBe(`${'⚽'.repeat(100)}.ics`);
    expect(calendarFileName(`${'🥅'.repeat(99)}x🥅`)).toBe(`${'🥅'.repeat(99)}x.ics`);
  });

  it('falls back to event.ics when nothing is left', () => {
    expect(calendarFileName('')).toBe('event.ics');
    expect(calendarFileName('   ')).toBe('event.ics');
    expect(calendarFileName(' . ')).toBe('event.ics');
  });
});
