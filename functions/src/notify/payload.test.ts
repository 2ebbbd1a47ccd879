// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutToBytes, MAX_PAYLOAD_BYTES, type PushPayload, pushPayloadJson, REMINDER_ACTIONS } from './payload';

const payload = (body: string): PushPayload => ({
  to: 'p1',
  title: 'U12 Lions: Training cancelled',
  body,
  url: '/events/ev1',
  tag: 'event-ev1',
});
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the push payload', () => {
  it('carries what the worker shows, as it is when short', () => {
    const json = pushPayloadJson({ ...payload('Sat 5 Dec 10:00'), actions: REMINDER_ACTIONS });
    expect(JSON.parse(json)).toEqual({
      to: 'p1',
      title: 'U12 Lions: Training cancelled',
      body: 'Sat 5 Dec 10:00',
      url: '/events/ev1',
      tag: 'event-ev1',
      actions: [
        { action: 'going', title: 'Going' },
        { action: 'notGoing', title: 'Not going' },
      ],
    });
  });

  it('cuts a long body with `…` to stay under 4 KB, counting bytes, not characters', () => {
    for (const long of ['a'.repeat(5000), '⚽'.repeat(3000), '😀'.repeat(2000), '"\n'.repeat(3000)]) {
      const json = pushPayloadJson(payload(long));
      expect(bytes(json)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
      const body = JSON.parse(json).body as string;
      expect(body.endsWith('…')).toBe(true);
      expect(body.length).toBeGreaterThan(500);
      // no half character left behind
      expect(body.isWellFormed()).toBe(true);
    }
  });

  it('never splits a character when cutting', () => {
    expect(cutToBytes('😀😀😀', 9)).toBe('😀…');
    expect(cutToBytes('short', 10)).toBe('short');
  });
});
