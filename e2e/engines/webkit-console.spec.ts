import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuild } from '../support/app-server';
import { ENGINE_LOCALE, MINIBROWSER, startDisplay } from './support/webkit';

// WebKit's driver gives no console, but MiniBrowser started by hand writes the page's console
// out (`CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive
// 'manifest-src'.` was printed on every page). The landing page, with the build's own headers,
// must load with no console error of any kind, security errors first among them.

/** Resolves once `list` has stopped growing for `quietMs` (the page and its worker done loading). */
async function quietFor(list: readonly unknown[], quietMs: number, limitMs: number) {
  const deadline = Date.now() + limitMs;
  let seen = -1;
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() > deadline) throw new Error(`still loading after ${limitMs} ms`);
    if (list.length !== seen) [seen, since] = [list.length, Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('WebKit: the landing page loads with no console error, its Content-Security-Policy read whole', async () => {
  test.setTimeout(90_000);
  const app = await serveBuild(join(process.cwd(), 'dist'));
  const { display, stop } = await startDisplay(90);
  const printed: string[] = [];
  const browser = spawn(MINIBROWSER, ['--enable-write-console-messages-to-stdout=true', `${app.url}/`], {
    env: { ...process.env, DISPLAY: display, LANG: ENGINE_LOCALE, LC_ALL: ENGINE_LOCALE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // despite the option's name, the messages arrive on standard error
  browser.stderr.setEncoding('utf8').on('data', (text: string) => printed.push(...text.split('\n').filter(Boolean)));
  try {
    // the page's last request is its service worker's precache of the app
    await expect.poll(() => app.served.includes('/sw.js'), { timeout: 30_000 }).toBe(true);
    await quietFor(app.served, 2_000, 60_000);
    expect(app.served).toContain('/manifest.webmanifest');
    const errors = printed.filter((line) => /^CONSOLE \w+ ERROR|SECURITY/.test(line));
    console.log(`webkit console: ${printed.length} lines, ${errors.length} errors, ${app.served.length} requests`);
    expect(errors, printed.join('\n')).toEqual([]);
  } finally {
    browser.kill();
    stop();
    await app.close();
  }
});
