import { ANNOUNCEMENT_LIMITS } from '../schema/collections';
import { textSize, isBlank } from '../text/characters';

/**
 * The `Message` of an announcement (docs/team-life.md): trimmed, required, at most
 * 2,000 characters as Firestore's `size()` counts them, in UTF-16 units (src/domain/text/characters.ts;
 * the rules bound it too, and refuse blanks).
 */
export const MESSAGE_MAX = ANNOUNCEMENT_LIMITS.message;

export const messageTexts = {
  required: 'Message is required',
  tooLong: `Message must be at most ${MESSAGE_MAX.toLocaleString('en')} characters`,
} as const;

export type MessageOutcome = { ok: true; message: string } | { ok: false; error: string };

export function checkMessage(input: string): MessageOutcome {
  const message = input.trim();
  if (isBlank(message)) return { ok: false, error: messageTexts.required };
  if (textSize(message) > MESSAGE_MAX) return { ok: false, error: messageTexts.tooLong };
  return { ok: true, message };
}
