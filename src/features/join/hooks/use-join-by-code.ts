import { toastFailure } from '../../groups/hooks/report';
import { useActor } from '../../groups/hooks/use-actor';
import { groupTexts } from '../../groups/model/group-texts';
import { readTypedCode } from '../model/typed-code';
import { joinByCode, type JoinOutcome } from './join-by-code';

/**
 * `/join`: joins the signed-in person by the code as typed (trimmed, spaces removed, upper
 * case). Waits for the server, each step time-boxed; answers `Joined club`/`Joined team` or
 * the spec's text of what went wrong.
 */
export function useJoinByCode(): (typed: string) => Promise<JoinOutcome> {
  const context = useActor();
  return async (typed) => {
    if (context) return joinByCode({ ...context, report: toastFailure }, typed);
    // the person is not known yet (the account is loading): the code's own problems first
    const code = readTypedCode(typed);
    return code.ok ? { ok: false, error: groupTexts.joinFailed } : code;
  };
}
