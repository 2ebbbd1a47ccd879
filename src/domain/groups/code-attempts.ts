import {
  type DataError,
  type DataPort,
  DEFAULT_SERVER_READ_TIMEOUT_MS,
  isDataError,
  type OnRefused,
} from '../../backend/ports';
import { groupTexts } from './group-texts';
import { type GroupKind, groupCollections, joinCodesCollection } from './group-types';
import { JOIN_CODE_ATTEMPTS, newJoinCode, pickJoinCode } from './join-code';
import { isKnownJoinCode, rememberJoinCode } from './known-join-codes';
import type { Report } from '../writes/report';

/**
 * A batch that reserves a fresh join code for a group (creating it, or `New code`), fired with
 * one code after another (docs/product.md §9): no transaction, so it works offline. The server
 * refuses the whole batch when the code is taken; while the app is open the next code is tried,
 * up to 8 codes in all (codes this device knows are taken are skipped without trying), then
 * `Could not generate join code. Try reloading.` Any other refusal: `Save failed`.
 */
export interface CodeAttempts {
  data: DataPort;
  report: Report;
  /** where new join codes come from (tests: codes known to be taken) */
  newCode?: () => string;
  kind: GroupKind;
  groupId: string;
  /** fires the batch reserving `code`, passing its refusal on */
  fire: (code: string, onRefused: OnRefused) => void;
}

/** Fires the first attempt; the code it tries, or null when no code was left to try. */
export function attemptWithCodes(attempts: CodeAttempts): string | null {
  const { data, report, newCode = newJoinCode, kind, groupId, fire } = attempts;
  let codesLeft = JOIN_CODE_ATTEMPTS;
  const nextCode = () =>
    pickJoinCode(isKnownJoinCode, codesLeft, () => {
      codesLeft -= 1;
      return newCode();
    });

  function attempt(code: string) {
    rememberJoinCode(code);
    fire(code, (error) => void retryIfTaken(error, code));
  }

  async function retryIfTaken(error: DataError, code: string) {
    if (!(await isTakenByAnother(error, code))) return report(groupTexts.saveFailed, error);
    const next = nextCode();
    if (!next) return report(groupTexts.codeGenerationFailed, error);
    attempt(next);
  }

  /** Refused because the code's entry exists and names another group (the server's answer decides). */
  async function isTakenByAnother(error: DataError, code: string) {
    if (!isDataError(error, 'permission-denied')) return false;
    try {
      const entry = await data.get(joinCodesCollection, code, {
        source: 'server',
        timeoutMs: DEFAULT_SERVER_READ_TIMEOUT_MS,
      });
      return entry !== null && entry.data[groupCollections[kind].key] !== groupId;
    } catch {
      return false;
    }
  }

  const first = nextCode();
  if (first) attempt(first);
  return first;
}
