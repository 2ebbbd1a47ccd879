import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AppServer } from './app-server';
import { addChild, childRow } from './children';
import { createClub, createTeam, groupRow, setName, shownJoinCode } from './groups';

/** The service worker has installed, precached the app and controls the page. */
export async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The worker controls the page, and the page was loaded again through it. What a page asked for
 * before the worker took it over (a screen's chunks, just after signing in) goes to the network,
 * and can still be on its way when the test cuts the server off, which then counts it as reached
 * while offline; after the reload, the page asks the worker for everything.
 */
export async function loadedThroughWorker(page: Page) {
  await controlled(page);
  await page.reload();
}

const OFFLINE_KEY = 'e2e.offline';
const offlineKept = new WeakSet<BrowserContext>();

/**
 * Keeps `navigator.onLine` false in every document loaded while the test holds the device offline:
 * Debian's Chromium 150 (bookworm, December 2026) with Playwright 1.65 gives a document the
 * service worker serves after `setOffline(true)` `navigator.onLine === true`, where a phone with no
 * signal says false. The flag lives in the origin's localStorage, which a new document reads
 * before any script of the app runs.
 */
async function keepOfflineInNewDocuments(context: BrowserContext, offline: boolean) {
  if (!offlineKept.has(context)) {
    offlineKept.add(context);
    await context.addInitScript((key) => {
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          return localStorage.getItem(key) === '1' ? false : (real?.call(this) ?? true);
        },
      });
    }, OFFLINE_KEY);
  }
  for (const page of context.pages()) {
    await page
      .evaluate(
        ([key, value]) => {
          localStorage.setItem(key, value);
          if (value === '0') dispatchEvent(new Event('online'));
        },
        [OFFLINE_KEY, offline ? '1' : '0'] as const,
      )
      .catch(() => undefined); // a page on another origin, or closing
  }
}

/**
 * No network at all: the browser is offline (so `navigator.onLine` is false, in documents loaded
 * afterwards too) and the app's server answers nothing, not even the service worker's own
 * requests, which `setOffline` alone does not stop in every Chromium.
 */
export async function goOffline(context: BrowserContext, app: AppServer) {
  app.goOffline();
  await context.setOffline(true);
  await keepOfflineInNewDocuments(context, true);
}

/** Opens the app once, so its worker controls the page, then takes the connection away: a ground with no signal. */
export async function openThenGoOffline(page: Page, context: BrowserContext, app: AppServer) {
  await page.goto('/');
  await controlled(page);
  await goOffline(context, app);
}

export async function goOnline(context: BrowserContext, app: AppServer) {
  app.goOnline();
  await context.setOffline(false);
  await keepOfflineInNewDocuments(context, false);
}

/** What reached the app's server while it was offline, apart from the browser asking for a new worker. */
export function requestsWhileOffline(app: AppServer): string[] {
  return app.reachedWhileOffline.filter((path) => path !== '/sw.js');
}

/** Loads a path afresh (a full page load, as when the app is opened), and checks the screen. */
async function open(page: Page, path: string, check: () => Promise<void>) {
  await test.step(`open ${path}`, async () => {
    await page.goto(path);
    await check();
  });
}

/** The public screens, signed out: each loads from the device. */
export async function expectPublicScreens(page: Page, local: boolean) {
  await open(page, '/', async () => {
    await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
  });
  await open(page, '/login', async () => {
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });
  await open(page, '/register', async () => {
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
  });
  await open(page, '/reset-password', async () => {
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
  if (local) {
    await open(page, '/mailbox', async () => {
      await expect(page.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
    });
  }
}

export interface DeviceData {
  email: string;
  name: string;
  club: { id: string; name: string; code: string };
  team: { id: string; name: string; code: string };
  child: { id: string; first: string; last: string };
}

/** Names the signed-in user and creates a club, a team in it and a child, through the screens (offline: on the device). */
export async function makeDeviceData(page: Page, email: string): Promise<DeviceData> {
  await setName(page, 'Casey', 'Ng');
  const clubId = await createClub(page, { name: 'Offline FC', location: 'Far Field' });
  const clubCode = await shownJoinCode(page);
  const teamId = await createTeam(page, { name: 'Offline U11', ageGroup: 'U11', club: 'Offline FC' });
  const teamCode = await shownJoinCode(page);
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2014-05-02' });
  const childLink = await childRow(page, 'Sam Lee').getByRole('link', { name: 'Edit' }).getAttribute('href');
  return {
    email,
    name: 'Casey Ng',
    club: { id: clubId, name: 'Offline FC', code: clubCode },
    team: { id: teamId, name: 'Offline U11', code: teamCode },
    child: { id: childLink?.split('/').at(-1) as string, first: 'Sam', last: 'Lee' },
  };
}

/** Every signed-in screen of the spec, each loaded afresh, showing what the device holds. */
export async function expectSignedInScreens(page: Page, data: DeviceData, local: boolean) {
  const childName = `${data.child.first} ${data.child.last}`;
  await open(page, '/dashboard', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${data.name}`);
    await expect(page.getByRole('region', { name: 'Clubs', exact: true })).toContainText('1 club');
    await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('1 team');
    await expect(page.getByRole('region', { name: 'Family' })).toContainText('1 child');
  });
  for (const path of ['/manage', '/dashboard/manage']) {
    await open(page, path, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage clubs and teams');
      await expect(groupRow(page, 'Clubs', data.club.name)).toContainText('owner');
      await expect(groupRow(page, 'Teams', data.team.name)).toBeVisible();
    });
  }
  await open(page, '/join', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join a club or team');
    await expect(page.getByLabel('Join code')).toBeVisible();
  });
  await open(page, '/children', async () => {
    await expect(childRow(page, childName)).toBeVisible();
  });
  await open(page, '/add-child', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a child');
    await expect(page.getByLabel('First name')).toHaveValue('');
  });
  await open(page, `/edit-child/${data.child.id}`, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${childName}`);
    await expect(page.getByLabel('First name')).toHaveValue(data.child.first);
  });
  await open(page, '/clubs/new', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New club');
  });
  await open(page, `/clubs/${data.club.id}`, async () => {
    await expect(page.getByLabel('Name')).toHaveValue(data.club.name);
    expect(await shownJoinCode(page)).toBe(data.club.code);
  });
  await open(page, '/teams/new', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New team');
    await expect(page.getByLabel('Club').getByRole('option', { name: data.club.name })).toBeAttached();
  });
  await open(page, `/teams/${data.team.id}`, async () => {
    await expect(page.getByLabel('Name')).toHaveValue(data.team.name);
    expect(await shownJoinCode(page)).toBe(data.team.code);
  });
  await open(page, '/schedule', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule');
    // the device holds a team and no events
    await expect(page.getByText('No upcoming events')).toBeVisible();
  });
  await open(page, '/announcements', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
    // the device holds a club and a team and no announcements
    await expect(page.getByText('No announcements yet')).toBeVisible();
  });
  await open(page, '/edit-profile', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');
    await expect(page.getByLabel('First name')).toHaveValue(data.name.split(' ')[0] as string);
  });
  // signed in, the login and register screens lead to the dashboard, as online
  for (const path of ['/login', '/register']) {
    await open(page, path, async () => {
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${data.name}`);
    });
  }
  await open(page, '/reset-password', async () => {
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  });
  if (local) {
    await open(page, '/mailbox', async () => {
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `To: ${data.email}` })
          .first(),
      ).toBeVisible();
    });
  }
}
