// The cross-device answer time (the online part): a member and the coach, each in a browser
// context of their own (their own storage and Firestore cache), both on the event's page; the
// member taps an answer, and the time runs to the frame in which the coach's open page lists the
// member under that answer (the summary line changes in the same render). As the online e2e's
// e2e/online/team-life-live.spec.ts measures it, with page clocks instead: both pages read the
// same machine clock (`performance.timeOrigin + performance.now()`).
import { slowPage, visible } from './browser.mjs';
import { median } from './stats.mjs';

const TIMEOUT = 30_000;

/** The member's taps, in turn: each moves them from one group of the coach's page to another. */
const ANSWERS = ['Going', 'Not going'];

/** The tap before them, unmeasured: the emulator's first write of an answer and its rules are slow once. */
const WARM_UP_ANSWER = 'Maybe';

/** Runs in the member's page: the clock at the next pointer going down (the start of the tap). */
function armTapClock() {
  window.__tapAt = null;
  document.addEventListener('pointerdown', () => (window.__tapAt ??= performance.timeOrigin + performance.now()), {
    capture: true,
    once: true,
  });
}

/** Runs in the coach's page: the clock at the first frame in which `name` is listed under `group`. */
function armArrivalClock({ name, group }) {
  window.__arrivedAt = null;
  const listed = () => {
    const region = [...document.querySelectorAll('section.answer-region')].find(
      (section) => section.querySelector('h3')?.textContent?.trim() === group,
    );
    return [...(region?.querySelectorAll('.answer-name') ?? [])].some((each) => each.textContent?.trim() === name);
  };
  const check = () => {
    if (listed()) window.__arrivedAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** The event's page in a new tab of `context` at `rate`× CPU, loaded as far as `ready` shows. */
async function openEvent(context, eventId, rate, ready) {
  const page = await slowPage(context, rate);
  await page.goto(`/events/${eventId}`);
  await visible(ready(page), TIMEOUT);
  return page;
}

/** One answer tapped on the member's page; answers the ms to the coach's page listing it. */
async function timedAnswer({ coachPage, memberPage, memberName, answer }) {
  await coachPage.evaluate(armArrivalClock, { name: memberName, group: answer });
  await memberPage.evaluate(armTapClock);
  await memberPage
    .getByRole('radiogroup', { name: 'Your answer', exact: true })
    .getByRole('radio', { name: answer, exact: true })
    .click();
  await coachPage.waitForFunction(() => window.__arrivedAt !== null, null, { timeout: TIMEOUT, polling: 50 });
  const arrivedAt = await coachPage.evaluate(() => window.__arrivedAt);
  const tappedAt = await memberPage.evaluate(() => window.__tapAt);
  // the member's page done with its toast and write before the next tap
  await memberPage.waitForTimeout(1000);
  return arrivedAt - tappedAt;
}

/**
 * `runs` answers tapped on the member's page (Going and Not going in turn, after one unmeasured),
 * each timed to the coach's page; answers every run's time, their median and the slowest.
 */
export async function crossDeviceAnswers({ coach, member, memberName, eventId, runs, rate, log }) {
  const coachPage = await openEvent(coach, eventId, rate, (page) =>
    page.locator('section.answer-region .answer-name').filter({ hasText: memberName }),
  );
  const memberPage = await openEvent(member, eventId, rate, (page) =>
    page.getByRole('radiogroup', { name: 'Your answer', exact: true }),
  );
  try {
    const pages = { coachPage, memberPage, memberName };
    const warmUp = await timedAnswer({ ...pages, answer: WARM_UP_ANSWER });
    log(`online answer warm-up (${WARM_UP_ANSWER}, not counted): ${Math.round(warmUp)} ms`);
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const answer = ANSWERS[run % ANSWERS.length];
      const ms = await timedAnswer({ ...pages, answer });
      results.push({ answer, ms });
      log(`online answer run ${run + 1} (${answer}): member's tap to the coach's page ${Math.round(ms)} ms`);
    }
    const times = results.map((each) => each.ms);
    return { warmUpMs: warmUp, runs: results, median: { ms: median(times) }, slowestMs: Math.max(...times) };
  } finally {
    await coachPage.close();
    await memberPage.close();
  }
}
