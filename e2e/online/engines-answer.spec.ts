import { answersRegion, day } from '../support/events';
import { createTeam, shownJoinCode } from '../support/groups';
import { type EngineName, openEngine } from '../engines/support/engines';
import { button, field, heading, register, setName, toast, uniqueEmail } from '../engines/support/flows';
import { pattern } from '../engines/support/in-page';
import { newPerson, openVerificationLink } from './support/accounts';
import { createSyncedEvent } from './support/club-setup';
import { expect, test } from './support/online-test';

// The Firebase build in WebKit (an iPhone's engine) and Firefox, against the Auth and Firestore
// emulators on loopback: a parent signs up, verifies, joins the coach's team with its code and
// answers an event on /schedule; the coach's open event page, in Chromium, shows the answer.

for (const engine of ['webkit', 'firefox'] as EngineName[]) {
  test(`${engine}: a parent signs up and answers; the coach's Chromium page shows it`, async ({
    app,
    device,
  }, testInfo) => {
    test.setTimeout(180_000);
    const coach = await device('coach', 'desktop');
    await newPerson(coach.page, 'coach', 'Cora', 'Coach');
    const teamId = await createTeam(coach.page, { name: 'Engines U12' });
    const code = await shownJoinCode(coach.page);
    const eventId = await createSyncedEvent(coach.page, teamId, { title: 'Saturday match', date: day(3) });
    await coach.page.goto(`/events/${eventId}`);

    const parent = await openEngine(engine, app.url, testInfo.parallelIndex);
    try {
      const email = uniqueEmail('parent');
      await register(parent, email);
      await openVerificationLink(email);
      // the panel also checks by itself (every 10 s, and when the tab is shown) and may move on
      // first, taking the button with it: either way the parent lands on the dashboard
      await parent.click(button("I've verified — Check again")).catch(() => undefined);
      await parent.see(heading(`Welcome, ${email}`));
      await setName(parent, 'Pat', 'Parent');

      await parent.goto('/join');
      await parent.fill(field('Join code'), code);
      await parent.see({ text: pattern(/^This code joins /) });
      await parent.click(button('Join'));
      await parent.see(toast('Joined team'));

      await parent.goto('/schedule');
      await parent.click({ role: 'radio', name: 'Going', within: { role: 'radiogroup', name: 'Your answer' } });
      await parent.see(toast('Answer saved'));
      const started = Date.now();
      await expect(
        answersRegion(coach.page, 'Going').getByRole('listitem').filter({ hasText: 'Pat Parent' }),
      ).toBeVisible();
      console.log(`${engine} → Chromium: the answer on the coach's page ${Date.now() - started} ms after Answer saved`);
      await parent.expectNoErrors();
    } finally {
      await parent.close();
    }
  });
}
