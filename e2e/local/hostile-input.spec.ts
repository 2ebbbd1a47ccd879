import { expect, type Locator, type Page, test } from '@playwright/test';
import { childRow, childRows } from '../support/children';
import { enterCode, groupRow, logout, shownJoinCode } from '../support/groups';
import { getDoc, signedInUid } from '../support/local-db';
import { seedPerson } from '../support/seed-people';
import { toast, toasts, uniqueEmail } from '../support/users';

/**
 * A representative dozen of the hostile-input cases in the browser, on the production
 * build with the local backend: markup shown as text and never run, limits with their messages
 * and nothing stored, every script shown as typed, blank and padded input, impossible dates,
 * malformed join codes, double-clicked submits. The validators' and the local rules' suites
 * hold the rest.
 */

const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '<script>window.__pwned=1</script>';

/** How many documents the local backend stores in a collection (whatever the rules would show). */
function countDocs(page: Page, collection: string) {
  return page.evaluate(
    (collection) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('pitchside-local');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('docs').objectStore('docs').index('collection').count(collection);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
    collection,
  );
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: unknown }).__pwned);

/** The message beside the field, the field marked invalid, and the same words as a toast. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(toast(page, message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}`));
}

async function fillClubName(page: Page, name: string) {
  await page.goto('/clubs/new');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
}

async function fillChild(page: Page, child: { first: string; last: string; dob?: string }) {
  await page.goto('/add-child');
  await page.getByLabel('First name').fill(child.first);
  await page.getByLabel('Last name').fill(child.last);
  if (child.dob) await page.getByLabel('Date of birth').fill(child.dob);
}

test.beforeEach(async ({ page }) => {
  await seedPerson(page, { email: uniqueEmail('hostile') });
});

test.describe('markup is shown as text and never runs', () => {
  test('a club named <img src=x onerror=…>', async ({ page }) => {
    await fillClubName(page, IMG);
    await expect(toast(page, 'Club created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMG);
    await page.goto('/manage');
    await expect(groupRow(page, 'Clubs', IMG)).toBeVisible();
    expect(await pwned(page)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a child named <script>…</script>, and a profile named <img onerror>', async ({ page }) => {
    await fillChild(page, { first: SCRIPT, last: 'Kid', dob: '2016-04-02' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Child added')).toBeVisible();
    await expect(childRow(page, `${SCRIPT} Kid`)).toBeVisible();

    await page.goto('/edit-profile');
    await page.getByLabel('First name').fill(IMG);
    await page.getByLabel('Last name').fill('Parent');
    await page.getByLabel('Date of birth').fill('1985-07-14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${IMG} Parent`);
    expect(await pwned(page)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('limits, blanks and padding', () => {
  test('a 10,000-character club name: the length message, and nothing is created', async ({ page }) => {
    await fillClubName(page, 'L'.repeat(10_000));
    await expectFieldError(page, page.getByLabel('Name'), 'Name must be at most 100 characters');
    await expect(page).toHaveURL(/\/clubs\/new$/);
    expect(await countDocs(page, 'clubs')).toBe(0);
    expect(await countDocs(page, 'joinCodes')).toBe(0);
  });

  test('a club name of 51 emoji typed (102 UTF-16 units, as Firestore counts): kept as typed, the message, nothing created; 50 fit', async ({
    page,
  }) => {
    await page.goto('/clubs/new');
    const name = page.getByLabel('Name');
    await name.pressSequentially('🦁'.repeat(51));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, name, 'Name must be at most 100 characters');
    await expect(name).toHaveValue('🦁'.repeat(51));
    await expect(page).toHaveURL(/\/clubs\/new$/);
    expect(await countDocs(page, 'clubs')).toBe(0);
    expect(await countDocs(page, 'joinCodes')).toBe(0);

    await name.press('Backspace');
    await expect(name).toHaveValue('🦁'.repeat(50));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Club created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('🦁'.repeat(50));
    expect(await countDocs(page, 'clubs')).toBe(1);
  });

  test('a club name of spaces only (with a zero-width space): `Club name is required`', async ({ page }) => {
    await fillClubName(page, ' \u00a0\u200b  ');
    await expectFieldError(page, page.getByLabel('Name'), 'Club name is required');
    expect(await countDocs(page, 'clubs')).toBe(0);
  });

  test('leading and trailing spaces are trimmed on save', async ({ page }) => {
    await page.goto('/clubs/new');
    await page.getByLabel('Name').fill('   Padded Lions  ');
    await page.getByLabel('Location').fill('\u00a0 Leeds \t');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Club created')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Padded Lions');
    // the write is fired, not awaited: the device's store holds it a moment after the screen shows it
    const id = page.url().split('/').at(-1) as string;
    await expect.poll(() => getDoc(page, 'clubs', id)).toMatchObject({ name: 'Padded Lions', location: 'Leeds' });
    await page.goto('/manage');
    await expect(groupRow(page, 'Clubs', 'Padded Lions')).toBeVisible();
  });
});

test.describe('every script is kept as typed', () => {
  const clubName = '⚽🦁 نادي الأسود Zoe\u0308';
  const child = { first: 'ليلى', last: 'Rene\u0301e 👩🏽‍🦱' };

  test('an emoji, right-to-left and combining club name is saved and shown as typed', async ({ page }) => {
    await fillClubName(page, clubName);
    await expect(toast(page, 'Club created')).toBeVisible();
    const id = page.url().split('/').at(-1) as string;
    await expect.poll(async () => (await getDoc(page, 'clubs', id))?.name).toBe(clubName);
    await page.goto('/manage');
    await expect(groupRow(page, 'Clubs', clubName)).toBeVisible();
  });

  test('an emoji, right-to-left and combining child name is saved and shown as typed', async ({ page }) => {
    await fillChild(page, { ...child, dob: '2015-09-09' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Child added')).toBeVisible();
    await expect(childRow(page, `${child.first} ${child.last}`)).toBeVisible();
  });
});

test.describe('dates of birth', () => {
  test('an impossible date typed into the date field (30 February): the date message, no child', async ({ page }) => {
    const uid = await signedInUid(page);
    await fillChild(page, { first: 'Sam', last: 'Kid' });
    const dob = page.getByLabel('Date of birth');
    await dob.click();
    // Chromium's date field, en-US: month, day, year
    await page.keyboard.type('02302023');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, dob, 'Enter a real date of birth, not in the future');
    await expect(page).toHaveURL(/\/add-child$/);
    expect(await countDocs(page, 'users')).toBe(1);
    expect(await getDoc(page, 'users', uid as string)).not.toBeNull();
  });

  test('a date of birth in the future: the date message, no child', async ({ page }) => {
    await fillChild(page, { first: 'Sam', last: 'Kid', dob: '2999-01-01' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(page, page.getByLabel('Date of birth'), 'Enter a real date of birth, not in the future');
    expect(await countDocs(page, 'users')).toBe(1);
  });
});

test.describe('malformed join codes: `Invalid code`', () => {
  for (const [what, typed] of [
    ['with punctuation', 'ABCD-EFG!2'],
    ['too short', 'ABC23'],
    ['holding O and 0', 'ABCDEFGHO0'],
  ] as const) {
    test(`a code ${what}`, async ({ page }) => {
      await enterCode(page, typed);
      await expectFieldError(page, page.getByLabel('Join code'), 'Invalid code');
      await expect(page).toHaveURL(/\/join$/);
      expect(await countDocs(page, 'clubMemberships')).toBe(0);
    });
  }
});

test.describe('double-clicked submits create exactly one', () => {
  test('Save on a new club, double-clicked', async ({ page }) => {
    await page.goto('/clubs/new');
    await page.getByLabel('Name').fill('Twice Clicked FC');
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(toast(page, 'Club created')).toBeVisible();
    await expect(page).toHaveURL(/\/clubs\/[^/]+$/);
    await page.goto('/manage');
    await expect(groupRow(page, 'Clubs', 'Twice Clicked FC')).toBeVisible();
    await expect(groupRow(page, 'Clubs', 'Twice Clicked FC')).toHaveCount(1);
    expect(await countDocs(page, 'clubs')).toBe(1);
    expect(await countDocs(page, 'joinCodes')).toBe(1);
  });

  test('Save on a new child, double-clicked', async ({ page }) => {
    await fillChild(page, { first: 'Only', last: 'Once', dob: '2014-03-03' });
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(toast(page, 'Child added')).toBeVisible();
    await expect(page).toHaveURL(/\/children$/);
    await expect(childRow(page, 'Only Once')).toBeVisible();
    await expect(childRows(page)).toHaveCount(1);
    // the parent's own profile and the one child
    expect(await countDocs(page, 'users')).toBe(2);
  });

  test('Join, double-clicked: joined once, no "Already in this club"', async ({ page }) => {
    await page.goto('/clubs/new');
    await page.getByLabel('Name').fill('Doubled Join FC');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Club created')).toBeVisible();
    const code = await shownJoinCode(page);
    await logout(page);
    await seedPerson(page, { email: uniqueEmail('joiner') });
    await page.goto('/join');
    await page.getByLabel('Join code').fill(code);
    await page.getByRole('button', { name: 'Join' }).dblclick();
    await expect(toast(page, 'Joined club')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(toasts(page, 'Joined club')).toHaveCount(1);
    await expect(toasts(page, 'Already in this club')).toHaveCount(0);
    expect(await countDocs(page, 'clubMemberships')).toBe(2);
  });
});
