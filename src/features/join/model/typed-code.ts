import { groupTexts } from '../../../domain/groups/group-texts';
import type { Outcome } from '../../../domain/groups/group-types';
import { isWellFormedJoinCode, normalizeJoinCode } from '../../../domain/groups/join-code';
import { schema } from '../../../domain/schema/collections';
import { textSize } from '../../../domain/text/characters';

/**
 * `Join code` counts toward the longest code the rules let a membership carry (the schema's
 * `joinCode`, docs/product.md "Text limits"): a code is 10 characters, the rest is room for the
 * spaces a code read out is typed with.
 */
export const TYPED_CODE_MAX = schema.teamMemberships.fields.joinCode.max;

export const typedCodeTexts = { tooLong: `Join code must be at most ${TYPED_CODE_MAX} characters` } as const;

/** What was typed in `Join code`, as a code (docs/product.md §5: trimmed, upper case; empty gives `Enter a code`). */
export function readTypedCode(typed: string): Outcome<string> {
  if (textSize(typed) > TYPED_CODE_MAX) return { ok: false, error: typedCodeTexts.tooLong };
  const code = normalizeJoinCode(typed);
  if (!code) return { ok: false, error: groupTexts.enterCode };
  if (!isWellFormedJoinCode(code)) return { ok: false, error: groupTexts.invalidCode };
  return { ok: true, value: code };
}
