// Playwright's Chromium (Debian's binary), pages at a CPU slowdown, and signing a verified
// user in the way e2e/support does it (local mailbox, or the Auth emulator's links).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { authEmulator, emulatorProject } from './servers.mjs';

export const password = 'pitch-side-42';

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** `options`: more of Playwright's context options (a `storageState` to start from). */
export function newContext(browser, baseURL, options = {}) {
  return browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 412, height: 823 }, ...options });
}

/** A new tab whose renderer runs `rate` times slower (Lighthouse's mobile factor is 4). */
export async function slowPage(context, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

export const uniqueEmail = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Waits for the first element `locator` finds to show. */
export const visible = (locator, timeout = 30_000) => locator.first().waitFor({ state: 'visible', timeout });

async function register(page, email) {
  await page.goto('/register');
  await visible(page.getByRole('button', { name: 'Register' }));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/login$/, { timeout: 60_000 });
  await visible(page.getByRole('heading', { name: 'Log in' }));
}

const checkAgain = (page) => page.getByRole('button', { name: "I've verified — Check again" });

/**
 * The verification panel looks again by itself (at once when it opens, then every 10 s), so it may
 * move on to /dashboard before (or while) `Check again` is tapped: tap it unless it has, wait for the move.
 */
async function checkAgainUntilIn(page) {
  const movedOn = page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  // a tap lost to the move (the button detached, the page gone) is no failure: the move is what counts
  checkAgain(page)
    .click({ timeout: 60_000 })
    .catch(() => {});
  await movedOn;
}

/** Local build: registers, verifies through the device mailbox, signs in; ends on /dashboard. */
export async function signUpLocal(page, email) {
  await register(page, email);
  await page.goto('/mailbox');
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `To: ${email}` })
    .first();
  await mail.getByRole('link', { name: `Verify ${email}` }).click();
  await visible(page.getByText('Email verified. You can log in now.'));
  await page.getByRole('link', { name: 'Go to login' }).click();
  await checkAgainUntilIn(page);
}

/** Firebase build: registers, opens the Auth emulator's verification link, signs in; ends on /dashboard. */
export async function signUpFirebase(page, email) {
  await register(page, email);
  let link;
  for (let tries = 0; !link && tries < 100; tries += 1) {
    const response = await fetch(`${authEmulator}/emulator/v1/projects/${emulatorProject}/oobCodes`);
    const { oobCodes = [] } = await response.json();
    link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!link) throw new Error(`no verification link for ${email} from the Auth emulator`);
  const opened = await fetch(link);
  if (!opened.ok) throw new Error(`the verification link answered ${opened.status}`);
  await checkAgainUntilIn(page);
}

/** The service worker has installed (precached the app) and controls the page. */
export async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 60_000,
    polling: 200,
  });
}

/** Through the app's forms (so on Firebase the data sits in the Firestore cache): a name, a club, a team in it, a child. */
export async function makeDataThroughScreens(page) {
  await page.goto('/edit-profile');
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Ng');
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/clubs/new');
  await page.getByLabel('Name').fill('Bench FC');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/clubs\/[^/]+$/);
  await page.goto('/teams/new');
  await page.getByLabel('Name').fill('Bench U11');
  await page.getByLabel('Age group').fill('U11');
  // the team goes in the club when the form offers it (owned clubs load from the device); else it has no club
  const inClub = await page
    .getByLabel('Club')
    .getByRole('option', { name: 'Bench FC' })
    .waitFor({ state: 'attached', timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (inClub) await page.getByLabel('Club').selectOption({ label: 'Bench FC' });
  else
    console.warn(
      `[bench] ${page.url()}: the club made a moment ago is not offered in the team form; the team is made without a club`,
    );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/teams\/[^/]+$/);
  await page.goto('/add-child');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Date of birth').fill('2014-05-02');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/children$/);
  await visible(page.getByText('Sam Lee', { exact: true }));
}
