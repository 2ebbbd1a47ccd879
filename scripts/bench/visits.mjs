// Repeat visit (warm HTTP and service worker caches, online) and offline visit (the browser
// offline, the app served by its service worker) of /dashboard, at a CPU slowdown.
import {
  controlled,
  makeDataThroughScreens,
  newContext,
  signUpFirebase,
  signUpLocal,
  uniqueEmail,
} from './browser.mjs';
import { measureLoad } from './probe.mjs';
import { medians } from './stats.mjs';

async function series(context, runs, rate, log, label) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureLoad(context, '/dashboard', { rate, until: 'data' });
    results.push(result);
    log(
      `${label} run ${run + 1}: ${result.error ?? `FCP ${Math.round(result.firstContentfulPaintMs)} ms, dashboard data ${Math.round(result.dashboardDataMs)} ms`}`,
    );
  }
  return { runs: results, median: medians(results.filter((result) => !result.error)) };
}

/** Signs a new verified user in on `backend`'s build at `url`, makes data, then measures both visits. */
export async function dashboardVisits(browser, { url, backend, runs, rate, log }) {
  const context = await newContext(browser, url);
  try {
    const setup = await context.newPage();
    const step = (name, promise) =>
      promise.catch((error) => Promise.reject(new Error(`${name} (at ${setup.url()}): ${error.message}`)));
    await step('sign-up', (backend === 'local' ? signUpLocal : signUpFirebase)(setup, uniqueEmail('bench')));
    await step('making data', makeDataThroughScreens(setup));
    await step('service worker', controlled(setup));
    await setup.close();
    // one visit unmeasured: the worker and the HTTP cache are as a returning user finds them
    await measureLoad(context, '/dashboard', { rate: 1, until: 'data' });
    const repeat = await series(context, runs, rate, log, `${backend} repeat visit`);
    await context.setOffline(true);
    const offline = await series(context, runs, rate, log, `${backend} offline`);
    await context.setOffline(false);
    return { repeat, offline };
  } finally {
    await context.close();
  }
}
