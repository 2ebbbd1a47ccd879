import { AuthError, type DataPort, isDataError } from '../../../backend/ports';
import { authTexts } from '../../../domain/account/auth-error-text';
import { type LeaverDeps, leavingTexts, type OwnedGroup } from '../../../domain/account/leaving-pitchside';
import { claimedReads } from '../../../domain/groups/actor';
import { forgetAllDeleted } from '../../../domain/groups/deleted-groups';
import { usersCollection } from '../../../domain/person/user-profile';
import { toastOnNextLoad } from '../../../lib/toast';
import { markSigningOut, useSession } from '../../../session/session';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { leavePitchside } from './account-deletion';

/** How long everything deleted may take to reach the server before the sign-in itself goes. */
const SYNC_WAIT_MS = 60_000;

export type DeleteAccountResult =
  | { ok: true }
  | { ok: false; error: string; field?: 'password'; owned?: readonly OwnedGroup[] };

function passwordProblem(error: unknown): { error: string; field?: 'password' } {
  const code = error instanceof AuthError ? error.code : undefined;
  if (code === 'invalid-credential') return { error: leavingTexts.wrongPassword, field: 'password' };
  if (code === 'network') return { error: leavingTexts.offline };
  if (code === 'too-many-requests') return { error: authTexts.tooManyRequests };
  console.error('The password could not be checked', error);
  return { error: leavingTexts.failed };
}

/** The profile on the server: a refusal to read it (the pointer gone) means it is gone too. */
async function profileStillThere(data: DataPort, personId: string): Promise<boolean> {
  try {
    return (await data.get(usersCollection, personId, { source: 'server', timeoutMs: 10_000 })) !== null;
  } catch (error) {
    return !isDataError(error, 'permission-denied');
  }
}

/**
 * `Delete my account` (docs/product.md "Leaving Pitchside"): the password checked again, the
 * person's groups checked (an owner hands over or deletes first), everything deleted and waited
 * for on the server, and only then the sign-in; the page then opens `/` afresh with `Account
 * deleted`. Anything refused or not synced keeps the sign-in, so the person can try again.
 */
export function useDeleteAccount(passOnChildren: (deps: LeaverDeps) => Promise<void>, name: string) {
  const session = useSession();
  const personId = usePersonId();

  return async function deleteAccount(password: string): Promise<DeleteAccountResult> {
    if (!password) return { ok: false, error: leavingTexts.passwordRequired, field: 'password' };
    const user = session?.user;
    if (!session || !user || !personId) return { ok: false, error: leavingTexts.failed };
    const { backend } = session;
    if (typeof navigator !== 'undefined' && navigator.onLine === false)
      return { ok: false, error: leavingTexts.offline };
    try {
      await backend.auth.confirmPassword(password);
    } catch (error) {
      return { ok: false, ...passwordProblem(error) };
    }
    let refused = false;
    const actor = { uid: user.uid, personId, displayName: name };
    const deps = {
      data: backend.data,
      actor,
      name,
      email: user.email,
      parentReads: claimedReads(actor),
      mailbox: backend.mailbox,
      report: (message: string, cause?: unknown) => {
        refused = true;
        console.error(message, cause);
      },
      passOnChildren,
    };
    try {
      const outcome = await leavePitchside(deps);
      if (!outcome.ok) return outcome;
    } catch (error) {
      // a read the server did not answer: nothing more is fired
      console.error('Leaving Pitchside stopped', error);
      return { ok: false, error: leavingTexts.offline };
    }
    const synced = await backend.data.allWritesSynced(SYNC_WAIT_MS);
    if (!synced) return { ok: false, error: leavingTexts.offline };
    // the profile's batch is the end: once the server has it, the sign-in goes whatever else was refused
    if (refused && (await profileStillThere(backend.data, personId))) return { ok: false, error: leavingTexts.failed };
    markSigningOut();
    try {
      await backend.auth.deleteAccount();
    } catch (error) {
      console.error('The sign-in was not deleted', error);
      return { ok: false, error: leavingTexts.failed };
    }
    forgetAllDeleted();
    toastOnNextLoad(leavingTexts.deleted);
    // a full load: the backend's caches of this person are gone and start afresh
    window.location.assign('/');
    return { ok: true };
  };
}
