import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  announcementItem,
  announcementItems,
  announcementsRegion,
  feedItem,
  feedItems,
  joinChildOnly,
  postAnnouncement,
  seenByButton,
  seenRegion,
} from '../support/announcements';
import { addChild } from '../support/children';
import { answer, answerGroup, answersRegion, createEvent, day, ZONE } from '../support/events';
import {
  confirm,
  createClub,
  createTeam,
  enterCode,
  memberRow,
  newPerson,
  shownJoinCode,
  switchTo,
} from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { toast, uniqueEmail } from '../support/users';

/**
 * The UX contract's announcements (docs/team-life.md, part 2): the `Announcements`
 * region of team and club pages, who has seen what, `/announcements`, the dashboard's card, the
 * menu's entry, and staff's `Share` on an event and on an announcement. Each test is named after
 * the contract's row it covers.
 */
test.use({ timezoneId: ZONE, locale: 'en-GB' });
// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens
test.describe.configure({ timeout: 180_000 });

/** Joins by code as the signed-in user (themself only). */
async function join(page: Page, code: string, joined: 'Joined team' | 'Joined club') {
  await enterCode(page, code);
  await expect(toast(page, joined)).toBeVisible();
}

/**
 * When a post made between `from` and `to` says it was posted, in ZONE: its weekday, day, month
 * and `HH:MM` (any minute of that span), however the device punctuates them.
 */
function postedBetween(from: Date, to: Date): RegExp {
  const format = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONE,
  });
  const options = new Set<string>();
  for (let at = Math.floor(from.getTime() / 60_000) * 60_000; at <= to.getTime(); at += 60_000) {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      format.formatToParts(new Date(at)).find((each) => each.type === type)?.value;
    options.add(`${part('weekday')}\\W*${part('day')} ${part('month')}\\W*${part('hour')}:${part('minute')}`);
  }
  return new RegExp(`(${[...options].join('|')})`);
}

/** The names listed in a `Seen` or `Not seen yet` region, sorted; `Nobody` for an empty one. */
async function expectNames(region: Locator, names: readonly string[]) {
  if (names.length === 0) {
    await expect(region.getByText('Nobody', { exact: true })).toBeVisible();
    await expect(region.getByRole('listitem')).toHaveCount(0);
    return;
  }
  await expect(region.getByRole('listitem')).toHaveCount(names.length);
  await expect
    .poll(async () => (await region.getByRole('listitem').allTextContents()).sort())
    .toEqual([...names].sort());
  await expect(region.getByText('Nobody', { exact: true })).toHaveCount(0);
}

/** Opens an announcement's `Seen by` panel and checks the count and both lists. */
async function expectSeenBy(item: Locator, seen: readonly string[], notSeen: readonly string[]) {
  const button = seenByButton(item);
  await expect(button).toHaveText(`Seen by ${seen.length} of ${seen.length + notSeen.length}`);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expectNames(seenRegion(item, 'Seen'), seen);
  await expectNames(seenRegion(item, 'Not seen yet'), notSeen);
}

/**
 * A team or club page as someone who is not its staff: the announcements, newest first, with
 * their author; no `Message`, `Post`, `Delete`, `Share` or `Seen by`. The squad is listed first,
 * so the page knows whether I am staff before the controls are looked for.
 */
