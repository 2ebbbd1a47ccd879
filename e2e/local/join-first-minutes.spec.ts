import { expect, type Page, test } from '@playwright/test';
import { addChild } from '../support/children';
import { createClub, createTeam, enterCode, groupRow, newPerson, shownJoinCode } from '../support/groups';
import { toast, toasts } from '../support/users';

// several people on this device (seeded: e2e/support/seed-people.ts), who sign out and in through the screens: more than one minute's work
test.describe.configure({ timeout: 150_000 });

/** What the local build says where join codes are shared and typed (docs/product.md "Local mode"). */
const DEVICE_ONLY = /running on this device only/;
const OTHER_DEVICE = /made on another phone or computer/i;

const people = (page: Page) => page.getByRole('group', { name: 'Who joins' });
const box = (page: Page, name: string) => people(page).getByRole('checkbox', { name, exact: true });

test.describe('the first minutes with join codes', () => {
  test('local mode says join codes stay on this device: on the join code card, on /join and beside `Invalid code`', async ({
    page,
  }) => {
    await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createTeam(page, { name: 'Lions U9', ageGroup: 'U9' });
    await expect(page.getByRole('region', { name: 'Join code', exact: true }).getByText(DEVICE_ONLY)).toBeVisible();

    await page.goto('/join');
    await expect(page.getByText(DEVICE_ONLY)).toBeVisible();
    await expect(page.getByText(OTHER_DEVICE)).toHaveCount(0);

    // a code made in another browser is unknown here: said beside the field's `Invalid code`
    await enterCode(page, 'ZZZZZZZZZZ');
    await expect(toast(page, 'Invalid code')).toBeVisible();
    const field = page.getByLabel('Join code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(OTHER_DEVICE);
    await expect(page.getByText(OTHER_DEVICE)).toBeVisible();
  });

  test('a parent on the team adds a second child: the page names the team, shows who is already on it unticked and disabled, and joins the new child without an error', async ({
    page,
  }) => {
    await newPerson(page, 'coach', 'Casey', 'Coach', false);
    await createClub(page, { name: 'Valley FC' });
    await createTeam(page, { name: 'Lions U9', ageGroup: 'U9', club: 'Valley FC' });
    const code = await shownJoinCode(page);

    await newPerson(page, 'parent', 'Robin', 'Parent');
    await addChild(page, { first: 'Mia', last: 'Parent', dob: '2016-04-04' });
    await page.goto('/join');
    await page.getByLabel('Join code').fill(code);
    await expect(page.getByText('This code joins the team Lions U9.')).toBeVisible();
    await expect(box(page, 'Me')).toBeChecked();
    await expect(box(page, 'Me')).toBeEnabled();
    await box(page, 'Mia Parent').check();
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(toast(page, 'Joined team')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);

    // later, a second child
    await addChild(page, { first: 'Leo', last: 'Parent', dob: '2018-06-06' });
    await page.goto('/join');
    // a box ticked before the code is typed stays as the user left it
    await box(page, 'Leo Parent').check();
    await page.getByLabel('Join code').fill(code.toLowerCase());
    await expect(page.getByText('This code joins the team Lions U9.')).toBeVisible();
    for (const name of ['Me', 'Mia Parent']) {
      await expect(box(page, name)).not.toBeChecked();
      await expect(box(page, name)).toBeDisabled();
    }
    await expect(people(page).getByText('already on it')).toHaveCount(2);
    await expect(box(page, 'Leo Parent')).toBeChecked();
    await expect(box(page, 'Leo Parent')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Join' })).toBeVisible();

    await page.getByRole('button', { name: 'Join' }).click();
    await expect(toast(page, 'Joined team')).toBeVisible();
    await expect(page).toHaveURL(/\/manage$/);
    await expect(toasts(page, /Already/)).toHaveCount(0);
    await expect(groupRow(page, 'Teams', 'Lions U9')).toContainText('member');

    // a club's code names the club (members see its code); an unknown code names nothing
    await groupRow(page, 'Clubs', 'Valley FC').getByRole('link', { name: 'Open' }).click();
    const clubCode = await shownJoinCode(page);
    await page.goto('/join');
    await page.getByLabel('Join code').fill(clubCode);
    await expect(page.getByText('This code joins the club Valley FC and its teams.')).toBeVisible();
    await expect(box(page, 'Me')).toBeDisabled();
    await page.getByLabel('Join code').fill('ZZZZZZZZZZ');
    await page.getByLabel('Join code').fill('ZZZZZZZZZZ');
    await expect(box(page, 'Me')).toBeChecked();
    await expect(page.getByText(/This code joins/)).toHaveCount(0);
  });
});
