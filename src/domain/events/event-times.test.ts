import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deviceTimeZone,
  eventDayParts,
  formatDayHeading,
  formatEventDay,
  formatEventMoment,
  formatEventTime,
  formatEventWhen,
  isClockTime,
  localDayKey,
  seriesInstants,
  wallClock,
  weeklyCount,
  weeklySeries,
  zonedInstant,
  zoneNote,
  zoneShortName,
} from './event-times';

const at = (iso: string) => new Date(iso);
const iso = (instant: Date) => instant.toISOString();

describe('zonedInstant and wallClock', () => {
  it('Europe/London across the end of summer time (25 October 2026, BST to GMT)', () => {
    expect(iso(zonedInstant('2026-10-24', '18:00', 'Europe/London'))).toBe('2026-10-24T17:00:00.000Z');
    expect(iso(zonedInstant('2026-10-31', '18:00', 'Europe/London'))).toBe('2026-10-31T18:00:00.000Z');
    expect(wallClock(at('2026-10-24T17:00:00Z'), 'Europe/London')).toEqual({ date: '2026-10-24', time: '18:00' });
    expect(wallClock(at('2026-10-31T18:00:00Z'), 'Europe/London')).toEqual({ date: '2026-10-31', time: '18:00' });
  });

  it('Europe/London across the start of summer time (29 March 2026, GMT to BST)', () => {
    expect(iso(zonedInstant('2026-03-28', '18:00', 'Europe/London'))).toBe('2026-03-28T18:00:00.000Z');
    expect(iso(zonedInstant('2026-04-04', '18:00', 'Europe/London'))).toBe('2026-04-04T17:00:00.000Z');
    expect(iso(zonedInstant('2026-03-29', '00:59', 'Europe/London'))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedInstant('2026-03-29', '02:00', 'Europe/London'))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('America/New_York across 1 November 2026 (EDT to EST)', () => {
    expect(iso(zonedInstant('2026-10-31', '18:00', 'America/New_York'))).toBe('2026-10-31T22:00:00.000Z');
    expect(iso(zonedInstant('2026-11-07', '18:00', 'America/New_York'))).toBe('2026-11-07T23:00:00.000Z');
    expect(wallClock(at('2026-11-07T23:00:00Z'), 'America/New_York')).toEqual({ date: '2026-11-07', time: '18:00' });
    // the evening in New York is already the next day in UTC
    expect(wallClock(at('2026-11-01T03:30:00Z'), 'America/New_York')).toEqual({ date: '2026-10-31', time: '23:30' });
  });

  it('Australia/Sydney, whose summer is the northern winter', () => {
    expect(iso(zonedInstant('2026-04-04', '18:00', 'Australia/Sydney'))).toBe('2026-04-04T07:00:00.000Z');
    expect(iso(zonedInstant('2026-04-11', '18:00', 'Australia/Sydney'))).toBe('2026-04-11T08:00:00.000Z');
    expect(iso(zonedInstant('2026-11-15', '09:00', 'Australia/Sydney'))).toBe('2026-11-14T22:00:00.000Z');
    expect(wallClock(at('2026-11-14T22:00:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-11-15', time: '09:00' });
  });

  it('Asia/Kolkata, half an hour off the hour', () => {
    expect(iso(zonedInstant('2026-06-01', '18:00', 'Asia/Kolkata'))).toBe('2026-06-01T12:30:00.000Z');
    expect(iso(zonedInstant('2026-06-01', '03:00', 'Asia/Kolkata'))).toBe('2026-05-31T21:30:00.000Z');
    expect(wallClock(at('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-06-01', time: '05:30' });
  });

  it('round-trips every quarter hour of a changeover day', () => {
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = zonedInstant('2026-11-01', time, zone);
        expect(wallClock(instant, zone)).toEqual({ date: '2026-11-01', time });
      }
    }
  });

  describe('a wall time the clocks skip (spring forward) is the moment they jump to', () => {
    it.each([
      ['Europe/London', '2026-03-29', '01:30', '2026-03-29T01:00:00.000Z', '02:00'],
      ['Europe/London', '2026-03-29', '01:00', '2026-03-29T01:00:00.000Z', '02:00'],
      ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:00:00.000Z', '03:00'],
      ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:00:00.000Z', '03:00'],
    ])('%s %s %s', (zone, date, time, instant, shown) => {
      expect(iso(zonedInstant(date, time, zone))).toBe(instant);
      expect(wallClock(at(instant), zone)).toEqual({ date, time: shown });
    });

    it('keeps an event over the gap in order', () => {
      const starts = zonedInstant('2026-03-29', '01:15', 'Europe/London');
      const ends = zonedInstant('2026-03-29', '02:30', 'Europe/London');
      expect(ends.getTime() - starts.getTime()).toBe(30 * 60_000);
    });
  });

  describe('a wall time the clocks show twice (fall back) is the earlier', () => {
    it.each([
      ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z'],
      ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z'],
      ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z'],
    ])('%s %s %s', (zone, date, time, instant) => {
      expect(iso(zonedInstant(date, time, zone))).toBe(instant);
      // an hour later the clock shows the same again
      expect(wallClock(new Date(Date.parse(instant) + 3_600_000), zone)).toEqual({ date, time });
    });
  });

  it('refuses what it cannot place', () => {
    expect(() => zonedInstant('2026-02-30', '18:00', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-01', '24:00', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-01', '6:00', 'Europe/London')).toThrow(RangeError);
    expect(() => zonedInstant('2026-02-01', '18:00', 'Europe/Atlantis')).toThrow(RangeError);
    expect(() => wallClock(new Date(Number.NaN), 'Europe/London')).toThrow(RangeError);
  });

  it('knows a wall time', () => {
    expect(['00:00', '09:05', '23:59'].every(isClockTime)).toBe(true);
    expect(['', '24:00', '9:05', '12:60', '12:00:00', ' 12:00', '12h00'].some(isClockTime)).toBe(false);
  });
});

describe('weekly series', () => {
  it('runs a year of Saturdays: 52, the last on the until date', () => {
    const dates = weeklySeries('2026-01-03', '2026-12-26');
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe('2026-01-03');
    expect(dates[1]).toBe('2026-01-10');
    expect(dates.at(-1)).toBe('2026-12-26');
    expect(weeklyCount('2026-01-03', '2026-12-26')).toBe(52);
  });

  it('stops at the last week on or before until, across month, year and leap days', () => {
    expect(weeklySeries('2026-01-03', '2027-01-01')).toHaveLength(52);
    expect(weeklySeries('2026-12-19', '2027-01-09')).toEqual(['2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09']);
    expect(weeklySeries('2028-02-22', '2028-03-07')).toEqual(['2028-02-22', '2028-02-29', '2028-03-07']);
    expect(weeklyCount('2026-01-03', '2027-01-01')).toBe(52);
    expect(weeklyCount('2026-01-03', '2027-01-02')).toBe(53);
  });

  it('is the date alone when until is that day, and nothing when until is before it', () => {
    expect(weeklySeries('2026-05-02', '2026-05-02')).toEqual(['2026-05-02']);
    expect(weeklySeries('2026-05-02', '2026-05-08')).toEqual(['2026-05-02']);
    expect(weeklySeries('2026-05-02', '2026-05-01')).toEqual([]);
    expect(weeklyCount('2026-05-02', '2026-05-01')).toBe(0);
  });

  it('keeps the wall clock across the autumn change: the UTC instants move', () => {
    const series = seriesInstants('2026-10-17', '18:00', '19:30', '2026-11-07', 'Europe/London');
    expect(series.map(({ startsAt }) => iso(startsAt))).toEqual([
      '2026-10-17T17:00:00.000Z',
      '2026-10-24T17:00:00.000Z',
      '2026-10-31T18:00:00.000Z',
      '2026-11-07T18:00:00.000Z',
    ]);
    for (const { startsAt, endsAt } of series) {
      expect(formatEventTime(startsAt, 'Europe/London')).toBe('18:00');
      expect(formatEventTime(endsAt, 'Europe/London')).toBe('19:30');
    }
  });

  it('keeps the wall clock across the spring change', () => {
    const series = seriesInstants('2026-03-21', '10:00', '11:00', '2026-04-04', 'Europe/London');
    expect(series.map(({ startsAt, endsAt }) => [iso(startsAt), iso(endsAt)])).toEqual([
      ['2026-03-21T10:00:00.000Z', '2026-03-21T11:00:00.000Z'],
      ['2026-03-28T10:00:00.000Z', '2026-03-28T11:00:00.000Z'],
      ['2026-04-04T09:00:00.000Z', '2026-04-04T10:00:00.000Z'],
    ]);
  });

  it('keeps the wall clock across New York’s change, and a year of 52', () => {
    const series = seriesInstants('2026-10-24', '17:30', '19:00', '2026-11-07', 'America/New_York');
    expect(series.map(({ startsAt }) => iso(startsAt))).toEqual([
      '2026-10-24T21:30:00.000Z',
      '2026-10-31T21:30:00.000Z',
      '2026-11-07T22:30:00.000Z',
    ]);
    const year = seriesInstants('2026-01-03', '09:00', '10:00', '2026-12-26', 'America/New_York');
    expect(year).toHaveLength(52);
    expect(year.every(({ startsAt }) => wallClock(startsAt, 'America/New_York').time === '09:00')).toBe(true);
  });
});

describe('zone names', () => {
  it('Europe/London is GMT in winter and BST in summer', () => {
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'Europe/London')).toBe('GMT');
    expect(zoneShortName(at('2026-07-15T12:00:00Z'), 'Europe/London')).toBe('BST');
  });

  it('America/New_York is EST in winter and EDT in summer', () => {
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe('EST');
    expect(zoneShortName(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe('EDT');
  });

  it('is readable elsewhere: an abbreviation or an offset from GMT', () => {
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'UTC')).toBe('UTC');
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toMatch(/^(IST|GMT\+5:30)$/);
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'Asia/Tokyo')).toMatch(/^(JST|GMT\+9)$/);
    expect(zoneShortName(at('2026-01-15T12:00:00Z'), 'Australia/Sydney')).toMatch(/^(AEDT|GMT\+11)$/);
  });
});