async function expectReadOnly(page: Page, path: string, messages: readonly RegExp[], author: string) {
  await page.goto(path);
  await expect(memberRow(page, author)).toBeVisible();
  await expect(announcementItems(page)).toHaveText([...messages]);
  for (const item of await announcementItems(page).all()) await expect(item).toContainText(author);
  const region = announcementsRegion(page);
  await expect(region.getByLabel('Message', { exact: true })).toHaveCount(0);
  await expect(region.getByRole('textbox')).toHaveCount(0);
  for (const name of ['Post', 'Delete', 'Share'])
    await expect(region.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(region.getByRole('button', { name: /^Seen by/ })).toHaveCount(0);
}

/**
 * To the dashboard through the top bar, not a page load: marks are written in the background, and
 * loading another page at once could cut a write short before it is stored.
 */
async function toDashboard(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard's `Announcements` card's count, as its own text. */
async function expectNewCount(page: Page, count: number) {
  const card = announcementsRegion(page);
  await expect(card.getByText(`${count} new`, { exact: true })).toBeVisible();
  await expect(card.getByText(/^\d+ new$/)).toHaveCount(1);
}

test('announcements: on a team page and a club page, staff post; newest first, with author and time; a member and a guardian read them with no staff controls', async ({
  page,
}) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const clubId = await createClub(page, { name: 'News FC' });
  const clubCode = await shownJoinCode(page);
  const teamId = await createTeam(page, { name: 'News U12' });
  const teamCode = await shownJoinCode(page);
  const groups = [
    { kind: 'team', path: `/teams/${teamId}` },
    { kind: 'club', path: `/clubs/${clubId}` },
  ] as const;
  const newestFirst = (kind: string) => [
    new RegExp(`${kind} second: kick-off moved`),
    new RegExp(`${kind} first: kit`),
  ];

  const firstPost = new Date();
  for (const { kind, path } of groups) {
    await test.step(`the ${kind} page, as its owner`, async () => {
      await page.goto(path);
      const region = announcementsRegion(page);
      await expect(region).toContainText('No announcements yet');
      await expect(announcementItems(page)).toHaveCount(0);
      await expect(region.getByLabel('Message', { exact: true })).toBeVisible();
      const from = new Date();
      await postAnnouncement(page, `${kind} first: kit collection on Friday`);
      await postAnnouncement(page, `${kind} second: kick-off moved to 10:30`);
      const to = new Date();
      await expect(region).not.toContainText('No announcements yet');
      await expect(announcementItems(page)).toHaveText(newestFirst(kind));
      for (const item of await announcementItems(page).all()) {
        await expect(item).toContainText('Olive Owner');
        await expect(item).toContainText(postedBetween(from, to));
      }
      // kept: the same after a reload
      await page.reload();
      await expect(announcementItems(page)).toHaveText(newestFirst(kind));
      await expect(announcementItems(page).first()).toContainText(postedBetween(from, to));
    });
  }
  const lastPost = new Date();

  await test.step('a plain member', async () => {
    await newPerson(page, 'member', 'Max', 'Member');
    await join(page, teamCode, 'Joined team');
    await join(page, clubCode, 'Joined club');
    for (const { kind, path } of groups) await expectReadOnly(page, path, newestFirst(kind), 'Olive Owner');
    // each page recorded what it showed as seen
    await toDashboard(page);
    await expectNewCount(page, 0);
  });

  await test.step('a guardian: the parent of a child member, not a member', async () => {
    await newPerson(page, 'parent', 'Alex', 'Morgan');
    await addChild(page, { first: 'Mia', last: 'Morgan', dob: '2015-03-14' });
    await joinChildOnly(page, teamCode, 'Mia Morgan', 'Joined team');
    await joinChildOnly(page, clubCode, 'Mia Morgan', 'Joined club');
    for (const { kind, path } of groups) {
      await expectReadOnly(page, path, newestFirst(kind), 'Olive Owner');
      // the child is the member, not the parent
      await expect(memberRow(page, 'Mia Morgan')).toBeVisible();
      await expect(memberRow(page, 'Alex Morgan')).toHaveCount(0);
    }
    // and on /announcements: the child's team's and club's, in one list, newest first, each with its time
    await page.goto('/announcements');
    await expect(feedItems(page)).toHaveText([...newestFirst('club'), ...newestFirst('team')]);
    for (const item of await feedItems(page).all()) {
      await expect(item).toContainText('Olive Owner');
      await expect(item).toContainText(postedBetween(firstPost, lastPost));
    }
  });

  await test.step('the owner: both have seen them on both pages, the child through the guardian', async () => {
    await switchTo(page, owner);
    for (const { kind, path } of groups) {
      await page.goto(path);
      for (const which of ['first', 'second'])
        await expectSeenBy(announcementItem(page, `${kind} ${which}:`), ['Max Member', 'Mia Morgan'], []);
    }
  });
});

test('announcements: Message is required and at most 2,000 characters, a refused one posts nothing; markup shows as typed', async ({
  page,
}) => {
  await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Checks U10' });
  await page.goto(`/teams/${teamId}`);
  const region = announcementsRegion(page);
  const message = region.getByLabel('Message', { exact: true });
  const post = region.getByRole('button', { name: 'Post', exact: true });

  const refused = async (typed: string, error: string) => {
    await message.fill(typed);
    await post.click();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(error));
    await expect(toast(page, error)).toBeVisible();
    await expect(message).toBeFocused();
    await expect(announcementItems(page)).toHaveCount(0);
    await expect(region).toContainText('No announcements yet');
  };
  await refused('', 'Message is required');
  await refused('   \n\t  ', 'Message is required');
  await refused('x'.repeat(2001), 'Message must be at most 2,000 characters');
  // 1,001 emoji are 2,002 UTF-16 units, as Firestore counts them: kept as typed, nothing posted
  await refused('🏆'.repeat(1001), 'Message must be at most 2,000 characters');
  await expect(message).toHaveValue('🏆'.repeat(1001));
  await expect(toast(page, 'Announcement posted')).toHaveCount(0);
  // nothing was stored either
  await page.reload();
  await expect(region).toContainText('No announcements yet');

  // exactly 2,000: posted whole
  const longest = `${'y'.repeat(1999)}z`;
  await postAnnouncement(page, longest);
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await expect(announcementItems(page)).toHaveCount(1);
  await expect(announcementItem(page, longest)).toBeVisible();

  // markup is text: no element made of it, no script run
  const markup = '<b>bold</b><script>window.__injected = true</script>';
  await postAnnouncement(page, markup);
  for (let visit = 0; visit < 2; visit++) {
    const item = announcementItem(page, '<b>bold</b>');
    await expect(item).toContainText(markup);
    await expect(item.locator('b')).toHaveCount(0);
    await expect(item.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect(announcementItems(page)).toHaveCount(2);
    await page.reload();
  }
});

test('announcements: staff Delete one after confirming, Announcement deleted; it is gone for a member too', async ({
  page,
}) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Delete U11' });
  const code = await shownJoinCode(page);
  await page.goto(`/teams/${teamId}`);
  await postAnnouncement(page, 'Training cancelled tonight');
  await postAnnouncement(page, 'Bring a water bottle');

  // a member reads both (and so has marks of both)
  const member = await newPerson(page, 'member', 'Max', 'Member');
  await join(page, code, 'Joined team');
  await page.goto(`/teams/${teamId}`);
  await expect(announcementItems(page)).toHaveText([/Bring a water bottle/, /Training cancelled tonight/]);

  await switchTo(page, owner);
  await page.goto(`/teams/${teamId}`);
  const doomed = announcementItem(page, 'Training cancelled tonight');
  // the member's mark of it is known here, so it goes with it
  await expect(doomed.getByRole('button', { name: 'Seen by 1 of 1', exact: true })).toBeVisible();
  await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
  // Cancel keeps it
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(announcementItems(page)).toHaveCount(2);
  await expect(toast(page, 'Announcement deleted')).toHaveCount(0);

  await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm(page, 'Delete');
  await expect(toast(page, 'Announcement deleted')).toBeVisible();
  await expect(announcementItems(page)).toHaveText([/Bring a water bottle/]);
  await expect(toast(page, 'Delete failed')).toHaveCount(0);
  await page.reload();
  await expect(announcementItems(page)).toHaveText([/Bring a water bottle/]);

  await switchTo(page, member);
  await page.goto(`/teams/${teamId}`);
  await expect(announcementItems(page)).toHaveText([/Bring a water bottle/]);
  await page.goto('/announcements');
  await expect(feedItems(page)).toHaveText([/Bring a water bottle/]);
});

