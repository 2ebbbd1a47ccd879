/**
 * Hooks in the page for what it throws or logs as an error, for an engine whose driver gives no
 * console (WebKit's). Installed after each load by EnginePage; in-page functions (their first
 * argument is the finder, unused here).
 */

export const ERRORS_KEY = '__pitchsideEngineErrors';

/** Hooks the page's uncaught errors, rejections and console errors into a list the spec reads. */
export function installErrorHooks(_find: unknown, key: string) {
  const page = window as unknown as Record<string, string[] | undefined>;
  if (page[key]) return;
  const seen: string[] = [];
  page[key] = seen;
  addEventListener('error', (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(' ')}`);
    original(...args);
  };
}

export function takeHookedErrors(_find: unknown, key: string): string[] {
  const page = window as unknown as Record<string, string[] | undefined>;
  return page[key]?.splice(0) ?? [];
}
