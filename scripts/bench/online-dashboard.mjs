// First data on /dashboard with Firestore reachable (the online part): a fresh page load at a
// CPU slowdown, timed from navigation start to the frame in which the dashboard's `Your teams`
// list shows the team's name. A warm visit (service worker installed, Firestore cache filled) in
// the coach's own context, and a first visit in a new context that keeps only the sign-in.
import { newContext, slowPage } from './browser.mjs';
import { DASHBOARD_MARK } from './probe.mjs';
import { medians } from './stats.mjs';

const TIMEOUT = 60_000;

/** Firebase Auth's own database (the remembered sign-in): the one a first visit keeps. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * Runs in the page before its own scripts: first contentful paint, the dashboard's mark, the
 * team's name shown, and when the first answers of the Auth emulator and of Firestore's server
 * (its channel's first response) arrived: what the visit waited for.
 */
function watchTeamName({ mark, team }) {
  const bench = { fcp: null, data: null, team: null, auth: null, firestore: null };
  window.__onlineBench = bench;
  const first = (current, value) => (current === null ? value : Math.min(current, value));
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      const { host } = new URL(entry.name);
      if (host === '127.0.0.1:9099') bench.auth = first(bench.auth, entry.responseEnd);
      if (host === '127.0.0.1:8080') bench.firestore = first(bench.firestore, entry.responseEnd);
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      if (entry.name === mark && bench.data === null) bench.data = entry.startTime;
  }).observe({ type: 'mark', buffered: true });
  const check = () => {
    const links = document.querySelectorAll('ul[aria-label="Your teams"] a');
    if ([...links].some((link) => link.textContent?.trim() === team)) bench.team = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** One load of /dashboard in a new tab of `context` at `rate`× CPU; ms from navigation start. */
async function loadDashboard(context, { team, rate }) {
  const page = await slowPage(context, rate);
  try {
    await page.addInitScript(watchTeamName, { mark: DASHBOARD_MARK, team });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__onlineBench?.team !== null && window.__onlineBench?.data !== null, null, {
      timeout: TIMEOUT,
      polling: 100,
    });
    const figures = await page.evaluate(() => window.__onlineBench);
    return {
      teamShownMs: figures.team,
      dashboardDataMs: figures.data,
      firstContentfulPaintMs: figures.fcp,
      authFirstAnswerMs: figures.auth,
      firestoreFirstAnswerMs: figures.firestore,
    };
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await page.close();
  }
}

function summary(results) {
  return { runs: results, median: medians(results.filter((result) => !result.error)) };
}

const whole = (value) => (value === null ? 'none' : `${Math.round(value)} ms`);
const shown = (result) =>
  result.error ??
  `team's name ${whole(result.teamShownMs)} (dashboard mark ${whole(result.dashboardDataMs)}; first answers: ` +
    `Auth ${whole(result.authFirstAnswerMs)}, Firestore ${whole(result.firestoreFirstAnswerMs)})`;

/** Warm: `context` is the coach's, its worker installed and its Firestore cache filled; one visit unmeasured first. */
export async function warmDashboardVisits(context, { team, runs, rate, log }) {
  await loadDashboard(context, { team, rate: 1 });
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await loadDashboard(context, { team, rate }));
    log(`online dashboard warm visit run ${run + 1}: ${shown(results.at(-1))}`);
  }
  return summary(results);
}

/**
 * The sign-in of `context` alone (Auth's database and the app's local storage hints), with no
 * service worker, no HTTP cache and no Firestore cache: what a first visit of a signed-in device finds.
 */
async function signInOnly(context) {
  const state = await context.storageState({ indexedDB: true });
  return {
    cookies: [],
    origins: state.origins.map((origin) => ({
      ...origin,
      indexedDB: (origin.indexedDB ?? []).filter((database) => database.name === AUTH_DATABASE),
    })),
  };
}

/** A first visit in a new context holding only the sign-in `storageState`. */
async function firstVisit(browser, { url, storageState, team, rate }) {
  const fresh = await newContext(browser, url, { storageState });
  try {
    return await loadDashboard(fresh, { team, rate });
  } finally {
    await fresh.close();
  }
}

/** First visits, each in a new context holding `context`'s sign-in only; one unmeasured first, as for the warm ones. */
export async function firstDashboardVisits(browser, context, { url, team, runs, rate, log }) {
  const storageState = await signInOnly(context);
  const visit = { url, storageState, team };
  await firstVisit(browser, { ...visit, rate: 1 });
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await firstVisit(browser, { ...visit, rate }));
    log(`online dashboard first visit run ${run + 1}: ${shown(results.at(-1))}`);
  }
  return summary(results);
}
