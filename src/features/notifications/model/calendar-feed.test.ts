import { describe, expect, it } from 'vitest';
import { FEED_TOKEN, feedWebcalUrl, googleCalendarUrl, newFeedToken } from './calendar-feed';

describe('a calendar feed’s token and links', () => {
  it('a token is 32 lowercase hex digits from the random bytes', () => {
    const token = newFeedToken((bytes) => bytes.map((_, index) => index * 17));
    expect(token).toBe('00112233445566778899aabbccddeeff');
    expect(token).toMatch(FEED_TOKEN);
  });

  it('two tokens from the device’s random source differ', () => {
    const token = newFeedToken();
    expect(token).toMatch(FEED_TOKEN);
    expect(newFeedToken()).not.toBe(token);
  });

  it('the webcal link names the host and the token’s .ics', () => {
    expect(feedWebcalUrl('pitchside.example', 'ab'.repeat(16))).toBe(
      `webcal://pitchside.example/calendar/${'ab'.repeat(16)}.ics`,
    );
  });

  it('Google Calendar gets the webcal link encoded', () => {
    expect(googleCalendarUrl('webcal://pitchside.example/calendar/x.ics')).toBe(
      'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fpitchside.example%2Fcalendar%2Fx.ics',
    );
  });
});
