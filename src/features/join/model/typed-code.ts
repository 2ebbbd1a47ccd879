import { groupTexts } from '../../../domain/groups/group-texts';
import type { Outcome } from '../../../domain/groups/group-types';
import { isWellFormedJoinCode, normalizeJoinCode } from '../../../domain/groups/join-code';

/** What was typed in `Join code`, as a code (docs/product.md §5: trimmed, upper case; empty gives `Enter a code`). */
export function readTypedCode(typed: string): Outcome<string> {
  const code = normalizeJoinCode(typed);
  if (!code) return { ok: false, error: groupTexts.enterCode };
  if (!isWellFormedJoinCode(code)) return { ok: false, error: groupTexts.invalidCode };
  return { ok: true, value: code };
}
