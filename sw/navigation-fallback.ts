/**
 * Which navigations the worker answers with the cached app shell: every in-app path, but not
 * Firebase's reserved `/__/` paths, nor the calendar feeds at `/calendar/{token}.ics`, which a
 * Hosting rewrite sends to a function (docs/notifications.md). A calendar app never runs the
 * worker, but a person opening their feed's link in this browser must get the feed, not the app.
 */
export const SHELL_DENYLIST: RegExp[] = [/^\/__\//, /^\/calendar\//];

/** Whether a navigation to this path is answered with the app shell. */
export function servesShell(pathname: string): boolean {
  return !SHELL_DENYLIST.some((pattern) => pattern.test(pathname));
}
