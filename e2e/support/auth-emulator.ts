import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { checkAgain, register } from './users';

export const emulatorProject = 'demo-pitchside';
const emulator = 'http://127.0.0.1:9099';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** Opens the newest verification link the Auth emulator "sent" to `email`, as a mail client would. */
export async function verifyThroughEmulator(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${emulator}/emulator/v1/projects/${emulatorProject}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
      return link;
    })
    .toBeTruthy();
  const opened = await request.get(link as string);
  expect(opened.ok()).toBe(true);
}

/** Registers on the Firebase build, verifies through the emulator's link, and signs in: ends on /dashboard. */
export async function registerVerifiedOnFirebase(page: Page, request: APIRequestContext, email: string) {
  await register(page, email);
  await verifyAndMoveOn(page, request, email);
}

/** On the verification panel just registered: verifies through the emulator's link; ends on /dashboard. */
export async function verifyAndMoveOn(page: Page, request: APIRequestContext, email: string) {
  await verifyThroughEmulator(request, email);
  // the panel also checks by itself (every 10 s, and when the tab is shown) and may move on first,
  // taking the button with it: either way the user lands on the dashboard
  await checkAgain(page)
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}
