import { describe, expect, it } from 'vitest';
import { servesShell } from './navigation-fallback';

describe('which navigations the worker answers with the app shell', () => {
  it.each(['/', '/dashboard', '/events/e1', '/notifications', '/calendars', '/teams/calendar/x'])(
    'an app path: %s',
    (path) => {
      expect(servesShell(path)).toBe(true);
    },
  );

  it.each(['/calendar/0123456789abcdef0123456789abcdef.ics', '/calendar/unknown.ics', '/__/auth/handler'])(
    'a calendar feed or a Firebase path goes to the network: %s',
    (path) => {
      expect(servesShell(path)).toBe(false);
    },
  );
});
