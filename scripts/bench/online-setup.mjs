// The people and data of the online part, made through the screens of the Firebase build with
// Firestore reachable: a coach with a club and a team in it, a member of that team (joined by the
// team's code) and an event. Mirrors the online e2e's set-up (e2e/online/support/club-setup.ts,
// e2e/support/groups.ts, e2e/support/events.ts) in plain Playwright calls.
import { signUpFirebase, uniqueEmail, visible } from './browser.mjs';
import { emulatorProject, firestoreEmulator } from './servers.mjs';

const TIMEOUT = 60_000;

/** The join code alphabet of docs/product.md §9: no I, no O, digits 2 to 9. */
const JOIN_CODE = /^[A-HJ-NP-Z2-9]{10}$/;

const toast = (page, text) => page.getByRole('status').filter({ hasText: text }).first();

const lastPathPart = (page) => new URL(page.url()).pathname.split('/').at(-1);

const DOCUMENTS = `${firestoreEmulator}/v1/projects/${emulatorProject}/databases/(default)/documents`;

/**
 * Waits until the document at `path` (`joinCodes/ABC`) is stored on the server, read through the
 * emulator's REST API with the `owner` token (as e2e/online/support/emulators.ts reads it). The
 * screens show a write from the device cache at once; another device sees it only once it is sent,
 * which a freshly started emulator answers slowly (its first channels take seconds).
 */
export async function storedOnServer(path) {
  const end = Date.now() + TIMEOUT;
  while (Date.now() < end) {
    const response = await fetch(`${DOCUMENTS}/${path}`, { headers: { Authorization: 'Bearer owner' } });
    if (response.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} was not on the server within ${TIMEOUT / 1000} s`);
}

/** A new verified person with a name, signed in on this page: ends on /dashboard. */
export async function newNamedPerson(page, prefix, first, last) {
  const email = uniqueEmail(prefix);
  await signUpFirebase(page, email);
  await page.goto('/edit-profile');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Date of birth').fill('1990-05-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: TIMEOUT });
  await visible(page.getByRole('heading', { level: 1, name: `Welcome, ${first} ${last}` }), TIMEOUT);
  return email;
}

/** The join code shown on an open club or team page. */
async function shownJoinCode(page) {
  const code = page.getByRole('region', { name: 'Join code', exact: true }).getByText(JOIN_CODE);
  await visible(code, TIMEOUT);
  return (await code.first().textContent()).trim();
}

/** Waits until the select `field` (found again each time: the form may render it anew) has `value` chosen. */
async function chosen(field, value) {
  const end = Date.now() + TIMEOUT;
  let seen;
  while (Date.now() < end) {
    seen = await field.inputValue({ timeout: TIMEOUT }).catch(() => undefined);
    if (seen === value) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Club field holds ${JSON.stringify(seen)}, not the club ${value}`);
}

/**
 * Through /clubs/new, then `+ Team` on the club's page (the form starts with the club chosen):
 * answers the club's id and the team's id, name and join code; ends on the team's page.
 */
export async function clubWithTeam(page, { club, team }) {
  await page.goto('/clubs/new');
  await page.getByLabel('Name').fill(club);
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Club created'), TIMEOUT);
  await page.waitForURL(/\/clubs\/[^/]+$/, { timeout: TIMEOUT });
  // the URL changes before the club's page replaces the form: wait for the page itself
  await visible(page.getByRole('heading', { level: 1, name: club }), TIMEOUT);
  const clubId = lastPathPart(page);
  await page.getByRole('link', { name: '+ Team' }).click();
  await page.waitForURL(/\/teams\/new/, { timeout: TIMEOUT });
  await chosen(page.getByLabel('Club'), clubId);
  await page.getByLabel('Name').fill(team);
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Team created'), TIMEOUT);
  await visible(page.getByRole('heading', { level: 1, name: team }), TIMEOUT);
  return { clubId, teamId: lastPathPart(page), teamName: team, code: await shownJoinCode(page) };
}

const JOIN_TRIES = 3;

/**
 * On /join: the signed-in person joins by the team's code (alone: no children); ends on /manage.
 * The join reads the server, time-boxed; when a slow answer made it fail, Join is pressed again,
 * as a person would.
 */
export async function joinTeam(page, code) {
  await page.goto('/join');
  await page.getByLabel('Join code').fill(code);
  for (let tries = 1; ; tries += 1) {
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const joined = await page.waitForURL(/\/manage$/, { timeout: TIMEOUT / 2 }).then(
      () => true,
      () => false,
    );
    if (joined) return;
    if (tries === JOIN_TRIES) throw new Error(`not joined after ${JOIN_TRIES} tries`);
    // a failed join leaves the field as typed, or empties it when the join was queued for later
    if ((await page.getByLabel('Join code').inputValue()) === '') await page.getByLabel('Join code').fill(code);
  }
}

const pad = (n) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of tomorrow on this machine's clock and zone (the browser's too). */
function tomorrow() {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Through the team's event form: one training tomorrow; answers its id, ends on its page. */
export async function makeEvent(page, teamId, title) {
  await page.goto(`/teams/${teamId}/events/new`);
  await visible(page.getByLabel('Title', { exact: true }), TIMEOUT);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill(tomorrow());
  await page.getByLabel('Start time', { exact: true }).fill('18:00');
  await page.getByLabel('End time', { exact: true }).fill('19:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await visible(toast(page, 'Event created'), TIMEOUT);
  await page.waitForURL(/\/events\/[^/]+$/, { timeout: TIMEOUT });
  await visible(page.getByRole('heading', { level: 1, name: title }), TIMEOUT);
  return lastPathPart(page);
}
