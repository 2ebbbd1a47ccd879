import { describe, expect, it } from 'vitest';
import { deviceTimeZone, isKnownTimeZone, timeZoneChoices } from './time-zones';

describe('the zones a team may pick', () => {
  it('are the IANA zones the device knows, sorted, with UTC and the device’s own', () => {
    const zones = timeZoneChoices();
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('UTC');
    expect(zones).toContain(deviceTimeZone());
    expect([...zones].sort()).toEqual(zones);
    expect(isKnownTimeZone('Asia/Tokyo')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantis')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
