#!/usr/bin/env node
// Screenshots of every screen of the production local build, at a phone size (390×844) and a
// desktop size (1280×800), full page, as `<screen>-<width>.png`: for looking at a change of
// design before and after, side by side. The script serves dist/ with `vite preview` (the
// build's security headers included) on a free port, and seeds its data through the UI as
// people would, in one browser context (the local backend keeps everything in that context's
// IndexedDB): a coach, Sam Carter, with a club and two teams; a parent, Alex Morgan, with two
// children, who joins the U10 team with Mia; and Jordan Lee, who joins the club.
// Run: npm run build:local && node scripts/screenshots.mjs shots/before   (default: shots/)
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const outDir = resolve(process.argv[2] ?? 'shots');
process.chdir(fileURLToPath(new URL('..', import.meta.url))); // dist/ and vite.config.ts are found from the root
const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const password = 'pitch-side-42';
const people = {
  sam: 'sam.carter@example.com',
  alex: 'alex.morgan@example.com',
  jordan: 'jordan.lee@example.com',
  fresh: 'new.player@example.com',
};
// each sign-in is a 600,000-round PBKDF2 in the browser: give the screens time
const expect = baseExpect.configure({ timeout: 30_000 });

if (!existsSync('dist/index.html')) {
  console.error('dist/index.html is missing: run `npm run build:local` first');
  process.exit(1);
}

const server = await preview({
  logLevel: 'silent',
  build: { outDir: 'dist' },
  preview: { port: 0, open: false }, // a free port: others' servers use the fixed ones
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// no service worker: no update or install prompts over the screens
const context = await browser.newContext({
  baseURL: server.resolvedUrls.local[0],
  serviceWorkers: 'block',
  viewport: sizes[0],
});
const page = await context.newPage();
const heading = (name) => page.getByRole('heading', { level: 1, name });
const region = (name) => page.getByRole('region', { name, exact: true });
const toast = (text) => page.getByRole('status').filter({ hasText: text }).first();
const taken = [];

/**
 * Runs `prepare` (it opens the screen and waits for its data) at each size, then shoots the whole
 * page; an open menu or dialog covers the viewport only, so those are shot as the viewport.
 */
async function shoot(screen, prepare, { fullPage = true } = {}) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await prepare();
    await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
    const file = join(outDir, `${screen}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    taken.push(file);
  }
  console.log(`  ${screen}`);
}

/** Opens `path` and waits until `ready` (a locator) is visible. */
const open = (path, ready) => async () => {
  await page.goto(path);
  await expect(ready()).toBeVisible();
};

async function login(email) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out through the Account menu (desktop width: a phone has the Menu sheet instead). */
async function logout() {
  await page.setViewportSize(sizes[1]);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function register(email) {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading('Log in')).toBeVisible();
}

/** Registers, verifies through the device mailbox, signs in and sets a name: ends on /dashboard. */
async function newPerson(email, first, last) {
  await register(email);
  await page.goto('/mailbox');
  await page
    .getByRole('link', { name: `Verify ${email}` })
    .first()
    .click();
  await expect(page.getByText('Email verified. You can log in now.')).toBeVisible();
  // the verification panel checks at once when it opens, and moves on by itself
  await page.getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/edit-profile');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill('1988-06-21');
  await page.getByLabel('Role').selectOption('Parent');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(heading(`Welcome, ${first} ${last}`)).toBeVisible();
}

/** Fills and saves the club or team form: ends on its page. Returns its id and join code. */
async function createGroup(kind, fields) {
  await page.goto(`/${kind}s/new`);
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Club') {
      await expect(page.getByLabel('Club').getByRole('option', { name: value })).toBeAttached();
      await page.getByLabel('Club').selectOption({ label: value });
    } else await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/${kind}s/[^/]+$`));
  const code = region('Join code').getByText(/^[A-HJ-NP-Z2-9]{10}$/);
  await expect(code).toBeVisible();
  return { id: page.url().split('/').at(-1), code: (await code.textContent()).trim() };
}

async function addChild(first, last, dob) {
  await page.goto('/add-child');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill(dob);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByText(`${first} ${last}`, { exact: true })).toBeVisible();
}

/** Shoots the screen at `path` once `ready` is visible. */
const shootAt = (screen, path, ready) => shoot(screen, open(path, ready));
const member = (name) => region('Members').getByText(name, { exact: true });
const overlay = { fullPage: false };
const whoJoins = () => page.getByRole('group', { name: 'Who joins' });