/** a moment of 2026, the year most of these events fall in */
const in2026 = at('2026-03-01T12:00:00Z');

describe('formatting', () => {
  it('writes the day in the team’s zone, the year only when it is not this year', () => {
    const lateInLondon = at('2026-11-14T23:30:00Z');
    expect(formatEventDay(lateInLondon, 'Europe/London', in2026)).toBe('Sat 14 Nov');
    expect(formatEventDay(lateInLondon, 'Australia/Sydney', in2026)).toBe('Sun 15 Nov');
    expect(formatEventDay(at('2026-11-15T03:30:00Z'), 'America/New_York', in2026)).toBe('Sat 14 Nov');
    expect(formatEventDay(lateInLondon, 'Europe/London', at('2025-12-31T12:00:00Z'))).toBe('Sat 14 Nov 2026');
    expect(formatEventDay(at('2027-01-02T10:00:00Z'), 'Europe/London', in2026)).toBe('Sat 2 Jan 2027');
    // this year is the team's: New Year's Eve in New York is already the new year in London
    const newYearsEve = at('2027-01-01T03:00:00Z');
    expect(formatEventDay(newYearsEve, 'America/New_York', newYearsEve)).toBe('Thu 31 Dec');
    expect(formatEventDay(newYearsEve, 'Europe/London', newYearsEve)).toBe('Fri 1 Jan');
  });

  it('writes every month and weekday in three letters (September too)', () => {
    const days = Array.from({ length: 12 }, (_, month) =>
      formatEventDay(at(`2026-${String(month + 1).padStart(2, '0')}-07T12:00:00Z`), 'UTC', in2026),
    );
    expect(days).toEqual([
      'Wed 7 Jan',
      'Sat 7 Feb',
      'Sat 7 Mar',
      'Tue 7 Apr',
      'Thu 7 May',
      'Sun 7 Jun',
      'Tue 7 Jul',
      'Fri 7 Aug',
      'Mon 7 Sep',
      'Wed 7 Oct',
      'Sat 7 Nov',
      'Mon 7 Dec',
    ]);
  });

  it('gives a date tile its parts', () => {
    expect(eventDayParts(at('2026-12-03T18:00:00Z'), 'Europe/London', in2026)).toEqual({
      weekday: 'Thu',
      day: '3',
      month: 'Dec',
      year: '',
    });
    expect(eventDayParts(at('2027-12-03T18:00:00Z'), 'Europe/London', in2026)).toEqual({
      weekday: 'Fri',
      day: '3',
      month: 'Dec',
      year: '2027',
    });
  });

  it('writes times on the 24-hour clock', () => {
    expect(formatEventTime(at('2026-11-14T18:00:00Z'), 'Europe/London')).toBe('18:00');
    expect(formatEventTime(at('2026-11-14T00:05:00Z'), 'Europe/London')).toBe('00:05');
    expect(formatEventTime(at('2026-11-14T18:00:00Z'), 'Asia/Kolkata')).toBe('23:30');
  });

  it('writes a moment as its day and time', () => {
    expect(formatEventMoment(at('2026-12-03T12:00:00Z'), 'Europe/London', in2026)).toBe('Thu 3 Dec 12:00');
    expect(formatEventMoment(at('2026-06-03T11:00:00Z'), 'Europe/London', in2026)).toBe('Wed 3 Jun 12:00');
    expect(formatEventMoment(at('2026-12-03T12:00:00Z'), 'Europe/London', at('2027-01-05T00:00:00Z'))).toBe(
      'Thu 3 Dec 2026 12:00',
    );
  });

  it('writes when, adding the team’s zone only for a device elsewhere', () => {
    const [starts, ends] = [at('2026-11-14T18:00:00Z'), at('2026-11-14T19:30:00Z')];
    expect(formatEventWhen(starts, ends, 'Europe/London', 'Europe/London', in2026)).toBe('Sat 14 Nov · 18:00–19:30');
    expect(formatEventWhen(starts, ends, 'Europe/London', 'America/New_York', in2026)).toBe(
      'Sat 14 Nov · 18:00–19:30 GMT',
    );
    // another id with the same name then: nothing to tell
    expect(formatEventWhen(starts, ends, 'Europe/London', 'Europe/Dublin', in2026)).toBe('Sat 14 Nov · 18:00–19:30');
    const [summer, summerEnd] = [at('2026-06-13T17:00:00Z'), at('2026-06-13T18:30:00Z')];
    expect(formatEventWhen(summer, summerEnd, 'Europe/London', 'UTC', in2026)).toBe('Sat 13 Jun · 18:00–19:30 BST');
    expect(formatEventWhen(starts, ends, 'America/New_York', 'Europe/London', at('2025-06-01T00:00:00Z'))).toBe(
      'Sat 14 Nov 2026 · 13:00–14:30 EST',
    );
    expect(zoneNote(starts, 'Europe/London', 'Europe/London')).toBe('');
    expect(zoneNote(starts, 'America/New_York', 'Europe/London')).toBe(' EST');
  });

  it('groups the schedule by the device’s day, and heads each day', () => {
    const instant = at('2026-11-14T23:30:00Z');
    expect(localDayKey(instant, 'Europe/London')).toBe('2026-11-14');
    expect(localDayKey(instant, 'Australia/Sydney')).toBe('2026-11-15');
    expect(localDayKey(at('2026-11-15T03:30:00Z'), 'America/New_York')).toBe('2026-11-14');
    expect(formatDayHeading('2026-11-14', '2026-11-01')).toBe('Sat 14 Nov');
    expect(formatDayHeading('2028-02-29', '2026-11-01')).toBe('Tue 29 Feb 2028');
    expect(formatDayHeading('not a day', '2026-11-01')).toBe('not a day');
  });

  it('reads the device’s zone', () => {
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });
});