test('announcements: Seen by {n} of {m} counts the members but the author, a child once their parent has looked, never the author', async ({
  page,
}) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Seen U13' });
  const code = await shownJoinCode(page);
  const coach = await newPerson(page, 'coach', 'Casey', 'Morgan');
  await join(page, code, 'Joined team');
  const member = await newPerson(page, 'member', 'Max', 'Member');
  await join(page, code, 'Joined team');
  const parent = await newPerson(page, 'parent', 'Alex', 'Lee');
  await addChild(page, { first: 'Mia', last: 'Lee', dob: '2015-03-14' });
  await joinChildOnly(page, code, 'Mia Lee', 'Joined team');

  // the owner makes Casey a Coach: staff too
  await switchTo(page, owner);
  await page.goto(`/teams/${teamId}`);
  await memberRow(page, 'Casey Morgan').getByRole('combobox', { name: 'Squad role' }).selectOption('Coach');
  await expect(toast(page, 'Casey Morgan is now Coach')).toBeVisible();

  const ownerNote = 'Owner: fixtures are out';
  await postAnnouncement(page, ownerNote);
  // m: the members but the author, so the guardian Alex is not among them and the child Mia is
  await expectSeenBy(announcementItem(page, ownerNote), [], ['Casey Morgan', 'Max Member', 'Mia Lee']);
  // the author's own views are never counted
  await page.reload();
  await expectSeenBy(announcementItem(page, ownerNote), [], ['Casey Morgan', 'Max Member', 'Mia Lee']);

  /** Opens the team page as someone, and waits until the dashboard shows it recorded as seen. */
  const looks = async (email: string) => {
    await switchTo(page, email);
    await page.goto(`/teams/${teamId}`);
    await expect(announcementItem(page, ownerNote)).toBeVisible();
    await toDashboard(page);
    await expectNewCount(page, 0);
  };

  await test.step('a member opens the team page', async () => {
    await looks(member);
    await switchTo(page, owner);
    await page.goto(`/teams/${teamId}`);
    await expectSeenBy(announcementItem(page, ownerNote), ['Max Member'], ['Casey Morgan', 'Mia Lee']);
  });

  await test.step('the guardian opens it: the child member has seen it', async () => {
    await looks(parent);
    await switchTo(page, owner);
    await page.goto(`/teams/${teamId}`);
    await expectSeenBy(announcementItem(page, ownerNote), ['Max Member', 'Mia Lee'], ['Casey Morgan']);
    await expect(announcementItem(page, ownerNote)).not.toContainText('Alex Lee');
  });

  await test.step('a second staff member: sees the owner’s, and her own post does not count her', async () => {
    await switchTo(page, coach);
    await page.goto(`/teams/${teamId}`);
    // staff see the count: Casey's own view lands at once and counts (she is not the author)
    await expectSeenBy(announcementItem(page, ownerNote), ['Casey Morgan', 'Max Member', 'Mia Lee'], []);
    const coachNote = 'Coach: bring shin pads';
    await postAnnouncement(page, coachNote);
    await expect(announcementItems(page).filter({ hasText: /^(Owner|Coach): / })).toHaveCount(2);
    await expectSeenBy(announcementItem(page, coachNote), [], ['Max Member', 'Mia Lee', 'Olive Owner']);
    await page.reload();
    await expectSeenBy(announcementItem(page, coachNote), [], ['Max Member', 'Mia Lee', 'Olive Owner']);

    await switchTo(page, owner);
    await page.goto(`/teams/${teamId}`);
    await expectSeenBy(announcementItem(page, coachNote), ['Olive Owner'], ['Max Member', 'Mia Lee']);
    await expectSeenBy(announcementItem(page, ownerNote), ['Casey Morgan', 'Max Member', 'Mia Lee'], []);
  });
});

