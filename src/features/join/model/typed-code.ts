import { groupTexts } from '../../groups/model/group-texts';
import type { Outcome } from '../../groups/model/group-types';
import { isWellFormedJoinCode, normalizeJoinCode } from '../../groups/model/join-code';

/** What was typed in `Join code`, as a code (SPEC §5: trimmed, upper case; empty gives `Enter a code`). */
export function readTypedCode(typed: string): Outcome<string> {
  const code = normalizeJoinCode(typed);
  if (!code) return { ok: false, error: groupTexts.enterCode };
  if (!isWellFormedJoinCode(code)) return { ok: false, error: groupTexts.invalidCode };
  return { ok: true, value: code };
}