describe('the browser’s locale plays no part', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const answers = () => ({
    day: formatEventDay(at('2026-09-14T17:00:00Z'), 'Europe/London', in2026),
    nextYear: formatEventDay(at('2027-09-14T17:00:00Z'), 'Europe/London', in2026),
    time: formatEventTime(at('2026-09-14T17:05:00Z'), 'Europe/London'),
    moment: formatEventMoment(at('2026-09-14T11:00:00Z'), 'Europe/London', in2026),
    when: formatEventWhen(
      at('2026-09-14T17:00:00Z'),
      at('2026-09-14T18:30:00Z'),
      'Europe/London',
      'Europe/London',
      in2026,
    ),
    heading: formatDayHeading('2026-09-14', '2026-01-01'),
    tile: eventDayParts(at('2026-09-14T17:00:00Z'), 'Europe/London', in2026),
  });
  const expected = {
    day: 'Mon 14 Sep',
    nextYear: 'Tue 14 Sep 2027',
    time: '18:05',
    moment: 'Mon 14 Sep 12:00',
    when: 'Mon 14 Sep · 18:00–19:30',
    heading: 'Mon 14 Sep',
    tile: { weekday: 'Mon', day: '14', month: 'Sep', year: '' },
  };

  it.each(['de-DE', 'en-US', 'ar-EG', 'ja-JP', 'en-GB'])('gives the same texts on a device set to %s', (locale) => {
    // the browser's locale: every format asked without a locale, Intl's and Date#toLocale…'s, is in it
    const RealFormat = Intl.DateTimeFormat;
    // biome-ignore lint/complexity/useArrowFunction: Intl.DateTimeFormat is called with `new`
    const DeviceFormat = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      return new RealFormat(locales ?? locale, options);
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DateTimeFormat: DeviceFormat }));
    const toLocale = Date.prototype.toLocaleString;
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'] as const)
      vi.spyOn(Date.prototype, name).mockImplementation(function (this: Date, locales, options) {
        return toLocale.call(this, locales ?? locale, options);
      });
    // the stub is in force: a format with no locale is this one
    expect(new Intl.DateTimeFormat(undefined, { month: 'long' }).resolvedOptions().locale).toBe(locale);
    expect(answers()).toEqual(expected);
  });
});

