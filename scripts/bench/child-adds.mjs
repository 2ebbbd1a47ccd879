// Offline child adds on the Firebase build: a Parent at a ground with no signal adds
// children one after another through the real /add-child form, every write pending in
// Firestore's cache. Each add is timed from the Save tap to /children showing the new child, so
// the figure grows if the cost of a write (or of what the screens read after it) grows with the
// writes already pending.
import { controlled, newContext, signUpFirebase, slowPage, uniqueEmail, visible } from './browser.mjs';
import { median } from './stats.mjs';

const TIMEOUT = 90_000;

/** A name the form takes (letters only) that no other add of the run has: KidAa, KidAb, … */
const childName = (index) =>
  `Kid${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;

/** Runs in the page: the time of the next click (the Save tap), captured before the app sees it. */
function armSaveClock() {
  window.__saveAt = null;
  document.addEventListener('click', () => (window.__saveAt ??= performance.now()), { capture: true, once: true });
}

/**
 * On /children: `+ Child` (an in-app move, as a parent taps it), the form filled, Save; answers
 * the ms from the tap to the frame in which /children lists the child.
 */
async function addOne(page, first) {
  // the heading's link (an empty list offers one of its own too)
  await page.getByRole('link', { name: '+ Child' }).first().click();
  await page.waitForURL(/\/add-child$/, { timeout: TIMEOUT });
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Bench');
  await page.getByLabel('Date of birth').fill('2015-03-04');
  await page.evaluate(armSaveClock);
  await page.getByRole('button', { name: 'Save' }).click();
  const shown = await page.waitForFunction(
    (name) =>
      location.pathname === '/children' &&
      window.__saveAt !== null &&
      [...document.querySelectorAll('li')].some((item) => item.textContent?.includes(name)) &&
      performance.now() - window.__saveAt,
    `${first} Bench`,
    { polling: 'raf', timeout: TIMEOUT },
  );
  return shown.jsonValue();
}

/** The median of the `around` adds ending at add number `at` (1-based), and those values. */
function near(times, at, around) {
  const values = times.slice(Math.max(0, at - around), at);
  return { at, values, medianMs: median(values) };
}

/**
 * Firebase build at `url` (Firestore unreachable, the Auth emulator running): a new Parent,
 * the app loaded and cached, then the browser offline and `adds` children added through the
 * form at `rate`× CPU, each timed; `runs` such Parents, each in a context of its own. Answers
 * every add's time and, per run and over the runs, the median of the last `around` adds up to
 * the 10th and the 50th (the writes pending then: the sign-up's few and the adds before).
 */
export async function childAddsFirebase(browser, { url, runs, adds = 50, around = 5, rate, log }) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser, url);
    try {
      const setup = await context.newPage();
      await signUpFirebase(setup, uniqueEmail('adds'));
      await controlled(setup);
      await setup.close();
      const page = await slowPage(context, rate);
      await page.goto('/children');
      await visible(page.getByRole('heading', { name: 'Your children' }), TIMEOUT);
      await controlled(page);
      await context.setOffline(true);
      const times = [];
      const startedAt = Date.now();
      for (let i = 0; i < adds; i += 1) times.push(await addOne(page, childName(i)));
      const at10 = near(times, 10, around);
      const at50 = near(times, adds, around);
      log(
        `child adds firebase run ${run + 1}: ${adds} added offline in ${Math.round((Date.now() - startedAt) / 1000)} s; ` +
          `Save to shown ${Math.round(at10.medianMs)} ms at ${at10.at}, ${Math.round(at50.medianMs)} ms at ${at50.at}`,
      );
      results.push({ times, at10, at50 });
    } finally {
      await context.close();
    }
  }
  return {
    adds,
    around,
    runs: results,
    median: {
      at10Ms: median(results.map((each) => each.at10.medianMs)),
      at50Ms: median(results.map((each) => each.at50.medianMs)),
    },
  };
}
