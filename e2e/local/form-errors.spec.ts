import { expect, type Locator, type Page, test } from '@playwright/test';
import { getDoc, signedInUid } from '../support/local-db';
import { seedPerson } from '../support/seed-people';
import { login, password, register, toast, uniqueEmail } from '../support/users';

/** The message beside the field (its description), the field marked invalid, and focus on it. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.?*+^$()|[\]\\]/g, '\\$&')}`));
  await expect(field).toBeFocused();
}

async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });
const confirmField = (page: Page) => page.getByLabel('Confirm password', { exact: true });

test.describe('a failed submit points at the field', () => {
  test('login: the first empty field, then the password on a refused login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please enter email and password')).toBeVisible();
    await expectFieldError(emailField(page), 'Please enter email and password');
    await expectNoFieldError(passwordField(page));

    await emailField(page).fill('someone@example.com');
    // editing the field takes its message away
    await expectNoFieldError(emailField(page));
    await page.getByRole('button', { name: 'Login' }).click();
    await expectFieldError(passwordField(page), 'Please enter email and password');
    await expectNoFieldError(emailField(page));

    const email = uniqueEmail();
    await register(page, email);
    await login(page, email, 'not-the-password');
    await expect(toast(page, 'Login failed. Check your email and password.')).toBeVisible();
    await expectFieldError(passwordField(page), 'Login failed. Check your email and password.');
  });

  test('register: the empty email, the confirmation that differs, the policy and a taken address', async ({ page }) => {
    const taken = uniqueEmail();
    await register(page, taken);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Please enter email and password')).toBeVisible();
    await expectFieldError(emailField(page), 'Please enter email and password');

    await emailField(page).fill(uniqueEmail());
    await passwordField(page).fill(password);
    await confirmField(page).fill(`${password}x`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Passwords do not match')).toBeVisible();
    await expectFieldError(confirmField(page), 'Passwords do not match');
    await expectNoFieldError(passwordField(page));

    await passwordField(page).fill('abc12');
    await confirmField(page).fill('abc12');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Password should be at least 6 characters')).toBeVisible();
    await expectFieldError(passwordField(page), 'Password should be at least 6 characters');

    await emailField(page).fill(taken);
    await passwordField(page).fill(password);
    await confirmField(page).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'An account with this email already exists')).toBeVisible();
    await expectFieldError(emailField(page), 'An account with this email already exists');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('edit profile: the first missing field, a name over 100 characters, a date in the future; nothing saved', async ({
    page,
  }) => {
    await seedPerson(page, { email: uniqueEmail() });
    const uid = await signedInUid(page);
    await page.goto('/edit-profile');
    const first = page.getByLabel('First name');
    const last = page.getByLabel('Last name');
    const dob = page.getByLabel('Date of birth');
    await page.getByRole('button', { name: 'Save' }).click();
    const required = 'Please fill in first name, last name, and date of birth';
    await expect(toast(page, required)).toBeVisible();
    await expectFieldError(first, required);

    await first.fill('Alex');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(last, required);
    await expectNoFieldError(first);

    // a longer paste is not cut silently: the field says what the limit is
    await first.fill('A'.repeat(101));
    await expect(first).toHaveValue('A'.repeat(101));
    await last.fill('Morgan');
    await dob.fill('1985-07-14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'First name must be at most 100 characters')).toBeVisible();
    await expectFieldError(first, 'First name must be at most 100 characters');
    await expect(page).toHaveURL(/\/edit-profile$/);
    expect((await getDoc(page, 'users', uid as string))?.firstName).toBe('');

    // measured in UTF-16 units, as Firestore counts: 51 emoji typed are 102, kept as typed, nothing saved
    await first.fill('');
    await first.pressSequentially('🦁'.repeat(51));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'First name must be at most 100 characters')).toBeVisible();
    await expectFieldError(first, 'First name must be at most 100 characters');
    await expect(first).toHaveValue('🦁'.repeat(51));
    await expect(page).toHaveURL(/\/edit-profile$/);
    expect((await getDoc(page, 'users', uid as string))?.firstName).toBe('');

    await first.fill('A'.repeat(100));
    await dob.fill('2999-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectFieldError(dob, 'Enter a real date of birth, not in the future');

    await dob.fill('1985-07-14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${'A'.repeat(100)} Morgan`);
  });
});

test('each password field has its own Show password toggle', async ({ page }) => {
  await page.goto('/register');
  const toggles = page.getByRole('button', { name: 'Show password', exact: true });
  await expect(toggles).toHaveCount(2);
  // the label names only the input
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(confirmField(page)).toHaveAttribute('type', 'password');
  await passwordField(page).fill('my secret');

  await toggles.nth(0).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(passwordField(page)).toHaveValue('my secret');
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(confirmField(page)).toHaveAttribute('type', 'password');

  await toggles.nth(1).click();
  await expect(confirmField(page)).toHaveAttribute('type', 'text');
  await toggles.nth(0).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await expect(confirmField(page)).toHaveAttribute('type', 'text');

  await page.goto('/login');
  const loginToggle = page.getByRole('button', { name: 'Show password', exact: true });
  await expect(loginToggle).toHaveCount(1);
  await loginToggle.click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(loginToggle).toHaveAttribute('aria-pressed', 'true');
});
