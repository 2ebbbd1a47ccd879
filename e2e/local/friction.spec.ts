import { expect, type Page, test } from '@playwright/test';
import { addChild, bornText, childRow } from '../support/children';
import { confirm, createClub, createTeam, groupRow, newPerson } from '../support/groups';
import { toast, toasts } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });
// dates of birth read as a British English device writes them (`bornText`)
test.use({ locale: 'en-GB' });

const clubWithTeams = 'Cannot delete club with teams. Delete teams first.';

/** Collects what the page throws and does not catch (uncaught errors, unhandled rejections). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const alarming = ['Team not found', 'Club not found', 'Join code reservation missing', 'Load failed'];

/**
 * Notes each of these texts the moment the page shows it (a toast lasts only 4 s, so a later
 * look could miss one), across page loads of the tab.
 */
async function recordTexts(page: Page, texts: string[]) {
  await page.addInitScript((wanted) => {
    const note = () => {
      const shown = document.body?.innerText ?? '';
      const seen = new Set<string>(JSON.parse(sessionStorage.getItem('e2e-seen-texts') ?? '[]'));
      const before = seen.size;
      for (const text of wanted) if (shown.includes(text)) seen.add(text);
      if (seen.size !== before) sessionStorage.setItem('e2e-seen-texts', JSON.stringify([...seen]));
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
  return {
    seen: (): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-seen-texts') ?? '[]')),
    clear: () => page.evaluate(() => sessionStorage.removeItem('e2e-seen-texts')),
  };
}

test.describe('friction', () => {
  test('Back after deleting a team or a club goes away quietly; a link to a club that is gone says so', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const texts = await recordTexts(page, alarming);
    await newPerson(page, 'coach', 'Dana', 'Deleter', false);

    const teamId = await createTeam(page, { name: 'Gone Team' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toasts(page, 'Team removed').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    expect(await texts.seen()).toEqual([]);
    await expect(page).toHaveURL(/\/\/[^/]+\/manage$/);
    // a stale tab (a reload of the deleted team's address) is as quiet
    await page.goto(`/teams/${teamId}`);
    await expect(page).toHaveURL(/\/\/[^/]+\/manage$/);
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();

    const clubId = await createClub(page, { name: 'Gone FC' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toasts(page, 'Club removed').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\/[^/]+\/manage$/);
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    await page.goto(`/clubs/${clubId}`);
    await expect(page).toHaveURL(/\/\/[^/]+\/manage$/);
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await texts.seen()).toEqual([]);
    expect(errors).toEqual([]);

    // a link to a club or team that does not exist (or is not this user's) still says so
    await page.goto('/clubs/no-such-club');
    await expect(toasts(page, 'Club not found').first()).toBeVisible();
    await page.goto('/teams/no-such-team');
    await expect(toasts(page, 'Team not found').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a club page lists its teams by name and its owner starts one there, in the club', async ({ page }) => {
    await newPerson(page, 'coach', 'Olive', 'Owner', false);
    const clubId = await createClub(page, { name: 'Riverside FC' });
    const teams = page.getByRole('region', { name: 'Teams', exact: true });
    await expect(teams.getByText('No teams in this club yet.')).toBeVisible();

    await teams.getByRole('link', { name: '+ Team' }).click();
    await expect(page).toHaveURL(new RegExp(`/teams/new\\?club=${clubId}$`));
    // the URL changes before the form replaces the club page (whose regions' names hold "club")
    await expect(page.getByRole('heading', { name: 'New team' })).toBeVisible();
    await expect(page.getByLabel('Club')).toHaveValue(clubId);
    await expect(page.getByLabel('Club').getByRole('option', { selected: true })).toHaveText('Riverside FC');
    await page.getByLabel('Name').fill('Zebras');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Team created')).toBeVisible();
    await expect(page).toHaveURL(/\/teams\/[^/]+$/);
    const zebrasUrl = page.url();

    await page.goto(`/clubs/${clubId}`);
    await teams.getByRole('link', { name: '+ Team' }).click();
    await expect(page.getByRole('heading', { name: 'New team' })).toBeVisible();
    await expect(page.getByLabel('Club')).toHaveValue(clubId);
    await page.getByLabel('Name').fill('ants');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Team created')).toBeVisible();

    await page.goto(`/clubs/${clubId}`);
    await expect(teams.getByRole('listitem')).toHaveText([/^ants/, /^Zebras/]);
    await teams.getByRole('link', { name: 'Zebras' }).click();
    await expect(page).toHaveURL(zebrasUrl);
    await expect(page.getByLabel('Name')).toHaveValue('Zebras');

    // reached any other way, the form starts at `No club`
    await page.goto('/teams/new');
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('Club')).toHaveValue('');
    await page.goto('/teams/new?club=not%20an%20id');
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page.getByLabel('Club')).toHaveValue('');
  });

  test('a club known to have teams says so at once, without asking, on its page and on /manage', async ({ page }) => {
    await newPerson(page, 'coach', 'Kim', 'Keeper', false);
    const clubId = await createClub(page, { name: 'Busy FC' });
    await createTeam(page, { name: 'Busy U9', club: 'Busy FC' });

    await page.goto(`/clubs/${clubId}`);
    await expect(page.getByRole('region', { name: 'Teams', exact: true }).getByRole('listitem')).toHaveText([
      /^Busy U9/,
    ]);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, clubWithTeams)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}$`));

    await page.goto('/manage');
    await expect(groupRow(page, 'Teams', 'Busy U9')).toBeVisible();
    await groupRow(page, 'Clubs', 'Busy FC').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page, clubWithTeams)).toHaveCount(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(groupRow(page, 'Clubs', 'Busy FC')).toBeVisible();
  });

  test('dates of birth read as dates, with an age; every detail page has a way back', async ({ page }) => {
    await newPerson(page, 'parent', 'Pat', 'Parent', false);
    await addChild(page, { first: 'Mia', last: 'Parent', dob: '2014-05-10' });
    await expect(childRow(page, 'Mia Parent')).toContainText(bornText('2014-05-10'));
    await expect(childRow(page, 'Mia Parent')).toContainText(/Born 10 May 2014 · Age \d+/);
    await expect(page.getByText('2014-05-10')).toHaveCount(0);

    // no browser chrome in the installed app: each detail page leads back to its parent
    const back = async (from: string, name: string, to: RegExp) => {
      await page.goto(from);
      const link = page.getByRole('link', { name });
      await expect(link).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(to);
    };
    await childRow(page, 'Mia Parent').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('First name')).toHaveValue('Mia');
    await back(page.url(), 'Back to Children', /\/children$/);
    await back('/add-child', 'Back to Children', /\/children$/);
    await back('/edit-profile', 'Back to Dashboard', /\/dashboard$/);
    await back('/join', 'Back to Dashboard', /\/dashboard$/);
    await back('/clubs/new', 'Back to Manage', /\/manage$/);
    await back('/teams/new', 'Back to Manage', /\/manage$/);
    const clubId = await createClub(page, { name: 'Way Back FC' });
    await back(`/clubs/${clubId}`, 'Back to Manage', /\/manage$/);
    await back(`/teams/new?club=${clubId}`, 'Back to Club', new RegExp(`/clubs/${clubId}$`));
    await createTeam(page, { name: 'Way Back U9' });
    await back(page.url(), 'Back to Manage', /\/manage$/);
  });
});
