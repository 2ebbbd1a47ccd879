import { describe, expect, it } from 'vitest';
import { ageOn, formatCalendarDate, parseCalendarDate, today } from './calendar-date';

const on = (year: number, month: number, day: number) => ({ year, month, day });

describe('parseCalendarDate', () => {
  it('reads real dates only', () => {
    expect(parseCalendarDate('2014-05-10')).toEqual(on(2014, 5, 10));
    expect(parseCalendarDate('2016-02-29')).toEqual(on(2016, 2, 29));
    expect(parseCalendarDate('2015-02-29')).toBeNull();
    expect(parseCalendarDate('2014-04-31')).toBeNull();
    expect(parseCalendarDate('2014-13-01')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
    expect(parseCalendarDate('10/05/2014')).toBeNull();
    expect(parseCalendarDate('0050-01-02')).toEqual(on(50, 1, 2));
  });

  it('reads Firestore’s range of dates only, 0001-01-01 to 9999-12-31: year 0000 is no date', () => {
    expect(parseCalendarDate('0001-01-01')).toEqual(on(1, 1, 1));
    expect(parseCalendarDate('9999-12-31')).toEqual(on(9999, 12, 31));
    expect(parseCalendarDate('0000-12-31')).toBeNull();
    expect(parseCalendarDate('0000-01-01')).toBeNull();
    expect(parseCalendarDate('0000-02-29')).toBeNull();
    expect(parseCalendarDate('10000-01-01')).toBeNull();
    expect(parseCalendarDate('-0001-01-01')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('writes the date as the locale does, the same calendar day in every zone', () => {
    expect(formatCalendarDate('2014-05-10', 'en-GB')).toBe('10 May 2014');
    expect(formatCalendarDate('2014-05-10', 'en-US')).toBe('May 10, 2014');
    expect(formatCalendarDate('2014-05-10', 'de-DE')).toBe('10.05.2014');
    expect(formatCalendarDate('2016-02-29', 'en-GB')).toBe('29 Feb 2016');
    expect(formatCalendarDate('2014-01-01', 'en-GB')).toBe('1 Jan 2014');
  });

  it('leaves nothing empty and shows a text that is no date as it is', () => {
    expect(formatCalendarDate('', 'en-GB')).toBe('');
    expect(formatCalendarDate('soon', 'en-GB')).toBe('soon');
  });
});

describe('ageOn', () => {
  it('counts full years, a year more on the birthday itself', () => {
    expect(ageOn('2014-05-10', on(2026, 5, 9))).toBe(11);
    expect(ageOn('2014-05-10', on(2026, 5, 10))).toBe(12);
    expect(ageOn('2014-05-10', on(2026, 12, 31))).toBe(12);
    expect(ageOn('2014-05-10', on(2014, 5, 10))).toBe(0);
  });

  it('gives a 29 February birthday its day on 1 March in other years', () => {
    expect(ageOn('2016-02-29', on(2025, 2, 28))).toBe(8);
    expect(ageOn('2016-02-29', on(2025, 3, 1))).toBe(9);
    expect(ageOn('2016-02-29', on(2028, 2, 28))).toBe(11);
    expect(ageOn('2016-02-29', on(2028, 2, 29))).toBe(12);
  });

  it('has no age for a date to come, or none', () => {
    expect(ageOn('2030-01-01', on(2026, 5, 10))).toBeNull();
    expect(ageOn('2026-05-11', on(2026, 5, 10))).toBeNull();
    expect(ageOn('', on(2026, 5, 10))).toBeNull();
    expect(ageOn('2015-02-29', on(2026, 5, 10))).toBeNull();
  });
});

describe('today', () => {
  it('is the device’s own calendar day, not UTC’s', () => {
    expect(today(new Date(2026, 0, 1, 0, 30))).toEqual(on(2026, 1, 1));
    expect(today(new Date(2025, 11, 31, 23, 59))).toEqual(on(2025, 12, 31));
  });
});