test('announcements: /announcements lists my teams’, clubs’ and children’s newest first, New for the visit only', async ({
  page,
  context,
}) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const clubId = await createClub(page, { name: 'Feed FC' });
  const clubCode = await shownJoinCode(page);
  const u10 = await createTeam(page, { name: 'Feed U10' });
  const u10Code = await shownJoinCode(page);
  const u11 = await createTeam(page, { name: 'Feed U11' });
  const u11Code = await shownJoinCode(page);
  const other = await createTeam(page, { name: 'Other U9' });
  for (const [path, message] of [
    [`/teams/${other}`, 'Other: not for Alex'],
    [`/teams/${u10}`, 'U10: pitch 3 on Saturday'],
    [`/clubs/${clubId}`, 'Club: AGM on Monday'],
    [`/teams/${u11}`, 'U11: Mia’s team photo'],
  ] as const) {
    await page.goto(path);
    await postAnnouncement(page, message);
  }

  // Alex is on U10 and in the club; his daughter is on U11
  const parent = await newPerson(page, 'parent', 'Alex', 'Morgan');
  await addChild(page, { first: 'Mia', last: 'Morgan', dob: '2015-03-14' });
  await join(page, u10Code, 'Joined team');
  await join(page, clubCode, 'Joined club');
  await joinChildOnly(page, u11Code, 'Mia Morgan', 'Joined team');

  const mine = [/U11: Mia’s team photo/, /Club: AGM on Monday/, /U10: pitch 3 on Saturday/];
  await page.goto('/announcements');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
  await expect(feedItems(page)).toHaveText(mine);
  await expect(feedItem(page, 'Other: not for Alex')).toHaveCount(0);
  for (const [message, group] of [
    ['U11:', 'Feed U11'],
    ['Club:', 'Feed FC'],
    ['U10:', 'Feed U10'],
  ] as const) {
    await expect(feedItem(page, message).getByText('New', { exact: true })).toBeVisible();
    await expect(feedItem(page, message).getByRole('link', { name: group })).toBeVisible();
    await expect(feedItem(page, message)).toContainText('Olive Owner');
  }
  await expect(feedItem(page, 'U11:').getByRole('link', { name: 'Feed U11' })).toHaveAttribute('href', `/teams/${u11}`);
  await expect(feedItem(page, 'Club:').getByRole('link', { name: 'Feed FC' })).toHaveAttribute(
    'href',
    `/clubs/${clubId}`,
  );

  await test.step('recorded as seen at once, yet still New on this visit', async () => {
    // another tab of the same person: nothing is unread any more
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    await expectNewCount(tab, 0);
    await tab.close();
    await expect(feedItems(page)).toHaveText(mine);
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(3);
  });

  await test.step('the next visit: none New', async () => {
    await page.reload();
    await expect(feedItems(page)).toHaveText(mine);
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Announcements' }).click();
    await expect(feedItems(page)).toHaveText(mine);
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);
  });

  await test.step('a later post is New, the rest are not', async () => {
    await switchTo(page, owner);
    await page.goto(`/teams/${u10}`);
    await postAnnouncement(page, 'U10: boots cleaned please');
    // the author's own are never New
    await page.goto('/announcements');
    await expect(feedItems(page)).toHaveText([/U10: boots cleaned/, ...mine.slice(0, 2), /U10: pitch 3/, /Other:/]);
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(0);

    await switchTo(page, parent);
    await page.goto('/announcements');
    await expect(feedItems(page)).toHaveText([/U10: boots cleaned/, ...mine]);
    await expect(feedItem(page, 'U10: boots cleaned').getByText('New', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(1);
  });
});

