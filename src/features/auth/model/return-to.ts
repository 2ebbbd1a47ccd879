/**
 * The route to return to after sign-in. Only same-origin paths are honoured, so a crafted
 * `/login?redirect=https://evil.example` cannot send a user elsewhere.
 */
export function safeReturnTo(redirect: unknown, fallback = '/dashboard'): string {
  if (typeof redirect !== 'string') return fallback;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  const path = redirect.split(/[?#]/)[0] ?? '';
  if (path === '/' || path === '/login' || path === '/register') return fallback;
  return redirect;
}
