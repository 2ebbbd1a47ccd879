// @vitest-environment node
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type EmulatorProject,
  emulatorHost,
  HANDLER_TEST_TIMEOUT_MS,
  eventData,
  openEmulatorProject,
  seedTeam,
} from '../test-support/emulator-project';
import { calendarFeedFunction } from '../triggers';

/**
 * The calendar feed on Google's Firestore emulator, through the deployed HTTPS function's own
 * request handler. Skipped, saying so, without an emulator.
 */
if (!emulatorHost) console.info('Functions calendar feed tests skipped: FIRESTORE_EMULATOR_HOST is not set');

const DAY = 86_400_000;
const TOKEN = '0123456789abcdef0123456789abcdef';

/** Calls the HTTPS function as Hosting's rewrite does, and collects its answer. */
async function get(handler: ReturnType<typeof calendarFeedFunction>, path: string) {
  const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    set(headers: Record<string, string> | string, value?: string) {
      if (typeof headers === 'string') answer.headers[headers] = value ?? '';
      else Object.assign(answer.headers, headers);
      return response;
    },
    send(body: string) {
      answer.body = body;
      return response;
    },
  };
  const request = { method: 'GET', path, url: path, headers: { 'x-forwarded-host': 'pitchside.app', host: 'x' } };
  await (handler as unknown as (req: unknown, res: unknown) => Promise<void>)(request, response);
  return answer;
}

describe.skipIf(!emulatorHost)('calendarFeed', { timeout: HANDLER_TEST_TIMEOUT_MS }, () => {
  let project: EmulatorProject;
  afterEach(async () => {
    await project?.close();
  });

  it('answers the person’s and their children’s team events from 30 days back, as the downloads write them; 404 otherwise', async () => {
    project = openEmulatorProject('feed');
    const { db } = project;
    await seedTeam(db, 'lions');
    const now = Date.now();
    const batch = db.batch();
    batch.set(db.doc('teams/parents'), { name: 'Parents XI', timeZone: 'Europe/London', ownerId: 'mum' });
    batch.set(db.doc('teamMemberships/parents_mum'), {
      teamId: 'parents',
      userId: 'mum',
      role: 'owner',
      squadRole: 'Player',
    });
    batch.set(db.doc('teams/other'), { name: 'Strangers', timeZone: 'Europe/London', ownerId: 'x' });
    batch.set(db.doc('events/child-next'), eventData('lions', new Date(now + 2 * DAY), { sequence: 3 }));
    batch.set(db.doc('events/child-recent'), eventData('lions', new Date(now - 10 * DAY)));
    batch.set(db.doc('events/child-old'), eventData('lions', new Date(now - 40 * DAY)));
    batch.set(
      db.doc('events/child-off'),
      eventData('lions', new Date(now + 5 * DAY), { status: 'cancelled', cancelReason: 'Pitch waterlogged' }),
    );
    batch.set(
      db.doc('events/own-match'),
      eventData('parents', new Date(now + DAY), { type: 'match', title: 'Parents match' }),
    );
    batch.set(db.doc('events/stranger'), eventData('other', new Date(now + DAY)));
    batch.set(db.doc(`calendarFeeds/${TOKEN}`), { personId: 'mum', createdAt: new Date().toISOString() });
    await batch.commit();

    const handler = calendarFeedFunction(project.wiring());
    const answer = await get(handler, `/calendar/${TOKEN}.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe('private, max-age=300');
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents('vevent');
    const byUid = new Map(events.map((event) => [event.getFirstPropertyValue('uid'), event]));
    expect([...byUid.keys()].sort()).toEqual(
      ['child-next', 'child-off', 'child-recent', 'own-match'].map((id) => `${id}@pitchside.app`),
    );
    expect(byUid.get('child-off@pitchside.app')?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(byUid.get('child-next@pitchside.app')?.getFirstPropertyValue('sequence')).toBe(3);
    expect(byUid.get('child-next@pitchside.app')?.getFirstPropertyValue('url')).toBe(
      'https://pitchside.app/events/child-next',
    );
    expect(answer.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(answer.body).not.toContain('TZID');

    expect((await get(handler, '/calendar/ffffffffffffffffffffffffffffffff.ics')).status).toBe(404);
    expect((await get(handler, '/calendar/not-a-token.ics')).status).toBe(404);
    await db.doc(`calendarFeeds/${TOKEN}`).delete();
    expect((await get(handler, `/calendar/${TOKEN}.ics`)).status).toBe(404);
  });
});
