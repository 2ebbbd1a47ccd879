import { expect, type Page, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { addChild } from '../support/children';
import { toast, uniqueEmail } from '../support/users';

// Firestore is not running in this project: no join by code can reach the server, so every
// join waits in the device queue, as at a ground with no signal (or one that never answers).
test.describe.configure({ timeout: 120_000 });

const QUEUED = 'Join queued. It will finish when you are back online.';
/** two well-formed codes nobody can check while the server is away */
const FIRST = 'ABCDEFGH23';
const SECOND = 'QRSTUVWX45';

const tick = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
const waiting = (page: Page) => page.getByRole('region', { name: 'Waiting to join', exact: true });
const waitingRows = (page: Page) => waiting(page).getByRole('listitem');
const waitingRow = (page: Page, code: string) => waitingRows(page).filter({ hasText: code });

async function join(page: Page, typed: string) {
  await page.getByLabel('Join code').fill(typed);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

test('with no Firestore: joins by code are queued (after the time box, or at once offline), listed with who joins, kept across reloads, and cancelled for good', async ({
  page,
  context,
  request,
}) => {
  await registerVerifiedOnFirebase(page, request, uniqueEmail('joiner'));
  // a Parent (the profile is on the device) with a child to tick
  await expect(page.getByRole('region', { name: 'Family' })).toContainText('0 children');
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2015-03-04' });
  await page.goto('/join');
  await expect(tick(page, 'Me')).toBeChecked();
  await expect(waiting(page)).toHaveCount(0);

  // online, but the server never answers: queued once the join's time box is over
  await join(page, ` ${FIRST.slice(0, 5).toLowerCase()} ${FIRST.slice(5).toLowerCase()} `);
  await expect(toast(page, QUEUED)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByLabel('Join code')).toHaveValue('');
  await expect(page.getByLabel('Join code')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(waitingRows(page)).toHaveCount(1);
  await expect(waitingRow(page, FIRST)).toContainText('Me');

  // offline: queued at once, after the first; the ticked child by name
  await context.setOffline(true);
  await tick(page, 'Sam Lee').check();
  await join(page, SECOND);
  await expect(waitingRows(page)).toHaveCount(2, { timeout: 3_000 });
  await expect(waitingRows(page)).toHaveText([new RegExp(`${FIRST}.*Me`), new RegExp(`${SECOND}.*Me, Sam Lee`)]);
  await context.setOffline(false);

  // a reload (which replays the queue: still no server, so both stay, in order)
  await page.reload();
  await expect(waitingRows(page)).toHaveText([new RegExp(FIRST), new RegExp(SECOND)]);
  await expect(waitingRow(page, SECOND)).toContainText('Me, Sam Lee');

  // cancel the first: gone, and still gone after a reload
  await waitingRow(page, FIRST).getByRole('button', { name: 'Cancel' }).click();
  await expect(waitingRows(page)).toHaveText([new RegExp(SECOND)]);
  await page.reload();
  await expect(waitingRows(page)).toHaveText([new RegExp(SECOND)]);
  await expect(waitingRow(page, FIRST)).toHaveCount(0);

  // cancel the last: nothing waits, nothing is listed
  await waitingRow(page, SECOND).getByRole('button', { name: 'Cancel' }).click();
  await expect(waiting(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Join code')).toBeVisible();
  await expect(tick(page, 'Sam Lee')).toBeVisible();
  await expect(waiting(page)).toHaveCount(0);
  // no replay said anything: none of them reached a server
  await expect(page.getByRole('status').filter({ hasText: /Joined|Join failed|Invalid code/ })).toHaveCount(0);
});
