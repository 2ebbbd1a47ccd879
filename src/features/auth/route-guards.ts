import { redirect } from '@tanstack/react-router';
import { type UserProfile, usersCollection } from '../profile/model/user-profile';
import { safeReturnTo } from './model/return-to';
import { ensureSession } from './session';

export type RedirectSearch = { redirect?: string };

export function parseRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

/** Signed-in screens: anyone not signed in with a verified email goes to /login, remembering the route. */
export async function requireVerifiedUser(location: { href: string }) {
  const { user } = await ensureSession();
  if (!user?.emailVerified) throw redirect({ to: '/login', search: { redirect: location.href } });
}

/** /login and /register: a verified user has nothing to do there. */
export async function skipWhenVerified(search: RedirectSearch) {
  const { user } = await ensureSession();
  if (user?.emailVerified) throw redirect({ href: safeReturnTo(search.redirect), replace: true });
}

/**
 * The family screens are for Parents; anyone else goes to the dashboard. Runs after
 * `requireVerifiedUser` (the parent layout's guard). When the profile cannot be read (offline
 * and not cached yet), the screen opens and shows its own state rather than bouncing.
 */
export async function requireParent() {
  const { backend, user } = await ensureSession();
  if (!user) return;
  const profile = await backend.data.get<UserProfile>(usersCollection, user.uid).catch(() => undefined);
  if (profile === undefined) return;
  if (profile?.data.role !== 'Parent') throw redirect({ to: '/dashboard', replace: true });
}
