// The schedule of team life (`/schedule`): on the local build, a Parent with children on many
// teams and hundreds of upcoming events, seeded into IndexedDB: the time to the first event and
// the slowest answer tap (INP, web-vitals). On the Firebase build (Firestore unreachable), an
// owner's teams and weekly series made through the screens: the time to the first event from the
// device cache, and whether a series of 52 made offline is all there after a reload.
import {
  controlled,
  makeDataThroughScreens,
  newContext,
  signUpFirebase,
  signUpLocal,
  slowPage,
  uniqueEmail,
  visible,
} from './browser.mjs';
import { interactionsSeen, settle, watchPageInteractions } from './interactions.mjs';
import { measureLoad } from './probe.mjs';
import { seedSchedule } from './seed.mjs';
import { median, medians } from './stats.mjs';

/** the schedule's event cards: each event's title links to its page */
const EVENT_LINKS = '/events/';
const firstEvent = { links: EVENT_LINKS, count: 1 };
const ANSWERS = ['Going', 'Maybe', 'Not going'];

/** Runs in the page before its scripts: when the last pointer went down (the start of a tap). */
function watchTaps() {
  window.__tapAt = null;
  document.addEventListener(
    'pointerdown',
    () => {
      window.__tapAt = performance.now();
    },
    true,
  );
}

/**
 * On a loaded /schedule, `Going`, `Maybe`, `Not going` tapped in turn on each of the first
 * `groups` answer groups (the radios of the cards' segmented controls; `Maybe` and `Not going`
 * open the person's `Reason` and `Note` in the card); each tap waits until its radio shows checked
 * (the answer back from the store), then for the paint. INP as web-vitals reports it, and
 * tap-to-checked times.
 */
async function tapRun(context, { rate, groups, timeout }) {
  const page = await slowPage(context, rate);
  try {
    await watchPageInteractions(page);
    await page.addInitScript(watchTaps);
    await page.goto('/schedule', { waitUntil: 'commit' });
    await page.waitForFunction((prefix) => document.querySelector(`a[href^="${prefix}"]`) !== null, EVENT_LINKS, {
      timeout,
      polling: 100,
    });
    const shown = [];
    for (let group = 0; group < groups; group += 1) {
      for (const name of ANSWERS) {
        const radio = page.getByRole('radiogroup').nth(group).getByRole('radio', { name, exact: true });
        // a finger scrolls to a card, then taps: the scroll's frames are painted before the tap
        await radio.scrollIntoViewIfNeeded();
        await settle(page);
        await radio.click();
        const handle = await radio.elementHandle();
        const ms = await page.waitForFunction((input) => input.checked && performance.now() - window.__tapAt, handle, {
          polling: 'raf',
          timeout,
        });
        shown.push(await ms.jsonValue());
        await page.waitForTimeout(250);
        await settle(page);
      }
    }
    await page.waitForTimeout(300);
    // counted after the taps: the first screen of cards paints before the rest
    const rows = await page.locator(`a[href^="${EVENT_LINKS}"]`).count();
    const { worst, durations } = await interactionsSeen(page);
    return {
      rows,
      taps: shown.length,
      interactionsOver16ms: durations.length,
      // no report: no tap reached 16 ms (the smallest duration event timing reports)
      inpMs: worst ? worst.value : 0,
      answerShownMs: median(shown),
      slowestAnswerShownMs: Math.max(...shown),
      attribution: worst,
    };
  } finally {
    await page.close();
  }
}

