import { describe, expect, it } from 'vitest';
import { checkQuietHours, quietHoursTexts } from './quiet-hours';

describe('quiet hours as the form checks them', () => {
  it('both empty: no quiet hours', () => {
    expect(checkQuietHours('', '')).toEqual({ ok: true, quietFrom: '', quietTo: '' });
  });

  it('an evening to a morning, across midnight, is kept as typed', () => {
    expect(checkQuietHours('22:00', '07:00')).toEqual({ ok: true, quietFrom: '22:00', quietTo: '07:00' });
  });

  it('within one day too', () => {
    expect(checkQuietHours('13:00', '14:30')).toEqual({ ok: true, quietFrom: '13:00', quietTo: '14:30' });
  });

  it('seconds a time input may add are dropped', () => {
    expect(checkQuietHours('22:00:00', '07:00:00')).toEqual({ ok: true, quietFrom: '22:00', quietTo: '07:00' });
  });

  it('only From: the message points at To', () => {
    expect(checkQuietHours('22:00', '')).toEqual({ ok: false, error: quietHoursTexts.both, field: 'quietTo' });
  });

  it('only To: the message points at From', () => {
    expect(checkQuietHours('', '07:00')).toEqual({ ok: false, error: quietHoursTexts.both, field: 'quietFrom' });
  });

  it('the same time twice is no span', () => {
    expect(checkQuietHours('07:00', '07:00')).toEqual({ ok: false, error: quietHoursTexts.same, field: 'quietTo' });
  });

  it.each([
    ['24:00', '07:00', 'quietFrom'],
    ['22:00', '7:5', 'quietTo'],
    ['ab:cd', '07:00', 'quietFrom'],
  ])('not a time (%s, %s): said at the field', (from, to, field) => {
    expect(checkQuietHours(from, to)).toEqual({ ok: false, error: quietHoursTexts.invalid, field });
  });
});
