import { password } from '../../support/users';
import type { EnginePage } from './engine-page';
import { pattern, type Query } from './in-page';

/** The steps of the first hour, as e2e/support takes them in Chromium, for WebKit and Firefox. */

export { dayFromToday } from '../../support/event-form';
export { uniqueEmail } from '../../support/users';

/** A toast (a live region, role=status) saying `text`. */
export const toast = (text: string | RegExp): Query => ({
  role: 'status',
  name: typeof text === 'string' ? pattern(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))) : pattern(text),
});

export const heading = (name: string | RegExp, level = 1): Query => ({
  role: 'heading',
  level,
  name: typeof name === 'string' ? name : pattern(name),
});

export const button = (name: string): Query => ({ role: 'button', name });
export const link = (name: string): Query => ({ role: 'link', name });
export const field = (label: string): Query => ({ label });

export async function register(page: EnginePage, email: string) {
  await page.goto('/register');
  await page.fill(field('Email'), email);
  await page.fill(field('Password'), password);
  await page.fill(field('Confirm password'), password);
  await page.click(button('Register'));
  await page.see(toast('Welcome!'));
  await page.see(heading('Log in'));
}

export async function login(page: EnginePage, email: string) {
  await page.see(heading('Log in'));
  await page.fill(field('Email'), email);
  await page.fill(field('Password'), password);
  await page.click(button('Login'));
}

/** Signs out through the Account menu: ends on the login screen. */
export async function logout(page: EnginePage) {
  await page.click(button('Account'));
  await page.click({ role: 'menuitem', name: 'Logout' });
  await page.see(heading('Log in'));
}

/** Local build: opens the device's mailbox and follows the verification link for `email`. */
export async function verifyThroughMailbox(page: EnginePage, email: string) {
  await page.goto('/mailbox');
  await page.click(link(`Verify ${email}`));
  await page.see({ text: 'Email verified. You can log in now.' });
}

/** Local build: registers, verifies, signs in; ends on the dashboard. */
export async function registerVerified(page: EnginePage, email: string) {
  await register(page, email);
  await verifyThroughMailbox(page, email);
  await page.click(link('Go to login'));
  await page.see(heading(`Welcome, ${email}`));
}

export async function setName(page: EnginePage, first: string, last: string) {
  await page.goto('/edit-profile');
  await page.fill(field('First name'), first);
  await page.fill(field('Last name'), last);
  await page.fillDate(field('Date of birth'), '1990-05-01');
  await page.click(button('Save'));
  await page.see(heading(`Welcome, ${first} ${last}`));
}

export async function addChild(page: EnginePage, child: { first: string; last: string; dob: string }) {
  await page.goto('/add-child');
  await page.fill(field('First name'), child.first);
  await page.fill(field('Last name'), child.last);
  await page.fillDate(field('Date of birth'), child.dob);
  await page.click(button('Save'));
  await page.see(toast('Child added'));
  await page.see({ role: 'link', name: 'Edit', within: { role: 'listitem', name: pattern(new RegExp(child.first)) } });
}

/** Creates a team through its form; ends on its page. Returns its id. */
export async function createTeam(page: EnginePage, name: string): Promise<string> {
  await page.goto('/teams/new');
  await page.fill(field('Name'), name);
  await page.click(button('Save'));
  await page.see(toast('Team created'));
  await page.see(heading(name));
  return (await page.path()).split('/').at(-1) as string;
}

/** The join code shown on an open team page. */
export async function shownJoinCode(page: EnginePage): Promise<string> {
  const code: Query = { text: pattern(/^[A-HJ-NP-Z2-9]{10}$/), within: { role: 'region', name: 'Join code' } };
  return page.textOf(code);
}

/** On /join, for the team's own coach (already on it): ticks the children named, presses Join. */
export async function joinWith(page: EnginePage, code: string, children: string[]) {
  await page.goto('/join');
  await page.fill(field('Join code'), code);
  await page.see({ text: pattern(/^This code joins /) });
  const people: Query = { role: 'group', name: 'Who joins' };
  for (const name of children) await page.click({ role: 'checkbox', name, within: people });
  await page.click(button('Join'));
  await page.see(toast('Joined team'));
}

/** From a team's page: `+ Event`, a one-off event, Save; ends on the event's page. Returns its id. */
export async function createEvent(
  page: EnginePage,
  teamId: string,
  event: { title: string; date: string; start: string; end: string },
): Promise<string> {
  await page.goto(`/teams/${teamId}`);
  await page.click({ role: 'link', name: '+ Event', within: { role: 'region', name: 'Events' } });
  await page.fill(field('Title'), event.title);
  await page.fillDate(field('Date'), event.date);
  await page.fillTime(field('Start time'), event.start);
  await page.fillTime(field('End time'), event.end);
  await page.click(button('Save'));
  await page.see(toast('Event created'));
  await page.see(heading(event.title));
  return (await page.path()).split('/').at(-1) as string;
}