try {
  mkdirSync(outDir, { recursive: true });
  console.log(`Screenshots of ${server.resolvedUrls.local[0]} into ${outDir}`);

  // signed out
  await shootAt('landing', '/', () => heading('Manage your team like a pro'));
  await shootAt('login', '/login', () => heading('Log in'));
  await shootAt('register', '/register', () => heading('Create your account'));
  await shootAt('reset-password', '/reset-password', () => heading('Reset your password'));

  // the coach: a club and two teams
  await newPerson(people.sam, 'Sam', 'Carter');
  const club = await createGroup('club', { Name: 'Riverside FC', Location: 'Riverside Park' });
  const u10 = await createGroup('team', { Name: 'Riverside U10', 'Age group': 'U10', Club: 'Riverside FC' });
  await createGroup('team', { Name: 'Riverside U12', 'Age group': 'U12' });

  // the parent: two children, then Alex and Mia join the U10 team
  await logout();
  await newPerson(people.alex, 'Alex', 'Morgan');
  await addChild('Mia', 'Morgan', '2015-03-14');
  await addChild('Leo', 'Morgan', '2017-09-02');
  await shoot('join-parent', async () => {
    await page.goto('/join');
    await page.getByLabel('Join code').fill(u10.code);
    await expect(whoJoins().getByRole('checkbox', { name: 'Me', exact: true })).toBeChecked();
    await whoJoins().getByRole('checkbox', { name: 'Mia Morgan', exact: true }).check();
  });
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast('Joined team')).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);

  // another adult joins the club
  await logout();
  await newPerson(people.jordan, 'Jordan', 'Lee');
  await shootAt('join', '/join', () => page.getByLabel('Join code'));
  await page.getByLabel('Join code').fill(club.code);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(toast('Joined club')).toBeVisible();
  await shootAt('club-member', `/clubs/${club.id}`, () => member('Alex Morgan'));

  // the coach's screens
  await logout();
  await login(people.sam);
  await shootAt('dashboard-coach', '/dashboard', () => region('Teams').getByText('2 teams'));
  await shootAt('manage', '/manage', () => region('Teams').getByText('Riverside U12', { exact: true }));
  await shootAt('club-owner', `/clubs/${club.id}`, () => member('Jordan Lee'));
  await shootAt('team-owner', `/teams/${u10.id}`, () => member('Mia Morgan'));
  await shootAt('club-new', '/clubs/new', () => heading('New club'));
  await shoot('team-new', async () => {
    await page.goto('/teams/new');
    await expect(page.getByLabel('Club').getByRole('option', { name: 'Riverside FC' })).toBeAttached();
  });
  await shoot(
    'account-menu',
    async () => {
      await open('/dashboard', () => heading('Welcome, Sam Carter'))();
      // a phone has the Menu sheet where a desktop has the Account menu
      if (page.viewportSize().width <= 640) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Account' }).click();
        await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      }
    },
    overlay,
  );
  await shoot('not-found', async () => {
    await page.goto('/teams/nope');
    await expect(toast('Team not found')).toBeVisible();
    await expect(heading('Manage clubs and teams')).toBeVisible();
  });

  // the parent's screens
  await logout();
  await login(people.alex);
  await shootAt('dashboard-parent', '/dashboard', () => region('Teams').getByText('1 team'));
  await shootAt('team-member', `/teams/${u10.id}`, () => member('Mia Morgan'));
  await shoot(
    'leave-dialog',
    async () => {
      await open(`/teams/${u10.id}`, () => member('Mia Morgan'))();
      await page.getByRole('button', { name: 'Leave' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
    overlay,
  );
  await shoot('edit-profile', async () => {
    await page.goto('/edit-profile');
    await expect(page.getByLabel('First name')).toHaveValue('Alex');
  });
  await shootAt('children', '/children', () => page.getByText('Riverside U10').first());
  await shootAt('add-child', '/add-child', () => heading('Add a child'));
  await open('/children', () => page.getByText('Mia Morgan', { exact: true }))();
  const mia = page.getByRole('listitem').filter({ has: page.getByText('Mia Morgan', { exact: true }) });
  const miaEdit = await mia.getByRole('link', { name: 'Edit' }).getAttribute('href');
  await shootAt('edit-child', miaEdit, () => heading('Edit Mia Morgan'));

  // a fresh registration, not verified yet: the login page shows the verification panel
  await logout();
  await register(people.fresh);
  await shootAt('login-verification', '/login', () => page.getByRole('button', { name: 'Resend verification' }));
  await shootAt('mailbox', '/mailbox', () => page.getByText(`To: ${people.fresh}`));

  console.log(`${taken.length} screenshots in ${outDir}`);
} catch (error) {
  const file = join(outDir, 'failed.png');
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  console.error(`Failed on ${page.url()} (see ${file}):\n${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
