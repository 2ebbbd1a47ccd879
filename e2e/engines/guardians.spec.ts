import { join } from 'node:path';
import { test } from '@playwright/test';
import { serveBuild } from '../support/app-server';
import type { EnginePage } from './support/engine-page';
import { type EngineName, openEngine } from './support/engines';
import {
  addChild,
  button,
  createEvent,
  createTeam,
  dayFromToday,
  heading,
  joinWith,
  login,
  logout,
  registerVerified,
  setName,
  shownJoinCode,
  toast,
  uniqueEmail,
} from './support/flows';
import { pattern, type Query } from './support/in-page';

// A child's second guardian on an iPhone's engine and on Firefox, on the local build: the first
// guardian invites an address in the child's `Guardians` region; the person who registers with
// it is asked on landing and accepts; they answer for the child on /schedule; the first guardian
// sees the answer with `by {first name}` on the event page and removes them; the child is gone
// from their /children.

const guardians: Query = { role: 'region', name: 'Guardians' };
const row = (name: string): Query => ({ role: 'listitem', name: pattern(new RegExp(name)), within: guardians });

async function openChild(page: EnginePage, childName: string) {
  await page.goto('/children');
  await page.click({ role: 'link', name: 'Edit', within: { role: 'listitem', name: pattern(new RegExp(childName)) } });
  await page.see(heading(`Edit ${childName}`));
}

for (const engine of ['webkit', 'firefox'] as EngineName[]) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  test(`${engine}: a second guardian is invited, accepts, answers for the child and is removed`, async ({}, testInfo) => {
    test.setTimeout(240_000);
    const app = await serveBuild(join(process.cwd(), 'dist'));
    const page = await openEngine(engine, app.url, testInfo.parallelIndex);
    try {
      const robin = uniqueEmail('parent');
      await registerVerified(page, robin);
      await setName(page, 'Robin', 'Park');
      await addChild(page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
      const teamId = await createTeam(page, 'Engines Falcons');
      const code = await shownJoinCode(page);
      await joinWith(page, code, ['Mia Park']);
      const eventId = await createEvent(page, teamId, {
        title: 'Tuesday training',
        date: dayFromToday(2),
        start: '18:00',
        end: '19:30',
      });

      await openChild(page, 'Mia Park');
      const gran = uniqueEmail('gran');
      await page.fill({ label: 'Guardian’s email', within: guardians }, gran);
      await page.click({ ...button('Invite guardian'), within: guardians });
      await page.see(toast('Invite sent'));
      await page.see({ ...button('Cancel invite'), within: row(`${gran} \\(invited\\)`) });

      // Gran registers with the invited address and is asked where she lands
      await logout(page);
      await registerVerified(page, gran);
      const question: Query = {
        role: 'alertdialog',
        name: 'Robin Park invited you to be a guardian of Mia Park. Accept?',
      };
      await page.click({ ...button('Accept'), within: question });
      await page.see(toast('You are now a guardian of Mia'));
      await setName(page, 'Grace', 'Hill');

      await page.goto('/schedule');
      await page.click({
        role: 'radio',
        name: 'Going',
        within: { role: 'radiogroup', name: 'Mia Park', within: { role: 'main' } },
      });
      await page.see(toast('Answer saved'));

      // the first guardian sees who answered, and removes her
      await logout(page);
      await login(page, robin);
      await page.see(heading('Welcome, Robin Park'));
      await page.goto(`/events/${eventId}`);
      await page.see({
        text: pattern(/by Grace/),
        within: { role: 'region', name: 'Going', within: { role: 'region', name: "The squad's answers" } },
      });
      await openChild(page, 'Mia Park');
      await page.click({ ...button('Remove'), within: row('Grace Hill') });
      await page.click({ ...button('Remove'), within: { role: 'alertdialog' } });
      await page.see(toast('Guardian removed'));
      await page.notSee(row('Grace Hill'));

      await logout(page);
      await login(page, gran);
      await page.see(heading('Welcome, Grace Hill'));
      await page.goto('/children');
      await page.see({ text: pattern(/^No children yet\./) });
      await page.expectNoErrors();
    } finally {
      await page.close();
      await app.close();
    }
  });
}
