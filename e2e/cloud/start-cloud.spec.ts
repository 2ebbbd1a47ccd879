import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { createTeam, groupRow, setName } from '../support/groups';
import { checkAgain, login, register, toast, uniqueEmail } from '../support/users';
import { cloudOrigin, cloudTest } from './cloud-test-settings';

/** The authority start:cloud made (scripts/cloud/certificate.mjs), which a phone installs. */
const authority = () => readFileSync(join(cloudTest.dir, 'pitchside-local-ca.crt'), 'utf8');

/** The base64 SHA-256 of a certificate's public key, as Chromium's trust flag takes it. */
function publicKeyHash(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Whether a TLS client that trusts only this authority accepts the page's certificate. */
function certificateAccepted(ca: string): Promise<{ authorized: boolean; error?: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: cloudTest.host, port: cloudTest.port, ca }, () => {
      resolve({ authorized: socket.authorized, error: socket.authorizationError?.message });
      socket.end();
    });
    socket.on('error', reject);
  });
}

const firestoreRuns = () =>
  fetch(`http://127.0.0.1:${cloudTest.firestorePort}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/** A phone: a browser context of its own; each request it makes (its service worker's too) is noted. */
async function phone(browser: Browser, requests: string[], consoleErrors: string[]) {
  const context = await browser.newContext({
    baseURL: cloudOrigin,
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { context, page };
}

/** Verifies the address from the mailbox page, in a tab of its own, as a person on the phone does. */
async function verifyFromMailbox(context: BrowserContext, email: string) {
  const mailbox = await context.newPage();
  await mailbox.goto('/__/mailbox');
  await expect(mailbox.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await mailbox
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Verify the address' })
    .click();
  await expect(mailbox.getByText('The email has been successfully verified.')).toBeVisible();
  await mailbox.close();
}

/**
 * A proxy on loopback that drops every connection: Chromium sends it every request beyond
 * loopback (it never sends loopback through a proxy), so none leaves this machine.
 */
async function droppingProxy(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const controlledByServiceWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('start:cloud: two phones share a team through the page origin, over HTTPS, with the service worker', async () => {
  // the certificate: a phone that installed the authority accepts the page's address
  expect(await certificateAccepted(authority())).toEqual({ authorized: true, error: undefined });

  const withFirestore = await firestoreRuns();
  // Chromium trusting the authority, as a phone that installed it (no certificate error ignored),
  // its requests beyond loopback dropped on this machine (Playwright's route() would not do:
  // intercepting requests stalls Firestore's WebChannel streams)
  const proxy = await droppingProxy();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      `--ignore-certificate-errors-spki-list=${publicKeyHash(authority())}`,
      `--proxy-server=${proxy.url}`,
    ],
  });
  const requests: string[] = [];
  const consoleErrors: string[] = [];
  try {
    const coach = await phone(browser, requests, consoleErrors);
    const email = uniqueEmail('coach');
    await register(coach.page, email);
    await expect(toast(coach.page, 'Verification email sent. Please check your inbox.')).toBeVisible();
    await verifyFromMailbox(coach.context, email);
    await checkAgain(coach.page).click();
    await expect(coach.page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => controlledByServiceWorker(coach.page)).toBe(true);

    await setName(coach.page, 'Cora', 'Coach');
    await createTeam(coach.page, { name: 'Under 9s' });
    if (withFirestore) {
      // the second phone has nothing on the device: it reads the team from the server
      const second = await phone(browser, requests, consoleErrors);
      await second.page.goto('/login');
      await login(second.page, email);
      await expect(second.page).toHaveURL(/\/dashboard$/);
      await second.page.goto('/manage');
      await expect(groupRow(second.page, 'Teams', 'Under 9s')).toBeVisible();
      await expect.poll(() => controlledByServiceWorker(second.page)).toBe(true);
    } else {
      // start:cloud said in the terminal that Firestore is missing; the phone keeps the team on the device
      test.info().annotations.push({
        type: 'not tested',
        description: "Google's Firestore emulator is not installed: no team shared between two phones",
      });
      await expect(coach.page.getByText('Waiting to sync').first()).toBeVisible();
    }
  } finally {
    await browser.close();
    await proxy.close();
  }

  // Auth and Firestore went through the page's own origin, and nothing else was asked for but
  // the image Firestore probes the network with after a failed request (docs/toolchain.md)
  const paths = requests.map((url) => new URL(url)).filter((url) => url.protocol.startsWith('http'));
  const elsewhere = paths.filter((url) => url.origin !== cloudOrigin).map((url) => url.origin + url.pathname);
  expect(elsewhere.filter((url) => url !== 'https://www.google.com/images/cleardot.gif')).toEqual([]);
  expect(paths.some((url) => url.pathname.startsWith('/identitytoolkit.googleapis.com/'))).toBe(true);
  if (withFirestore) expect(paths.some((url) => url.pathname.startsWith('/google.firestore.v1.Firestore/'))).toBe(true);
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});