test('dashboard: the Announcements card counts {n} new, marks nothing itself, and View leads to /announcements', async ({
  page,
}) => {
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Card U9' });
  const code = await shownJoinCode(page);

  const member = await newPerson(page, 'member', 'Max', 'Member');
  await expectNewCount(page, 0);
  await join(page, code, 'Joined team');
  await page.goto('/dashboard');
  await expectNewCount(page, 0);
  await expect(announcementsRegion(page).getByRole('link', { name: 'View', exact: true })).toHaveAttribute(
    'href',
    '/announcements',
  );

  await switchTo(page, owner);
  await page.goto(`/teams/${teamId}`);
  await postAnnouncement(page, 'Photos on Sunday');
  await postAnnouncement(page, 'Subs due this week');
  await page.goto('/dashboard');
  // one's own are never new
  await expectNewCount(page, 0);

  await switchTo(page, member);
  await expectNewCount(page, 2);
  // the card itself marks nothing: the same on a second and a third visit
  await page.reload();
  await expectNewCount(page, 2);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await toDashboard(page);
  await expectNewCount(page, 2);

  await announcementsRegion(page).getByRole('link', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(feedItems(page)).toHaveText([/Subs due this week/, /Photos on Sunday/]);
  await expect(page.getByRole('main').getByText('New', { exact: true })).toHaveCount(2);
  await toDashboard(page);
  await expectNewCount(page, 0);
  await page.reload();
  await expectNewCount(page, 0);

  // a new post counts; opening the team page records it
  await switchTo(page, owner);
  await page.goto(`/teams/${teamId}`);
  await postAnnouncement(page, 'Kit order closes Friday');
  await switchTo(page, member);
  await expectNewCount(page, 1);
  await page.goto(`/teams/${teamId}`);
  await expect(announcementItem(page, 'Kit order closes Friday')).toBeVisible();
  await toDashboard(page);
  await expectNewCount(page, 0);
});

test('top bar, user menu: Announcements leads to /announcements', async ({ page }) => {
  await seedPerson(page, { email: uniqueEmail('menu') });
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Edit Profile',
    'Notifications',
    'Manage Children',
    'Schedule',
    'Announcements',
    'Join',
    'Manage',
    'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Announcements', exact: true }).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
  await expect(page.getByText('No announcements yet')).toBeVisible();
});

interface Shared {
  title?: string;
  text?: string;
  url?: string;
}

/** What the stubbed share sheet was given, in order. */
function sharedSoFar(page: Page): Promise<Shared[]> {
  return page.evaluate(() => (window as unknown as { __shared: Shared[] }).__shared);
}

/** The text's `No answer yet: …` line, as sorted names. */
function notAnswered(text: string | undefined): string[] {
  const line = (text ?? '').split('\n').find((each) => each.startsWith('No answer yet: '));
  return (line?.slice('No answer yet: '.length).split(', ') ?? []).sort();
}

