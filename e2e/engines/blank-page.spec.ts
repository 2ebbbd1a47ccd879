import { join } from 'node:path';
import { test } from '@playwright/test';
import { serveBuild } from '../support/app-server';
import {
  addChild,
  field,
  heading,
  link,
  login,
  logout,
  register,
  uniqueEmail,
  verifyThroughMailbox,
} from './support/flows';
import { openWebKit } from './support/webkit';

// WebKit kept the page it left in its back/forward cache frozen with an IndexedDB transaction
// open, and the next page load of the app waited on it for ever: a blank page, reloads included
// (3 of 4 tries after adding a child, before src/backend/local/page-hide-release.ts). Each new
// page load below follows the work that left a transaction open, at once; every one must render.

const ROUNDS = 3;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
test('WebKit: a new page load right after a write always renders', async ({}, testInfo) => {
  test.setTimeout(300_000);
  const app = await serveBuild(join(process.cwd(), 'dist'));
  const page = await openWebKit(app.url, testInfo.parallelIndex);
  const timings: number[] = [];
  const timed = async (see: () => Promise<void>) => {
    const started = Date.now();
    await see();
    timings.push(Date.now() - started);
  };
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const email = uniqueEmail('blank');
      // the mailbox, right after Register
      await register(page, email);
      await page.goto('/mailbox');
      await timed(() => page.see(heading('Mailbox', 2)));
      await verifyThroughMailbox(page, email);
      await page.click(link('Go to login'));
      await page.see(heading(`Welcome, ${email}`));
      await logout(page);
      await login(page, email);
      await page.see(heading(`Welcome, ${email}`));
      // a new team's form, right after logging in
      await page.goto('/teams/new');
      await timed(() => page.see(field('Name')));
      // the dashboard, right after adding a child
      await addChild(page, { first: `Kid${round}`, last: 'Lee', dob: '2014-05-02' });
      await page.goto('/dashboard');
      await timed(() => page.see(heading(`Welcome, ${email}`)));
      await logout(page);
    }
    console.log(`webkit blank page: ${timings.length} loads rendered, slowest ${Math.max(...timings)} ms`);
    await page.expectNoErrors();
  } finally {
    await page.close();
    await app.close();
  }
});
