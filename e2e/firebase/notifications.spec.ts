import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerVerifiedOnFirebase } from '../support/auth-emulator';
import { toast, uniqueEmail } from '../support/users';
import { shownNotifications, workerPush, workerSignedInPerson } from '../support/worker-push';

/**
 * docs/notifications.md "On the device", on the Firebase build with Firestore unreachable (the
 * writes stay pending on the device). Headless Chromium cannot subscribe to a real push service,
 * so the page's Push API and permission prompt are stubbed, as a browser that allows them would
 * answer; the stub keeps its subscription in localStorage, as the browser keeps one across loads.
 */
async function stubPush(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e.push-endpoint';
    const counts = (name: string) => Number(localStorage.getItem(name) ?? '0');
    const subscription = (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BE2E-p256dh', auth: 'e2e-auth' } }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem('e2e.subscribe-calls', String(counts('e2e.subscribe-calls') + 1));
      const endpoint = `https://push.example.test/send/${crypto.randomUUID()}`;
      localStorage.setItem(key, endpoint);
      return subscription(endpoint) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const endpoint = localStorage.getItem(key);
      return (endpoint ? subscription(endpoint) : null) as unknown as PushSubscription | null;
    };
    Object.defineProperty(Notification, 'permission', {
      configurable: true,
      get: () => localStorage.getItem('e2e.permission') ?? 'default',
    });
    Notification.requestPermission = async () => {
      localStorage.setItem('e2e.permission-asks', String(counts('e2e.permission-asks') + 1));
      localStorage.setItem('e2e.permission', 'granted');
      return 'granted';
    };
  });
}

const stored = (page: Page, name: string) => page.evaluate((key) => localStorage.getItem(key), name);

test('the switch asks only on the tap, subscribes, and is still on after a reload', async ({ page, request }) => {
  await stubPush(page);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('push'));
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(deviceSwitch).toBeEnabled();
  await expect(deviceSwitch).not.toBeChecked();
  expect(await stored(page, 'e2e.permission-asks')).toBeNull();

  await deviceSwitch.click();
  await expect(deviceSwitch).toBeChecked();
  expect(await stored(page, 'e2e.permission-asks')).toBe('1');
  expect(await stored(page, 'e2e.subscribe-calls')).toBe('1');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifications on this device' })).toBeChecked();
  // the page asked nothing more on its own
  expect(await stored(page, 'e2e.permission-asks')).toBe('1');

  // off: unsubscribed, and off after a reload too
  await page.getByRole('switch', { name: 'Notifications on this device' }).click();
  await expect(page.getByRole('switch', { name: 'Notifications on this device' })).not.toBeChecked();
  expect(await stored(page, 'e2e.push-endpoint')).toBeNull();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Notifications on this device' })).not.toBeChecked();
});

test('the settings are saved whole with no server and read back after a reload', async ({ page, request }) => {
  await stubPush(page);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('settings'));
  await page.goto('/notifications');

  const reminders = page.getByRole('checkbox', { name: 'Answer reminders' });
  await expect(reminders).toBeChecked();
  for (const kind of ['New events', 'Changes and cancellations', 'Announcements'])
    await expect(page.getByRole('checkbox', { name: kind })).toBeChecked();
  await expect(page.getByText('You are not on a team or club yet.')).toBeVisible();
  // WCAG 2.1 AA as the local screens are held to it (e2e/local/accessibility.spec.ts): only this build shows the form
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  // half a span is refused beside its field, and nothing is saved
  await page.getByLabel('From', { exact: true }).fill('22:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Fill in both From and To, or leave both empty')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await reminders.uncheck();
  await page.getByLabel('To', { exact: true }).fill('07:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification settings saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Answer reminders' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New events' })).toBeChecked();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('07:00');
});

test('logout unsubscribes this device and tells the worker nobody is signed in', async ({ page, request }) => {
  await stubPush(page);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('logout'));
  await expect.poll(() => workerSignedInPerson(page)).not.toBeNull();

  await page.goto('/notifications');
  const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
  await deviceSwitch.click();
  await expect(deviceSwitch).toBeChecked();
  expect(await stored(page, 'e2e.push-endpoint')).not.toBeNull();

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // with no server, the subscription's document is among the changes not synced
  await page.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'e2e.push-endpoint')).toBeNull();
  expect(await workerSignedInPerson(page)).toBeNull();
});

test('the production worker shows a push to the person signed in here and drops one to anyone else', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['notifications']);
  const push = await workerPush(page);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('shown'));
  await expect.poll(() => workerSignedInPerson(page)).not.toBeNull();
  const me = (await workerSignedInPerson(page)) as string;

  // Chromium hands each payload to the worker's push handler, as the push service would
  await push.deliver(
    { to: 'someone-else', title: 'Not for this phone', body: 'x', url: '/events/e0' },
    { dropped: true },
  );
  await push.deliver({
    to: me,
    title: 'Notice U9: Training cancelled',
    body: 'Sat 5 Dec 10:00 · Pitch waterlogged',
    url: '/events/e1',
    tag: 'event-changed_e1',
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      { title: 'Notice U9: Training cancelled', body: 'Sat 5 Dec 10:00 · Pitch waterlogged', url: '/events/e1' },
    ]);
});

test('Subscribe in your calendar makes no second link offline: with no server it says the first needs one', async ({
  page,
  request,
}) => {
  await registerVerifiedOnFirebase(page, request, uniqueEmail('feed'));
  await page.goto('/schedule');
  const section = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await expect(section).toContainText('Calendar apps refresh a subscription only every few hours');
  await expect(section).toContainText('Changes also come by notification.');
  await section.getByRole('button', { name: 'Show calendar link' }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Your calendar link needs a connection the first time. It shows here once you are back online.',
  );
  await expect(section.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
});

/** A browser without the Push API, as Safari in an iPhone's tab and some desktop browsers are. */
async function withoutPush(page: Page) {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'PushManager');
  });
}

test.describe('on an iPhone, in a Safari tab', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the switch says to add Pitchside to the Home Screen, and stays off', async ({ page, request }) => {
    await withoutPush(page);
    await registerVerifiedOnFirebase(page, request, uniqueEmail('iphone'));
    await page.goto('/notifications');
    const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
    await expect(deviceSwitch).toHaveAccessibleDescription('Add Pitchside to your Home Screen to get notifications');
    await expect(deviceSwitch).toBeDisabled();
    await expect(deviceSwitch).not.toBeChecked();
  });
});

test('a desktop browser without the Push API is told it cannot show notifications', async ({ page, request }) => {
  await withoutPush(page);
  await registerVerifiedOnFirebase(page, request, uniqueEmail('no-push'));
  await page.goto('/notifications');
  const deviceSwitch = page.getByRole('switch', { name: 'Notifications on this device' });
  await expect(deviceSwitch).toHaveAccessibleDescription(/^This browser cannot show notifications from Pitchside\./);
  await expect(deviceSwitch).toBeDisabled();
});
