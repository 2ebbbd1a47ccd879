import { redirect } from '@tanstack/react-router';
import { resolvePersonId } from '../../domain/person/resolve-person-id';
import { type UserProfile, usersCollection } from '../../domain/person/user-profile';
import { safeReturnTo } from './model/return-to';
import type { SessionSource } from '../../session/session';
import { wasSignedIn } from '../../session/signed-in-hint';

export type RedirectSearch = { redirect?: string };

export function parseRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

/** Signed-in screens: anyone not signed in with a verified email goes to /login, remembering the route. */
export async function requireVerifiedUser(session: SessionSource, location: { href: string }) {
  const { user } = await session.ensure();
  if (!user?.emailVerified) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/**
 * /login and /register: a verified user has nothing to do there. A device that was not signed
 * in when it last looked (no `wasSignedIn` hint: a first visit, or after signing out) shows the
 * form at once instead of waiting for the backend's chunk and its first auth state: on a cold
 * visit over a slow network that is the difference between a form and a blank page. The
 * backend loads behind it, and `useSkipWhenLoadedVerified` sends on a verified user the hint
 * missed.
 */
export async function skipWhenVerified(session: SessionSource, search: RedirectSearch) {
  if (!wasSignedIn()) return;
  const { user } = await session.ensure();
  if (user?.emailVerified) throw redirect({ href: safeReturnTo(search.redirect), replace: true });
}

/** The most a guard waits for a profile the device does not hold: a screen never hangs on it. */
export const GUARD_READ_TIMEOUT_MS = 1_000;

/**
 * The family screens are for Parents; anyone else goes to the dashboard. Runs after
 * `requireVerifiedUser` (the parent layout's guard). The profile comes from the device when
 * it has it; when it cannot be read in time (offline or poor signal, not cached yet), the
 * screen opens and shows its own state rather than bouncing or hanging.
 */
export async function requireParent(session: SessionSource) {
  const { backend, user } = await session.ensure();
  if (!user) return;
  const personId = await resolvePersonId(backend.data, user.uid, GUARD_READ_TIMEOUT_MS);
  const profile = await backend.data
    .get<UserProfile>(usersCollection, personId, { timeoutMs: GUARD_READ_TIMEOUT_MS })
    .catch(() => undefined);
  if (profile === undefined) return;
  if (profile?.data.role !== 'Parent') throw redirect({ to: '/dashboard', replace: true });
}
