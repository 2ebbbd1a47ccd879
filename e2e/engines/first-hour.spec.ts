import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveBuild } from '../support/app-server';
import { brokenWords, SHORT_WORD } from '../support/broken-words';
import { type EngineName, openEngine } from './support/engines';
import {
  addChild,
  createEvent,
  createTeam,
  dayFromToday,
  heading,
  joinWith,
  registerVerified,
  setName,
  shownJoinCode,
  toast,
  uniqueEmail,
} from './support/flows';
import type { Query } from './support/in-page';

// A parent who coaches, on an iPhone's engine and on Firefox, through the first hour on the
// local build (served with its production headers): register, verify, a profile, a child, a
// team, the child joined with the code, an event, an answer given on /schedule and shown on
// the event page, a reload that keeps it all, and then, with the server gone, the app from the
// worker's precache with the device's data.

const squadAnswers = (answer: string): Query => ({
  role: 'region',
  name: answer,
  within: { role: 'region', name: "The squad's answers" },
});

for (const engine of ['webkit', 'firefox'] as EngineName[]) {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  test(`${engine}: the first hour, a reload, and offline from the precache`, async ({}, testInfo) => {
    test.setTimeout(240_000);
    const app = await serveBuild(join(process.cwd(), 'dist'));
    const page = await openEngine(engine, app.url, testInfo.parallelIndex);
    try {
      await page.goto('/');
      await page.see(heading('Manage your team like a pro'));

      await registerVerified(page, uniqueEmail('parent'));
      await setName(page, 'Robin', 'Parent');
      await addChild(page, { first: 'Sam', last: 'Parent', dob: '2014-05-02' });
      const teamId = await createTeam(page, 'Engines U12');
      const code = await shownJoinCode(page);
      if (engine === 'firefox') {
        // where Firefox broke `Settings` inside ("Setting" / "s") in the section links
        for (const width of [320, 360, 375, 390]) {
          await page.resize(width, 800);
          expect(await page.runPlain(brokenWords, SHORT_WORD), `the team page at ${width} px`).toEqual([]);
        }
        await page.resize(1280, 900);
      }
      await joinWith(page, code, ['Sam Parent']);
      const eventId = await createEvent(page, teamId, {
        title: 'Tuesday training',
        date: dayFromToday(1),
        start: '18:00',
        end: '19:30',
      });

      await page.goto('/schedule');
      const sam: Query = {
        role: 'radio',
        name: 'Going',
        within: { role: 'radiogroup', name: 'Sam Parent', within: { role: 'main' } },
      };
      await page.click(sam);
      await page.see(toast('Answer saved'));
      await page.goto(`/events/${eventId}`);
      await page.see({ text: 'Sam Parent', within: squadAnswers('Going') });

      await page.reload();
      await page.see(heading('Tuesday training'));
      await page.see({ text: 'Sam Parent', within: squadAnswers('Going') });
      expect(await page.run(() => navigator.serviceWorker.controller !== null)).toBe(true);

      app.goOffline();
      await page.goto('/schedule');
      await page.see({ role: 'link', name: 'Tuesday training' });
      expect(await page.isChecked(sam)).toBe(true);
      await page.goto('/dashboard');
      await page.see(heading('Welcome, Robin Parent'));
      await page.goto(`/teams/${teamId}`);
      await page.see(heading('Engines U12'));
      await page.see({ role: 'link', name: 'Tuesday training', within: { role: 'region', name: 'Events' } });
      expect(app.reachedWhileOffline.filter((path) => !path.startsWith('/sw.js'))).toEqual([]);
      await page.expectNoErrors();
    } finally {
      await page.close();
      await app.close();
    }
  });
}