describe('the device’s own zone plays no part', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  // A fixed set of answers, each for a zone other than at least some of the device zones below:
  // code that used the local clock (Date#getHours, new Date(y, m, d), TZDate's wall-clock
  // constructor) would give different answers under different device zones.
  const answers = () => ({
    overlap: iso(zonedInstant('2026-10-25', '01:30', 'Europe/London')),
    gap: iso(zonedInstant('2026-03-29', '01:30', 'Europe/London')),
    newYork: iso(zonedInstant('2026-11-01', '01:30', 'America/New_York')),
    sydney: iso(zonedInstant('2026-04-05', '02:30', 'Australia/Sydney')),
    kolkata: wallClock(at('2026-06-01T00:00:00Z'), 'Asia/Kolkata'),
    series: weeklySeries('2026-03-21', '2026-04-04'),
    day: formatEventDay(at('2026-11-14T23:30:00Z'), 'Europe/London', at('2026-11-14T12:00:00Z')),
    heading: formatDayHeading('2026-11-14', '2026-11-14'),
    key: localDayKey(at('2026-11-14T23:30:00Z'), 'Pacific/Auckland'),
  });

  it('gives the same answers under UTC, Auckland, Los Angeles and Kolkata', () => {
    const expected = {
      overlap: '2026-10-25T00:30:00.000Z',
      gap: '2026-03-29T01:00:00.000Z',
      newYork: '2026-11-01T05:30:00.000Z',
      sydney: '2026-04-04T15:30:00.000Z',
      kolkata: { date: '2026-06-01', time: '05:30' },
      series: ['2026-03-21', '2026-03-28', '2026-04-04'],
      day: 'Sat 14 Nov',
      heading: 'Sat 14 Nov',
      key: '2026-11-15',
    };
    const localOffsets = new Set<number>();
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env.TZ = zone;
      localOffsets.add(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset());
      expect(answers(), zone).toEqual(expected);
    }
    // the device zone did change between runs (else this test proves nothing)
    expect(localOffsets.size).toBe(4);
  });
});
