import type { Page, Request } from '@playwright/test';
import { day, eventItem, fillEventForm, openNewEvent } from '../support/events';
import { createTeam, groupRow, shownJoinCode } from '../support/groups';
import { newPerson } from './support/accounts';
import { joinAs, synced } from './support/club-setup';
import { listDocuments, readDocument } from './support/emulators';
import { type Device, expect, test } from './support/online-test';

/*
 * docs/architecture.md "Documents this device wrote": a batch whose commit reached the server but
 * whose acknowledgement never reached the page (the page closed or reloaded right after `Save`)
 * is sent again by the Firestore SDK from the device's queue once the app opens again. The rules
 * refused such copies of a new team (its join code's `reservedAt` is the server's time of each
 * commit) and of a new event (an update must raise its sequence): the SDK rolled the document back
 * on the device that made it, whose page said `Team not found` or `Event not found` and left.
 * A leave's copy, deleting a membership already gone, was refused too, and the team came back on
 * the phone until the server's answer was read. online-test.ts fails a spec on a failure toast and
 * on any write the emulator's log says it refused.
 */

/** What a WebChannel request to Firestore's write stream carries, decoded; '' for any other request. */
function writeStreamBody(request: Request): string {
  if (request.method() !== 'POST' || !request.url().includes('/google.firestore.v1.Firestore/Write/channel')) return '';
  return decodeURIComponent((request.postData() ?? '').replace(/\+/g, ' '));
}

/**
 * Does `press`, with the page's scripts paused (Chromium's debugger) as the batch writing
 * `marker` leaves: the server commits it, and the page, still paused, never reads the answer.
 * Returns what the batch carried; the caller closes the page once the server shows the write.
 */
async function loseTheAnswer(page: Page, marker: string, press: () => Promise<void>): Promise<string> {
  const chromium = await page.context().newCDPSession(page);
  await chromium.send('Debugger.enable');
  let sent: (body: string) => void = () => {};
  const written = new Promise<string>((resolve, reject) => {
    sent = resolve;
    setTimeout(() => reject(new Error(`no batch writing "${marker}" left the page within 30 s`)), 30_000);
  });
  await page.route('**/google.firestore.v1.Firestore/Write/channel**', async (route) => {
    const body = writeStreamBody(route.request());
    if (!body.includes('"writes"') || !body.includes(marker)) return route.continue();
    // paused before the server has it: however fast the answer comes, the page cannot read it
    await chromium.send('Debugger.pause');
    await route.fulfill({ response: await route.fetch() });
    sent(body);
  });
  await press();
  return written;
}

/**
 * The page closed once `stored` says the server applied the write (the request is answered
 * before the commit is).
 */
async function closeOnceStored(page: Page, stored: () => Promise<boolean>) {
  await expect.poll(stored, { timeout: 15_000 }).toBe(true);
  await page.close({ runBeforeUnload: false });
}

/** `Save` on a form, its answer lost: returns the id of the `collection` document it created. */
async function saveAndLoseTheAnswer(page: Page, collection: string, marker: string): Promise<string> {
  const body = await loseTheAnswer(page, marker, () => page.getByRole('button', { name: 'Save' }).click());
  const id = body.match(new RegExp(`documents/${collection}/([^"/]+)"`))?.[1] ?? '';
  expect(id, `the batch writes a document of ${collection}`).not.toBe('');
  await closeOnceStored(page, async () => (await readDocument(`${collection}/${id}`)) !== undefined);
  return id;
}

/** The app opened again on the same device; `sentAgain()` tells whether it sent the batch writing `marker`. */
async function reopen(device: Device, marker: string) {
  const page = await device.context.newPage();
  let seen = false;
  page.on('request', (request) => {
    const body = writeStreamBody(request);
    if (body.includes('"writes"') && body.includes(marker)) seen = true;
  });
  return { page, sentAgain: () => seen };
}

