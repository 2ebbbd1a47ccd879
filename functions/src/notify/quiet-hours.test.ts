// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

const london = 'Europe/London';

describe('quiet hours', () => {
  it('across midnight: before and after it, and not outside them', () => {
    expect(quietHoursEnd(new Date('2026-12-01T22:30:00Z'), '22:00', '07:00', london)).toEqual(
      new Date('2026-12-02T07:00:00Z'),
    );
    expect(quietHoursEnd(new Date('2026-12-02T03:00:00Z'), '22:00', '07:00', london)).toEqual(
      new Date('2026-12-02T07:00:00Z'),
    );
    expect(quietHoursEnd(new Date('2026-12-02T07:00:00Z'), '22:00', '07:00', london)).toBeNull();
    expect(quietHoursEnd(new Date('2026-12-01T21:59:00Z'), '22:00', '07:00', london)).toBeNull();
  });

  it('within one day (13:00–14:00), in the person’s zone, not the server’s', () => {
    // 12:30 UTC is 13:30 in Oslo in winter
    expect(quietHoursEnd(new Date('2026-12-01T12:30:00Z'), '13:00', '14:00', 'Europe/Oslo')).toEqual(
      new Date('2026-12-01T13:00:00Z'),
    );
    expect(quietHoursEnd(new Date('2026-12-01T12:30:00Z'), '13:00', '14:00', london)).toBeNull();
  });

  it('the night the clocks go back (Europe/London, 25 Oct 2026) ends at 07:00 GMT, 10 hours on', () => {
    // 23:30 BST on the 24th
    const at = new Date('2026-10-24T22:30:00Z');
    expect(quietHoursEnd(at, '22:00', '07:00', london)).toEqual(new Date('2026-10-25T07:00:00Z'));
    // 01:30 the second time (GMT), inside them still
    expect(quietHoursEnd(new Date('2026-10-25T01:30:00Z'), '22:00', '07:00', london)).toEqual(
      new Date('2026-10-25T07:00:00Z'),
    );
  });

  it('the night the clocks go forward (Europe/London, 28 Mar 2027) ends at 07:00 BST, 06:00 UTC', () => {
    const at = new Date('2027-03-27T23:30:00Z');
    expect(quietHoursEnd(at, '22:00', '07:00', london)).toEqual(new Date('2027-03-28T06:00:00Z'));
    // quiet hours ending at 01:30, a time that night never shows: they end when the clocks jump
    expect(quietHoursEnd(new Date('2027-03-28T00:30:00Z'), '22:00', '01:30', london)).toEqual(
      new Date('2027-03-28T01:00:00Z'),
    );
  });

  it('no quiet hours when either end is empty, both are equal, or the zone is unknown', () => {
    const at = new Date('2026-12-01T23:00:00Z');
    expect(quietHoursEnd(at, '', '', london)).toBeNull();
    expect(quietHoursEnd(at, '22:00', '22:00', london)).toBeNull();
    expect(quietHoursEnd(at, '22:00', '07:00', 'Mars/Olympus')).toBeNull();
  });
});
