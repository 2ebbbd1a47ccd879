import { expect, type Page, test } from '@playwright/test';
import { confirm, createClub, createTeam, newPerson } from '../support/groups';
import { toasts } from '../support/users';

// people register and sign in on this device (each a 600,000-round PBKDF2): more than one minute's work
test.describe.configure({ timeout: 150_000 });

/** Collects what the page throws and does not catch (uncaught errors, unhandled rejections). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Nothing alarming on the page: no error toast or alert with these texts. */
async function expectQuiet(page: Page, texts: string[]) {
  for (const text of texts) {
    await expect(toasts(page, text)).toHaveCount(0);
    await expect(page.getByText(text)).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test.describe('friction', () => {
  test('Back after deleting a team or a club goes away quietly; a link to a club that is gone says so', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    await newPerson(page, 'coach', 'Dana', 'Deleter', false);

    await createTeam(page, { name: 'Gone Team' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toasts(page, 'Team removed').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expectQuiet(page, ['Team not found', 'Join code reservation missing', 'Load failed']);

    const clubId = await createClub(page, { name: 'Gone FC' });
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toasts(page, 'Club removed').first()).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    await expectQuiet(page, ['Club not found', 'Join code reservation missing', 'Load failed']);
    // a stale tab (a reload of the deleted club's address) is as quiet
    await page.goto(`/clubs/${clubId}`);
    await expect(page.getByRole('heading', { name: 'Manage clubs and teams' })).toBeVisible();
    await expectQuiet(page, ['Club not found', 'Join code reservation missing', 'Load failed']);
    expect(errors).toEqual([]);

    // a link to a club or team that does not exist (or is not this user's) still says so
    await page.goto('/clubs/no-such-club');
    await expect(toasts(page, 'Club not found').first()).toBeVisible();
    await page.goto('/teams/no-such-team');
    await expect(toasts(page, 'Team not found').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