/** A Parent with `counts` of schedule on the local build at `url`: first event and answer taps, `runs` times each. */
export async function scheduleLocal(browser, { url, counts, runs, groups, rate, log }) {
  const context = await newContext(browser, url);
  const timeout = 90_000;
  try {
    const setup = await context.newPage();
    await signUpLocal(setup, uniqueEmail('schedule'));
    await makeDataThroughScreens(setup);
    const seeded = await seedSchedule(setup, counts);
    log(`schedule local: ${seeded.written} documents seeded (${seeded.answers} answers)`);
    await setup.close();
    // one visit unmeasured: the worker and the HTTP cache warm
    await measureLoad(context, '/schedule', { rate: 1, until: 'list', list: firstEvent, timeout });
    const loads = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measureLoad(context, '/schedule', { rate, until: 'list', list: firstEvent, timeout });
      loads.push(result);
      log(`schedule local first event run ${run + 1}: ${result.error ?? `${Math.round(result.listMs)} ms`}`);
    }
    const firstEventTimes = { runs: loads, median: medians(loads.filter((result) => !result.error)) };
    // no answer groups: the smaller size of a slope, only the first event timed
    if (groups === 0) return { counts, seeded, firstEvent: firstEventTimes };
    const taps = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await tapRun(context, { rate, groups, timeout });
      taps.push(result);
      log(
        `schedule local taps run ${run + 1}: INP ${result.inpMs} ms, answer shown ${Math.round(result.answerShownMs)} ms (slowest ${Math.round(result.slowestAnswerShownMs)} ms), ${result.rows} rows`,
      );
    }
    return {
      counts,
      seeded,
      firstEvent: firstEventTimes,
      taps: {
        tapped: `${ANSWERS.join(', ')} in turn on each of the first ${groups} answer groups`,
        runs: taps,
        median: {
          inpMs: median(taps.map((each) => each.inpMs)),
          answerShownMs: median(taps.map((each) => each.answerShownMs)),
          slowestAnswerShownMs: median(taps.map((each) => each.slowestAnswerShownMs)),
          rows: median(taps.map((each) => each.rows)),
        },
      },
    };
  } finally {
    await context.close();
  }
}

const pad = (n) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of today plus `days`, on this machine's clock and zone (the browser's too) */
function dayFromNow(days) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Through `/teams/new`: a team without a club; answers its id. */
async function makeTeam(page, name) {
  await page.goto('/teams/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Age group').fill('U12');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/teams\/[^/]+$/, { timeout: 60_000 });
  return new URL(page.url()).pathname.split('/').at(-1);
}

/**
 * Through the team's `+ Event` form: a weekly series of `weeks` from tomorrow (`Repeat weekly
 * until`). Answers the time from the Save tap to the first event's page showing its title (in the
 * page), and whether the toast said how many were made.
 */
async function makeSeries(page, { teamId, title, weeks, startTime = '18:00', endTime = '19:30' }) {
  await page.goto(`/teams/${teamId}/events/new`);
  await visible(page.getByLabel('Title', { exact: true }), 30_000).catch(async () => {
    const heading = await page
      .locator('main h1')
      .first()
      .textContent()
      .catch(() => null);
    throw new Error(`the event form did not show (the page's heading: ${heading})`);
  });
  await page.getByLabel('Title', { exact: true }).fill(title);
  const date = dayFromNow(1);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Start time', { exact: true }).fill(startTime);
  await page.getByLabel('End time', { exact: true }).fill(endTime);
  if (weeks > 1) {
    const until = new Date(`${date}T12:00:00`);
    until.setDate(until.getDate() + 7 * (weeks - 1));
    await page
      .getByLabel('Repeat weekly until', { exact: true })
      .fill(`${until.getFullYear()}-${pad(until.getMonth() + 1)}-${pad(until.getDate())}`);
  }
  const save = page.getByRole('button', { name: 'Save' });
  await save.waitFor({ state: 'visible' });
  await page.evaluate(() => {
    window.__saveAt = null;
    document.addEventListener('click', () => (window.__saveAt ??= performance.now()), { capture: true, once: true });
  });
  await save.click();
  const toast = page.getByText(weeks > 1 ? `${weeks} events created` : 'Event created');
  const toastSeen = toast.waitFor({ state: 'visible', timeout: 60_000 }).then(
    () => true,
    () => false,
  );
  const shown = await page.waitForFunction(
    (name) =>
      /^\/events\/[^/]+$/.test(location.pathname) &&
      document.querySelector('h1')?.textContent?.trim() === name &&
      performance.now() - window.__saveAt,
    title,
    { polling: 'raf', timeout: 120_000 },
  );
  return { saveToEventPageMs: await shown.jsonValue(), toast: await toastSeen, eventUrl: page.url() };
}

/** On a loaded /schedule: `Show more` until there is no more; answers the rows titled `title`, and all rows. */
async function countOnSchedule(page, title, timeout) {
  await page.goto('/schedule');
  await page.waitForFunction((prefix) => document.querySelector(`a[href^="${prefix}"]`) !== null, EVENT_LINKS, {
    timeout,
    polling: 100,
  });
  const more = page.getByRole('button', { name: 'Show more' });
  for (let pages = 1; pages < 20 && (await more.isVisible()); pages += 1) {
    const before = await page.locator(`a[href^="${EVENT_LINKS}"]`).count();
    await more.click();
    await page.waitForFunction(
      ({ prefix, before }) => {
        const loading = document.querySelector('.schedule-page [role="status"]');
        const rows = document.querySelectorAll(`a[href^="${prefix}"]`).length;
        const button = [...document.querySelectorAll('button')].some(
          (each) => each.textContent?.trim() === 'Show more',
        );
        return !loading && rows > 0 && (rows > before || !button);
      },
      { prefix: EVENT_LINKS, before },
      { timeout, polling: 100 },
    );
  }
  return page.evaluate(
    ({ prefix, title }) => {
      const links = [...document.querySelectorAll(`a[href^="${prefix}"]`)];
      return { titled: links.filter((each) => each.textContent?.trim() === title).length, all: links.length };
    },
    { prefix: EVENT_LINKS, title },
  );
}

