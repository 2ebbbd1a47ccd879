import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { addChild, childRow } from '../support/children';
import { createClub, createTeam, memberRow } from '../support/groups';
import { FROM_DEVICE_WITHIN_MS, type SilentFirestore, silenceFirestore, timeToData } from '../support/silent-firestore';
import { toast, uniqueEmail } from '../support/users';

// A coach's phone at a ground with poor signal: the connection is "up" (navigator.onLine stays
// true) but the server accepts and then says nothing. A TCP listener on the Firestore
// emulator's port stands in for it, once the test's data is on the device. This project runs
// after the others (playwright.config.ts), so the listener disturbs no other test; its tests
// take turns on the port (e2e/support/silent-firestore.ts).
/** from the device, not after the SDK's wait for the server; the speed is the bench's (FROM_DEVICE_WITHIN_MS) */
const WITHIN_MS = FROM_DEVICE_WITHIN_MS;

let silent: SilentFirestore | undefined;
test.afterEach(async () => {
  await silent?.close();
  silent = undefined;
});

test('with a Firestore that accepts and never answers: the dashboard, a squad and the children show their cached data from the device, and the app says it works from the device', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('coach'));
  await createClub(page, { name: 'Windy FC' });
  const teamId = await createTeam(page, { name: 'Windy U10', club: 'Windy FC' });
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2014-05-02' });
  // the data is on the device (written while Firestore refused connections); now the signal turns poor
  silent = await silenceFirestore();

  const timings: Record<string, number> = {};
  timings.dashboard = await timeToData(page, '/dashboard', async () => {
    await expect(page.getByRole('region', { name: 'Teams', exact: true })).toContainText('1 team', {
      timeout: WITHIN_MS,
    });
  });
  timings.squad = await timeToData(page, `/teams/${teamId}`, async () => {
    await expect(memberRow(page, 'Unnamed')).toContainText('owner', { timeout: WITHIN_MS });
  });
  timings.children = await timeToData(page, '/children', async () => {
    await expect(childRow(page, 'Sam Lee')).toBeVisible({ timeout: WITHIN_MS });
  });
  console.log(`poor signal, navigation to cached data (ms): ${JSON.stringify(timings)}`);
  for (const [screen, ms] of Object.entries(timings)) expect(ms, screen).toBeLessThanOrEqual(WITHIN_MS);

  // the browser says online; the app notices that the server does not answer
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'The connection is not answering.' })).toBeVisible({
    timeout: 15_000,
  });

  // joining needs the server: after its time box, the join waits in the device queue
  await page.goto('/join');
  await page.getByLabel('Join code').fill('ABCDEFGH23');
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(toast(page, 'Join queued. It will finish when you are back online.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Waiting to join', exact: true }).getByRole('listitem')).toContainText(
    'ABCDEFGH23',
  );
});
