import { describe, expect, it } from 'vitest';
import { RDuration, RTimestamp } from './rules-values';
import {
  allows,
  docsRule,
  evaluate,
  NOW,
  errors as errorsOf,
  truths as truthsOf,
} from '../../../assurance/rules/rules-test-kit';

/**
 * rules.Timestamp, rules.Duration and their namespaces (firebase.google.com/docs/reference/rules:
 * rules.timestamp, rules.duration), and `request.time`.
 */

const vars = { t: NOW, earlier: new Date('2026-06-30T12:34:56.789Z') };
const truths = (cases: string[], scope: Record<string, unknown> = vars) => truthsOf(cases, scope);
const errors = (cases: string[], scope: Record<string, unknown> = vars) => errorsOf(cases, scope);

describe('timestamp ± duration, timestamp − timestamp', () => {
  truths([
    "t + duration.value(1, 'h') > t",
    "t - duration.value(1, 'h') < t",
    "t + duration.value(1, 'd') is timestamp",
    "t - duration.value(1, 'd') == earlier",
    "t - earlier == duration.value(1, 'd')",
    't - earlier is duration',
    "earlier - t == duration.value(-1, 'd')",
    "duration.value(1, 'd') + t == t + duration.value(24, 'h')",
    "duration.value(2, 'h') + duration.value(30, 'm') == duration.value(150, 'm')",
    "duration.value(2, 'h') - duration.value(30, 'm') == duration.value(90, 'm')",
    "duration.value(2, 'h') > duration.value(1, 'h')",
    "!(duration.value(1, 'h') > duration.value(2, 'h'))",
    "-duration.value(1, 's') == duration.value(-1, 's')",
    'earlier < t && t >= earlier && t == t',
  ]);
  errors(['t + t', 't + 1', 't - 1', "duration.value(1, 'h') - t", 't < 1', "t < duration.value(1, 's')", 't * 2']);
});

describe('timestamp.date, timestamp.value and the methods of a timestamp', () => {
  truths([
    'timestamp.date(2099, 1, 1) > timestamp.date(2025, 1, 1)',
    '!(timestamp.date(2025, 1, 1) > timestamp.date(2099, 1, 1))',
    'timestamp.date(2026, 7, 1) == t.date()',
    'timestamp.date(2026, 7, 1) is timestamp',
    "timestamp.date(2026, 7, 2) - timestamp.date(2026, 7, 1) == duration.value(1, 'd')",
    'timestamp.value(0) == timestamp.date(1970, 1, 1)',
    't.toMillis() == 1782909296789',
    'timestamp.value(t.toMillis()) == t',
    't.year() == 2026',
    't.month() == 7',
    't.day() == 1',
    't.hours() == 12',
    't.minutes() == 34',
    't.seconds() == 56',
    't.nanos() == 789000000',
    't.dayOfYear() == 182',
    't.dayOfWeek() >= 1 && t.dayOfWeek() <= 7',
    't.dayOfWeek() == earlier.dayOfWeek() + 1',
    't.time() == duration.time(12, 34, 56, 789000000)',
    't.date() + t.time() == t',
    't.year() is int',
  ]);
  errors([
    'timestamp.date(2026, 7)',
    "timestamp.date('2026', 7, 1)",
    't.year(1)',
    't.weekday()',
    'timestamp.now()',
    "timestamp.value('0')",
  ]);
});

describe('duration.value, duration.time and the methods of a duration', () => {
  truths([
    "duration.value(90, 's').seconds() == 90",
    "duration.value(1, 'w') == duration.value(7, 'd')",
    "duration.value(1, 'd') == duration.value(24, 'h')",
    "duration.value(1, 'h') == duration.value(60, 'm')",
    "duration.value(1, 'm') == duration.value(60, 's')",
    "duration.value(1, 's') == duration.value(1000, 'ms')",
    "duration.value(1, 'ms') == duration.value(1000000, 'ns')",
    "duration.value(1500, 'ms').seconds() == 1",
    "duration.value(1500, 'ms').nanos() == 500000000",
    "duration.time(1, 2, 3, 4) == duration.value(3723000000004, 'ns')",
    "duration.value(1, 's') is duration",
  ]);
  errors([
    "duration.value(1, 'y')",
    "duration.value(1.5, 's')",
    'duration.value(1)',
    'duration.time(1, 2, 3)',
    "duration.value(1, 's').minutes()",
  ]);

  it('counts nanoseconds and microseconds exactly', () => {
    expect(evaluate("duration.value(3, 'ms')")).toEqual(new RDuration(3_000_000n));
    expect(evaluate('timestamp.value(1500)')).toEqual(new RTimestamp(1_500_000n));
  });
});

describe('request.time', () => {
  it('is the request’s time, a timestamp', async () => {
    const at = new Date('2026-07-01T08:00:00.000Z');
    const rules = docsRule(
      "request.time is timestamp && request.time == timestamp.date(2026, 7, 1) + duration.value(8, 'h')",
    );
    expect(await allows(rules, { method: 'get', path: 'docs/d1', time: at }, { before: { 'docs/d1': {} } })).toBe(true);
    expect(
      await allows(
        rules,
        { method: 'get', path: 'docs/d1', time: new Date('2026-07-01T08:00:00.001Z') },
        { before: { 'docs/d1': {} } },
      ),
    ).toBe(false);
  });

  it('compares with a stored date (a timestamp field)', async () => {
    const rules = docsRule(
      "request.resource.data.at == request.time && request.time - resource.data.at < duration.value(1, 'h')",
    );
    const before = { 'docs/d1': { at: new Date(NOW.getTime() - 60_000) } };
    expect(await allows(rules, { method: 'update', path: 'docs/d1', data: { at: NOW } }, { before })).toBe(true);
    expect(await allows(rules, { method: 'update', path: 'docs/d1', data: { at: new Date(0) } }, { before })).toBe(
      false,
    );
  });
});