test('a team whose creation landed but whose answer was lost: reopened, the app sends it again, the server accepts it, the team stays', async ({
  device,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  await newPerson(coach.page, 'coach', 'Cora', 'Coach');
  await coach.page.goto('/teams/new');
  await expect(coach.page.getByRole('heading', { level: 1, name: 'New team' })).toBeVisible();
  await coach.page.getByLabel('Name').fill('Resent Rovers');
  const teamId = await saveAndLoseTheAnswer(coach.page, 'teams', 'Resent Rovers');

  // the server holds the team, its owner's membership and its join code, reserved once
  const team = await readDocument(`teams/${teamId}`);
  expect(team?.name).toBe('Resent Rovers');
  const code = team?.joinCode as string;
  const firstReservation = (await readDocument(`joinCodes/${code}`))?.reservedAt;
  expect(firstReservation).toBeTruthy();

  // the app opens again on the same device: its queue still holds the batch, unanswered
  const { page } = await reopen(coach, 'Resent Rovers');
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resent Rovers' })).toBeVisible();
  // sent again and accepted: the server dated the reservation again, and nothing else changed
  await expect
    .poll(async () => (await readDocument(`joinCodes/${code}`))?.reservedAt, { timeout: 30_000 })
    .not.toBe(firstReservation);
  await synced(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Resent Rovers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Join code', exact: true })).toContainText(code);
  expect(await readDocument(`teams/${teamId}`)).toEqual(team);
});

test('an event whose creation landed but whose answer was lost: reopened, its copy is accepted and the event stays', async ({
  device,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  await newPerson(coach.page, 'coach', 'Cora', 'Coach');
  const teamId = await createTeam(coach.page, { name: 'Resent United' });
  await synced(coach.page);
  await openNewEvent(coach.page, teamId);
  await fillEventForm(coach.page, { title: 'Lost answer training', date: day(3), start: '18:00', end: '19:30' });
  const eventId = await saveAndLoseTheAnswer(coach.page, 'events', 'Lost answer training');
  const stored = await readDocument(`events/${eventId}`);
  expect(stored?.title).toBe('Lost answer training');

  // an unchanged copy leaves no trace on the server: the request shows it was sent again
  const { page, sentAgain } = await reopen(coach, 'Lost answer training');
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost answer training' })).toBeVisible();
  await synced(page);
  expect(sentAgain(), 'the reopened app sent the event’s batch again').toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost answer training' })).toBeVisible();
  await page.goto(`/teams/${teamId}`);
  await expect(eventItem(page, 'Lost answer training')).toBeVisible();
  expect(await readDocument(`events/${eventId}`)).toEqual(stored);
});

test('a member who left, the answer lost: reopened, the leave sent again is accepted and the team stays gone', async ({
  device,
}) => {
  test.setTimeout(120_000);
  const coach = await device('coach', 'desktop');
  await newPerson(coach.page, 'coach', 'Cora', 'Coach');
  const teamId = await createTeam(coach.page, { name: 'Leavers XI' });
  const code = await shownJoinCode(coach.page);
  await synced(coach.page);

  const player = await device('player', 'phone');
  const email = await newPerson(player.page, 'player', 'Pip', 'Player');
  await joinAs(player.page, code, ['Me'], 'Joined team');
  const me = (await listDocuments('users')).find((user) => user.email === email)?.id as string;
  const membership = `teamMemberships/${teamId}_${me}`;
  await expect(groupRow(player.page, 'Teams', 'Leavers XI')).toBeVisible();
  await groupRow(player.page, 'Teams', 'Leavers XI').getByRole('button', { name: 'Leave' }).click();
  await loseTheAnswer(player.page, membership, () =>
    player.page.getByRole('alertdialog').getByRole('button', { name: 'Leave', exact: true }).click(),
  );
  await closeOnceStored(player.page, async () => (await readDocument(membership)) === undefined);

  // a delete of what is gone leaves no trace on the server: the request shows it was sent again
  const { page, sentAgain } = await reopen(player, membership);
  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage clubs and teams' })).toBeVisible();
  await expect.poll(sentAgain, { timeout: 30_000 }).toBe(true);
  await synced(page);
  await expect(groupRow(page, 'Teams', 'Leavers XI')).toHaveCount(0);
});
