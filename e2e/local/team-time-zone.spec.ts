import { expect, test } from '@playwright/test';
import { createTeam, newPerson } from '../support/groups';
import { toast } from '../support/users';

// the device's zone: what a new team's `Time zone` starts at
test.use({ timezoneId: 'Europe/London' });

test('a team’s Time zone starts at the device’s, is a native select of IANA zones, and keeps what the owner picks', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Tess', 'Zone', false);
  await page.goto('/teams/new');
  const zone = page.getByLabel('Time zone');
  await expect(zone).toHaveValue('Europe/London');
  await expect(zone.getByRole('option', { name: 'America/New York', exact: true })).toBeAttached();

  const teamId = await createTeam(page, { name: 'Zone U12' });
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/London');
  await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.goto(`/teams/${teamId}`);
  await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo');
});
