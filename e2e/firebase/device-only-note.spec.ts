import { expect, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { uniqueEmail } from '../support/users';

// The local build says join codes work on this device only (e2e/local/join-first-minutes.spec.ts);
// a build with a cloud backend shares them, so it never says so.
test('the join page does not say that join codes work on this device only', async ({ page, request }) => {
  await registerVerifiedOnFirebase(page, request, uniqueEmail('joiner'));
  await page.goto('/join');
  await expect(page.getByLabel('Join code')).toBeVisible();
  await expect(page.getByText('Enter the join code your coach or organiser shared with you.')).toBeVisible();
  await expect(page.getByText(/this device only/)).toHaveCount(0);
});
