import {
  ANSWER_CHOICES,
  CONFIRMABLE_ANSWERS,
  type ConfirmableAnswer,
} from '../../../src/domain/choices/answer-statuses';

/**
 * The JSON a push carries to the service worker (docs/notifications.md "Sending"). A push message
 * holds at most 4096 bytes once encrypted; aes128gcm's record takes 17 of them for its tag and
 * padding delimiter and web-push's header 86 more (RFC 8188, RFC 8291), so the plain JSON is kept
 * to 3,993 bytes, counted in UTF-8.
 */
export const MAX_PAYLOAD_BYTES = 3993;

export interface PushAction {
  action: ConfirmableAnswer;
  title: string;
}

export interface PushPayload {
  /** the person it is for: the worker shows it only to them (docs/notifications.md "On the device") */
  to: string;
  title: string;
  body: string;
  url: string;
  /** a later notice about the same thing replaces this one on the device */
  tag: string;
  actions?: PushAction[];
}

/** A reminder's buttons: they open the event with that answer ready to confirm, never answer. */
export const REMINDER_ACTIONS: PushAction[] = CONFIRMABLE_ANSWERS.map((action) => ({
  action,
  title: ANSWER_CHOICES[action].label,
}));

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const ELLIPSIS = '…';

/** `text` cut to at most `max` UTF-8 bytes with `…` at the end, never splitting a character. */
export function cutToBytes(text: string, max: number): string {
  if (bytes(text) <= max) return text;
  const room = max - bytes(ELLIPSIS);
  let kept = '';
  let used = 0;
  for (const character of text) {
    const size = bytes(character);
    if (used + size > room) break;
    kept += character;
    used += size;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** The payload's JSON, its body (then, if ever needed, its title) cut so the whole fits. */
export function pushPayloadJson(payload: PushPayload): string {
  const json = (shape: PushPayload) => JSON.stringify(shape);
  const whole = json(payload);
  if (bytes(whole) <= MAX_PAYLOAD_BYTES) return whole;
  // what the JSON spends beyond the body's own bytes (quotes and escapes included)
  const withoutBody = bytes(json({ ...payload, body: '' }));
  const bodyRoom = MAX_PAYLOAD_BYTES - withoutBody;
  let body = payload.body;
  // escapes (`\"`, `\n`, `\u2028`) make the JSON longer than the text: cut again until it fits
  for (let room = bodyRoom; room > 0; room -= 64) {
    body = cutToBytes(payload.body, room);
    if (bytes(json({ ...payload, body })) <= MAX_PAYLOAD_BYTES) return json({ ...payload, body });
  }
  const title = cutToBytes(payload.title, 200);
  return json({ ...payload, title, body: cutToBytes(payload.body, Math.max(0, bodyRoom - 256)) });
}
