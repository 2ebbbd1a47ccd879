import { describe, expect, it } from 'vitest';
import { choicesOf, DEFAULT_CHOICES } from './notification-records';

describe('the settings a stored document holds', () => {
  it('no document: every kind on, nothing muted, no quiet hours', () => {
    expect(choicesOf(undefined)).toEqual(DEFAULT_CHOICES);
    expect(DEFAULT_CHOICES).toEqual({
      newEvents: true,
      changes: true,
      reminders: true,
      announcements: true,
      muted: [],
      quietFrom: '',
      quietTo: '',
    });
  });

  it('reads what is stored', () => {
    const stored = {
      newEvents: false,
      changes: true,
      reminders: false,
      announcements: true,
      muted: ['team-1', 'club-2'],
      quietFrom: '22:00',
      quietTo: '07:00',
      timeZone: 'Europe/London',
      updatedAt: '2026-11-27T10:00:00.000Z',
    };
    expect(choicesOf(stored)).toEqual({
      newEvents: false,
      changes: true,
      reminders: false,
      announcements: true,
      muted: ['team-1', 'club-2'],
      quietFrom: '22:00',
      quietTo: '07:00',
    });
  });

  it('a field of the wrong kind reads as its default; half a span of quiet hours as none', () => {
    expect(choicesOf({ newEvents: 'no', muted: ['team-1', 7], quietFrom: '22:00', quietTo: '' })).toEqual({
      ...DEFAULT_CHOICES,
      muted: ['team-1'],
    });
  });
});