/**
 * Firebase build at `url` (Firestore unreachable): a new owner makes `plan.teams` teams through
 * the screens (the first with a club and a child, as the visits make them), and a weekly series of
 * `plan.weeks` on `plan.seriesTeams` of them through the event form; the last series offline at
 * `rate`× CPU, timed, then the page reloaded and the series counted on /schedule. Then the first
 * event on /schedule from the device cache, online (Firestore unreachable) and offline.
 */
export async function scheduleFirebase(browser, { url, plan, runs, rate, log }) {
  const context = await newContext(browser, url);
  const timeout = 90_000;
  try {
    const setup = await context.newPage();
    const step = (name, promise) =>
      promise.catch((error) => Promise.reject(new Error(`${name} (at ${setup.url()}): ${error.message}`)));
    await step('sign-up', signUpFirebase(setup, uniqueEmail('schedule')));
    await step('making data', makeDataThroughScreens(setup));
    const teamIds = [];
    const madeAt = Date.now();
    for (let i = 1; i < plan.teams; i += 1)
      teamIds.push(await step(`team ${i + 1}`, makeTeam(setup, `Series Team ${pad(i)}`)));
    log(`schedule firebase: ${plan.teams - 1} more teams made in ${Math.round((Date.now() - madeAt) / 1000)} s`);
    await step('service worker', controlled(setup));
    const series = [];
    for (let i = 0; i < plan.seriesTeams - 1; i += 1) {
      const made = await step(
        `series ${i + 1}`,
        makeSeries(setup, { teamId: teamIds[i], title: `Training ${i + 1}`, weeks: plan.weeks }),
      );
      series.push(made);
      log(
        `schedule firebase: series ${i + 1} of ${plan.weeks} made (Save to its page ${Math.round(made.saveToEventPageMs)} ms at 1× CPU)`,
      );
    }
    await setup.close();

    // the series made offline, at the CPU slowdown, then a reload
    const title = 'Offline series';
    await context.setOffline(true);
    const page = await slowPage(context, rate);
    let offline;
    try {
      const made = await makeSeries(page, { teamId: teamIds[plan.seriesTeams - 1], title, weeks: plan.weeks });
      log(
        `schedule firebase: offline series saved, its first event's page after ${Math.round(made.saveToEventPageMs)} ms (toast ${made.toast ? 'seen' : 'not seen'})`,
      );
      await page.reload();
      const afterReload = await page
        .waitForFunction((name) => document.querySelector('h1')?.textContent?.trim() === name, title, {
          timeout,
          polling: 100,
        })
        .then(
          () => true,
          () => false,
        );
      const counted = await countOnSchedule(page, title, timeout);
      offline = {
        weeks: plan.weeks,
        ...made,
        eventPageAfterReload: afterReload,
        countAfterReload: counted.titled,
        scheduleRowsAfterReload: counted.all,
      };
      log(
        `schedule firebase: after the reload ${counted.titled} of ${plan.weeks} on /schedule (${counted.all} rows in all)`,
      );
    } finally {
      await page.close();
    }
    await context.setOffline(false);

    const loads = {};
    for (const [kind, off] of [
      ['online', false],
      ['offline', true],
    ]) {
      await context.setOffline(off);
      await measureLoad(context, '/schedule', { rate: 1, until: 'list', list: firstEvent, timeout });
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await measureLoad(context, '/schedule', { rate, until: 'list', list: firstEvent, timeout });
        results.push(result);
        log(
          `schedule firebase ${kind} first event run ${run + 1}: ${result.error ?? `${Math.round(result.listMs)} ms`}`,
        );
      }
      loads[kind] = { runs: results, median: medians(results.filter((result) => !result.error)) };
    }
    await context.setOffline(false);
    return {
      plan: { ...plan, events: plan.seriesTeams * plan.weeks },
      series,
      offlineSeries: offline,
      firstEvent: loads,
    };
  } finally {
    await context.close();
  }
}
