import { expect, type Page } from '@playwright/test';
import { setName } from '../../support/groups';
import { checkAgain, register, uniqueEmail } from '../../support/users';
import { verificationLink } from './emulators';

/** Opens the verification link the Auth emulator "mailed" to this address, as a mail client would. */
export async function openVerificationLink(email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = await verificationLink(email);
      return link;
    })
    .toBeTruthy();
  const opened = await fetch(link as string);
  expect(opened.ok).toBe(true);
}

/** Registers, verifies through the emulator's link and moves on from the panel: ends on /dashboard. */
export async function signUpVerified(page: Page, email: string) {
  await register(page, email);
  await openVerificationLink(email);
  // the panel also checks by itself (when it opens, and every 10 s) and may move on first
  await checkAgain(page)
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** A new verified person with a name, on this device: ends on /dashboard. Returns the address. */
export async function newPerson(page: Page, prefix: string, first: string, last: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await signUpVerified(page, email);
  await setName(page, first, last);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${first} ${last}`);
  return email;
}
