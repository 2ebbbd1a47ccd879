// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, decideDelivery, readSettings } from './delivery';

const london = 'Europe/London';

describe('a person’s settings decide', () => {
  it('no document means every kind on, nothing muted, no quiet hours', () => {
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(decideDelivery(readSettings(undefined), 'reminder', 't1', new Date())).toEqual({ status: 'send' });
  });

  it('a kind turned off is off; a muted group is muted', () => {
    const settings = readSettings({ changes: false, muted: ['t1'] });
    expect(decideDelivery(settings, 'event-changed', 't2', new Date())).toEqual({ status: 'off' });
    expect(decideDelivery(settings, 'event-created', 't1', new Date())).toEqual({ status: 'muted' });
    expect(decideDelivery(settings, 'announcement', 't2', new Date())).toEqual({ status: 'send' });
  });

  it('a change to a child’s guardians is told with every kind off and every group muted, after quiet hours', () => {
    const settings = readSettings({
      newEvents: false,
      changes: false,
      reminders: false,
      announcements: false,
      muted: ['t1'],
      quietFrom: '22:00',
      quietTo: '07:00',
      timeZone: london,
    });
    expect(decideDelivery(settings, 'guardians', null, new Date('2026-12-01T12:00:00Z'))).toEqual({ status: 'send' });
    expect(decideDelivery(settings, 'guardians', null, new Date('2026-12-01T23:00:00Z'))).toEqual({
      status: 'deferred',
      until: new Date('2026-12-02T07:00:00Z'),
    });
  });

  it('a notice due in quiet hours is deferred to their end', () => {
    const settings = readSettings({ quietFrom: '22:00', quietTo: '07:00', timeZone: london });
    expect(decideDelivery(settings, 'reminder', 't1', new Date('2026-12-01T23:00:00Z'))).toEqual({
      status: 'deferred',
      until: new Date('2026-12-02T07:00:00Z'),
    });
  });
});
