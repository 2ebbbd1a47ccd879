import { expect, type Page, test } from '@playwright/test';
import { addChild, childRow, joinWith } from '../support/children';
import { answer, answerGroup, createEvent, day } from '../support/events';
import { createTeam, logout, newPerson, shownJoinCode } from '../support/groups';
import { seedPerson } from '../support/seed-people';
import { login, toast, uniqueEmail } from '../support/users';

/**
 * A child's guardians (docs/product.md "Guardians"): the first guardian invites by address in the
 * child's `Guardians` region; the invited person is asked wherever they land, accepts or
 * declines; a second guardian sees the child, answers for them and edits their names but not
 * their address; the first guardian removes them, or they stop; at most 4 grown-ups.
 */
// several people registered on this device (each a PBKDF2), one after another
test.describe.configure({ timeout: 240_000 });

const guardians = (page: Page) => page.getByRole('region', { name: 'Guardians' });

async function openChild(page: Page, name: string) {
  await page.goto('/children');
  await childRow(page, name).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
}

async function invite(page: Page, address: string) {
  await guardians(page).getByLabel('Guardian’s email').fill(address);
  await guardians(page).getByRole('button', { name: 'Invite guardian' }).click();
}

test('a second guardian is invited, accepts, answers for the child, and is removed; at most 4 grown-ups', async ({
  page,
}) => {
  await newPerson(page, 'coach', 'Casey', 'Coach', false);
  const teamId = await createTeam(page, { name: 'Falcons U10' });
  const code = await shownJoinCode(page);
  await createEvent(page, teamId, { title: 'Tuesday training', date: day(3) });

  const robin = await newPerson(page, 'parent', 'Robin', 'Park');
  await addChild(page, { first: 'Mia', last: 'Park', dob: '2016-04-04' });
  await joinWith(page, code, { me: false, children: ['Mia Park'] });

  await openChild(page, 'Mia Park');
  await expect(guardians(page).getByRole('listitem')).toHaveText(['Robin Park (you)']);
  const gran = uniqueEmail('gran');
  await invite(page, gran.toUpperCase());
  await expect(toast(page, 'Invite sent')).toBeVisible();
  const granRow = guardians(page)
    .getByRole('listitem')
    .filter({ hasText: `${gran} (invited)` });
  await expect(granRow.getByRole('button', { name: 'Cancel invite' })).toBeVisible();
  // the same address again: said beside the field, nothing written
  await invite(page, gran);
  await expect(guardians(page).getByText('Email already invited')).toBeVisible();
  // two more invitations fill the places: the fifth grown-up is refused
  const uncle = uniqueEmail('uncle');
  await invite(page, uncle);
  await expect(guardians(page).getByText(`${uncle} (invited)`)).toBeVisible();
  await invite(page, uniqueEmail('aunt'));
  await expect(guardians(page).getByRole('listitem')).toHaveCount(4);
  await invite(page, uniqueEmail('neighbour'));
  await expect(guardians(page).getByText('A child can have at most 4 guardians')).toBeVisible();
  await expect(guardians(page).getByRole('listitem')).toHaveCount(4);
  // a cancelled invitation frees its place
  await guardians(page)
    .getByRole('listitem')
    .filter({ hasText: `${uncle} (invited)` })
    .getByRole('button', { name: 'Cancel invite' })
    .click();
  await expect(toast(page, 'Invite cancelled')).toBeVisible();
  await expect(guardians(page).getByText(`${uncle} (invited)`)).toHaveCount(0);

  // on this device the invitation is also a mail in the mailbox
  await page.goto('/mailbox');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `To: ${gran}` })
      .filter({ hasText: 'Robin Park invited you to be a guardian of Mia Park' }),
  ).toBeVisible();
  await page.goto('/children');

  // the uncle, invited no more, is asked nothing
  await logout(page);
  await seedPerson(page, { email: uncle, first: 'Uri', last: 'Park' });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Gran signs in with the invited address: asked wherever she lands
  await logout(page);
  await seedPerson(page, { email: gran, first: 'Grace', last: 'Hill', asked: true });
  const question = page.getByRole('alertdialog', {
    name: 'Robin Park invited you to be a guardian of Mia Park. Accept?',
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'You are now a guardian of Mia')).toBeVisible();

  // the child is hers now too: /children (no Delete), the schedule, answering for Mia
  await page.goto('/children');
  await expect(childRow(page, 'Mia Park')).toBeVisible();
  await expect(childRow(page, 'Mia Park').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/schedule');
  const card = page.getByRole('listitem').filter({ hasText: 'Tuesday training' });
  await answer(page, answerGroup(card, 'Mia Park'), 'Going');
  await expect(answerGroup(card, 'Mia Park').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();

  // she edits Mia's names; the address is the first guardian's
  await openChild(page, 'Mia Park');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(guardians(page).getByRole('listitem').first()).toHaveText('Robin Park');
  await expect(guardians(page).getByRole('listitem').nth(1)).toContainText('Grace Hill (you)');
  await expect(guardians(page).getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await page.getByLabel('First name').fill('Mila');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Child updated')).toBeVisible();

  // the first guardian sees the answer and the new name, and removes her
  await logout(page);
  await login(page, robin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/schedule');
  const robinsCard = page.getByRole('listitem').filter({ hasText: 'Tuesday training' });
  await expect(answerGroup(robinsCard, 'Mila Park').getByRole('radio', { name: 'Going', exact: true })).toBeChecked();
  // who gave it, beside it
  await expect(answerGroup(robinsCard, 'Mila Park')).toContainText('by Grace');
  await openChild(page, 'Mila Park');
  const graceRow = guardians(page).getByRole('listitem').filter({ hasText: 'Grace Hill' });
  await graceRow.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Guardian removed')).toBeVisible();
  await expect(guardians(page).getByText('Grace Hill')).toHaveCount(0);

  // Gran no longer has Mila: not on /children, and her page reads `Child not found`
  const childUrl = page.url();
  await logout(page);
  await login(page, gran);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/children');
  await expect(page.getByText('Mila Park', { exact: true })).toHaveCount(0);
  await page.goto(childUrl);
  await expect(toast(page, 'Child not found')).toBeVisible();
});

test('an invited person who declines is not asked again; a second guardian stops on their own row', async ({
  page,
}) => {
  await newPerson(page, 'parent', 'Alex', 'Lee', false);
  await addChild(page, { first: 'Sam', last: 'Lee', dob: '2015-02-03' });
  await openChild(page, 'Sam Lee');
  const dee = uniqueEmail('dee');
  const jo = uniqueEmail('jo');
  await invite(page, dee);
  await expect(guardians(page).getByText(`${dee} (invited)`)).toBeVisible();
  await invite(page, jo);
  await expect(guardians(page).getByText(`${jo} (invited)`)).toBeVisible();

  await logout(page);
  await seedPerson(page, { email: dee, first: 'Dee', last: 'Lee', asked: true });
  const question = page.getByRole('alertdialog', { name: 'Alex Lee invited you to be a guardian of Sam Lee. Accept?' });
  await question.getByRole('button', { name: 'Decline' }).click();
  await expect(question).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Dee Lee');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await logout(page);
  await seedPerson(page, { email: jo, first: 'Jo', last: 'Lee', asked: true });
  await page
    .getByRole('alertdialog', { name: 'Alex Lee invited you to be a guardian of Sam Lee. Accept?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(toast(page, 'You are now a guardian of Sam')).toBeVisible();
  await openChild(page, 'Sam Lee');
  // the declined invitation is no longer listed
  await expect(guardians(page).getByText(`${dee} (invited)`)).toHaveCount(0);
  await guardians(page).getByRole('button', { name: 'Stop being a guardian' }).click();
  await page
    .getByRole('alertdialog', { name: 'Stop being a guardian of Sam?' })
    .getByRole('button', { name: 'Stop' })
    .click();
  await expect(toast(page, 'You are no longer a guardian of Sam')).toBeVisible();
  await expect(page).toHaveURL(/\/children$/);
  await expect(page.getByText('Sam Lee', { exact: true })).toHaveCount(0);
});
