// The scale run on the local backend: many children, teams and a big squad; how long the
// lists take to render and how slow the slowest search keystroke is (INP, web-vitals).
import { makeDataThroughScreens, newContext, signUpLocal, slowPage, uniqueEmail } from './browser.mjs';
import { interactionsSeen, settle, watchPageInteractions } from './interactions.mjs';
import { measureLoad } from './probe.mjs';
import { seedScale } from './seed.mjs';
import { median, medians } from './stats.mjs';

/** The rows the app paints before the rest of a long list: src/lib/first-rows-first.ts's FIRST_ROWS. */
export const FIRST_ROWS = 30;

/** Types `name` into the Search field of /children letter by letter, then deletes it letter by letter. */
async function searchRun(context, { rate, name, count, timeout }) {
  const page = await slowPage(context, rate);
  try {
    await watchPageInteractions(page);
    const loaded = await measureLoadOn(page, count, timeout);
    const search = page.getByLabel('Search');
    await search.focus();
    const keys = [...name.split(''), ...name.split('').map(() => 'Backspace')];
    let typed = '';
    for (const key of keys) {
      typed = key === 'Backspace' ? typed.slice(0, -1) : typed + key;
      await page.keyboard.press(key);
      await page.waitForFunction((value) => document.querySelector('input[type="search"]')?.value === value, typed, {
        polling: 50,
      });
      await page.waitForTimeout(250);
      await settle(page);
    }
    await page.waitForTimeout(300);
    const { worst, durations } = await interactionsSeen(page);
    return {
      listMs: loaded,
      keystrokes: keys.length,
      interactionsOver16ms: durations.length,
      // no report: no keystroke reached 16 ms (the smallest duration event timing reports)
      inpMs: worst ? worst.value : 0,
      inpTypingOnlyMs: Math.max(0, ...durations.slice(0, name.length)),
      attribution: worst,
    };
  } finally {
    await page.close();
  }
}

async function measureLoadOn(page, count, timeout) {
  await page.goto('/children', { waitUntil: 'commit' });
  const start = Date.now();
  await page.waitForFunction((n) => document.querySelectorAll('a[href^="/edit-child/"]').length >= n, count, {
    timeout,
    polling: 100,
  });
  return Date.now() - start;
}

/**
 * A Parent with `counts` of data on the local build at `url`; lists timed `runs` times each.
 * `full`: the squad and the search too; without, only what a slope's smaller size needs.
 */
export async function scaleRun(browser, { url, counts, runs, rate, log, full = true }) {
  const context = await newContext(browser, url);
  const timeout = 90_000;
  try {
    const setup = await context.newPage();
    await signUpLocal(setup, uniqueEmail('scale'));
    await makeDataThroughScreens(setup);
    const { teamId, written } = await seedScale(setup, counts);
    log(`scale: ${written} documents seeded (${counts.children} children, ${counts.teams} teams)`);
    await setup.close();
    await measureLoad(context, '/children', {
      rate: 1,
      until: 'list',
      list: { links: '/edit-child/', count: counts.children },
      timeout,
    });
    const lists = {
      children: { path: '/children', list: { links: '/edit-child/', count: counts.children, first: FIRST_ROWS } },
      teams: { path: '/manage', list: { section: 'Teams', count: counts.teams, first: FIRST_ROWS } },
      // the squad is the owner and children: at a slope's smaller size there are too few
      ...(full
        ? { squad: { path: `/teams/${teamId}`, list: { section: 'Members', count: counts.squad, first: FIRST_ROWS } } }
        : {}),
    };
    const renders = {};
    for (const [key, { path, list }] of Object.entries(lists)) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await measureLoad(context, path, { rate, until: 'list', list, timeout });
        results.push(result);
        const shown = `first screen ${Math.round(result.listFirstMs)} ms, all rows ${Math.round(result.listMs)} ms`;
        log(`scale ${key} ${list.count} run ${run + 1}: ${result.error ?? shown}`);
      }
      renders[key] = {
        path,
        rows: list.count,
        runs: results,
        median: medians(results.filter((result) => !result.error)),
      };
    }
    if (!full) return { counts, renders, search: null };
    const searches = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await searchRun(context, { rate, name: 'Olivia', count: counts.children, timeout });
      searches.push(result);
      log(`scale search run ${run + 1}: INP ${result.inpMs} ms (typing only ${result.inpTypingOnlyMs} ms)`);
    }
    return {
      counts,
      renders,
      search: {
        typed: 'Olivia, then deleted letter by letter',
        runs: searches,
        median: {
          inpMs: median(searches.map((each) => each.inpMs)),
          inpTypingOnlyMs: median(searches.map((each) => each.inpTypingOnlyMs)),
        },
      },
    };
  } finally {
    await context.close();
  }
}