test('share: staff’s Share on an event and on an announcement opens the share sheet with a short text and the link; others see no Share', async ({
  page,
}) => {
  // a device with a share sheet: it records what it was given
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Share U12' });
  const code = await shownJoinCode(page);
  const pat = await newPerson(page, 'pat', 'Pat', 'Jones');
  await join(page, code, 'Joined team');
  const max = await newPerson(page, 'max', 'Max', 'Moss');
  await join(page, code, 'Joined team');

  await switchTo(page, owner);
  const eventId = await createEvent(page, teamId, {
    title: 'Saturday fixture',
    type: 'Match',
    date: day(3),
    location: 'Riverside Park',
  });
  await switchTo(page, max);
  await page.goto(`/events/${eventId}`);
  await answer(page, answerGroup(page, 'Your answer'), 'Going');

  await switchTo(page, owner);
  const origin = new URL(page.url()).origin;
  await page.goto(`/events/${eventId}`);
  // the answers are there before Share is pressed
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toHaveCount(1);
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toContainText('Max Moss');
  await page.getByRole('region', { name: 'Manage the event' }).getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
  const [event] = await sharedSoFar(page);
  expect(event?.url).toBe(`${origin}/events/${eventId}`);
  expect(event?.text?.split('\n')[0]).toBe('Share U12: Saturday fixture');
  expect(event?.text).toContain('Riverside Park');
  // it names who of the squad has not answered, and only them (the owner is staff)
  expect(notAnswered(event?.text)).toEqual(['Pat Jones']);
  expect(event?.text).not.toContain('Max Moss');
  // the sheet is the answer: nothing copied, no toast
  await expect(toast(page, 'Link copied')).toHaveCount(0);

  await page.goto(`/teams/${teamId}`);
  await postAnnouncement(page, 'Kit collection moved to Friday');
  await announcementItem(page, 'Kit collection moved to Friday').getByRole('button', { name: 'Share' }).click();
  await expect.poll(async () => (await sharedSoFar(page)).length).toBe(1);
  const [notice] = await sharedSoFar(page);
  expect(notice?.text).toContain('Kit collection moved to Friday');
  expect(notice?.url).toBe(`${origin}/teams/${teamId}`);
  await expect(toast(page, 'Link copied')).toHaveCount(0);

  // a member sees no Share, on the event or the announcement
  await switchTo(page, pat);
  await page.goto(`/events/${eventId}`);
  await expect(answersRegion(page, 'Going').getByRole('listitem')).toHaveText(['Max Moss']);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectReadOnly(page, `/teams/${teamId}`, [/Kit collection moved to Friday/], 'Olive Owner');
  expect(await sharedSoFar(page)).toEqual([]);
});

test('share: with no share sheet, Share copies the text and the link, and the toast says Link copied', async ({
  page,
  context,
}) => {
  // as on most desktops (Chromium on Linux already has none): no Web Share at all
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
    Reflect.deleteProperty(Navigator.prototype, 'canShare');
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await newPerson(page, 'owner', 'Olive', 'Owner', false);
  const teamId = await createTeam(page, { name: 'Copy U14' });
  const code = await shownJoinCode(page);
  await newPerson(page, 'pat', 'Pat', 'Jones');
  await join(page, code, 'Joined team');

  await switchTo(page, owner);
  const origin = new URL(page.url()).origin;
  const eventId = await createEvent(page, teamId, { title: 'Evening training', date: day(2) });
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await expect(answersRegion(page, 'No answer').getByRole('listitem')).toHaveCount(1);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('region', { name: 'Manage the event' }).getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const copiedEvent = await clipboard();
  expect(copiedEvent.split('\n')[0]).toBe('Copy U14: Evening training');
  expect(notAnswered(copiedEvent)).toEqual(['Pat Jones']);
  // the text, then the link on its own line
  expect(copiedEvent.endsWith(`\n${origin}/events/${eventId}`)).toBe(true);

  await page.goto(`/teams/${teamId}`);
  await postAnnouncement(page, 'Floodlights are fixed');
  await expect(toast(page, 'Link copied')).toHaveCount(0);
  await announcementItem(page, 'Floodlights are fixed').getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied')).toBeVisible();
  const copiedNotice = await clipboard();
  expect(copiedNotice).toContain('Floodlights are fixed');
  expect(copiedNotice.endsWith(`\n${origin}/teams/${teamId}`)).toBe(true);
});
