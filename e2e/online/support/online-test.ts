import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { type AppServer, serveBuild } from '../../support/app-server';
import { clearAuthAccounts, clearFirestore } from './emulators';
import { createWatch, type Watch } from './watch';

/** A person's own device: a browser context of its own (its own storage, its own Firestore cache). */
export interface Device {
  name: string;
  context: BrowserContext;
  page: Page;
}

const shapes = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** The zone and language every device runs in (e2e/support/events.ts writes days for it). */
const region = { locale: 'en-GB', timezoneId: 'Europe/London' } as const;

interface OnlineFixtures {
  /** The Firebase build, served with its production headers and CSP. */
  app: AppServer;
  watch: Watch;
  /** Opens a new device (`desktop` for the coach, `phone` for a parent or a child) on the app. */
  device(name: string, shape: keyof typeof shapes): Promise<Device>;
}

/**
 * Online specs: the Firebase build against the Auth emulator and Google's Firestore emulator
 * (rules loaded), each person on a device of their own. Every spec starts with no data and no
 * accounts, and fails on any console error, failure toast or refused write it did not declare.
 */
export const test = base.extend<OnlineFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  app: async ({}, use) => {
    await clearFirestore();
    await clearAuthAccounts();
    const app = await serveBuild(join(process.cwd(), 'dist-firebase'));
    await use(app);
    await app.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  watch: async ({}, use) => {
    const watch = createWatch();
    await use(watch);
    const problems = watch.problems();
    if (problems.length > 0) throw new Error(`Unexpected on the online run:\n${problems.join('\n')}`);
  },
  device: async ({ browser, app, watch }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (name, shape) => {
      const context = await browser.newContext({ ...shapes[shape], ...region, baseURL: app.url });
      opened.push(context);
      await watch.follow(name, context);
      return { name, context, page: await context.newPage() };
    });
    for (const context of opened) await context.close();
  },
});

export { expect } from '@playwright/test';
