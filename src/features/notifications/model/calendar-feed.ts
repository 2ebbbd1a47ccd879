/**
 * A person's calendar subscription (docs/notifications.md "Documents", `calendarFeeds`): a token
 * of 32 lowercase hex digits, drawn from the device's secure random source, is the feed's only
 * secret; the feed is served at `/calendar/{token}.ics` by a function behind a Hosting rewrite.
 */
export function newFeedToken(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes),
): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const FEED_TOKEN = /^[0-9a-f]{32}$/;

/** `webcal://{host}/calendar/{token}.ics`: calendar apps subscribe to a webcal link. */
export function feedWebcalUrl(host: string, token: string): string {
  return `webcal://${host}/calendar/${token}.ics`;
}

/** Google Calendar's page that adds a subscription by its link. */
export function googleCalendarUrl(webcalUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;
}
