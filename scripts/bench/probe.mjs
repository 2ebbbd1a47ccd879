// What a measured page records about itself, from its first script on (an init script):
// paint times, the dashboard's data mark, and the frames in which a list shows its first screen
// of rows (`list.first`, the app's FIRST_ROWS) and all of them.
import { slowPage } from './browser.mjs';

export const DASHBOARD_MARK = 'pitchside:dashboard-data';

/** Runs in the page before its own scripts. `list`: which list to wait for, and how many rows. */
function install({ mark, list }) {
  const bench = { fp: null, fcp: null, data: null, list: null, listFirst: null, rules: null };
  window.__bench = bench;
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.name === 'first-paint') bench.fp = entry.startTime;
      if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) {
      if (entry.name !== mark || bench.data !== null) continue;
      bench.data = entry.startTime;
      // the local backend's rules evaluator: time spent until the data is on screen (parsing included)
      bench.rules = window.__pitchsideRulesTiming ? { ...window.__pitchsideRulesTiming } : null;
    }
  }).observe({ type: 'mark', buffered: true });
  if (!list) return;
  const rows = () => {
    if (list.links) return document.querySelectorAll(`a[href^="${list.links}"]`).length;
    const section = [...document.querySelectorAll('section')].find(
      (each) => each.querySelector('h2')?.textContent?.trim() === list.section,
    );
    return section ? section.querySelectorAll(':scope > ul > li').length : 0;
  };
  // the list's first screen (the app paints its first rows before the rest), then every row
  const check = () => {
    const count = rows();
    if (bench.listFirst === null && count >= Math.min(list.count, list.first ?? list.count)) {
      bench.listFirst = performance.now();
      // as for the dashboard: the local rules evaluator's time until the list is on screen
      bench.rules ??= window.__pitchsideRulesTiming ? { ...window.__pitchsideRulesTiming } : null;
    }
    if (count >= list.count) bench.list = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * Opens `path` in a new tab at `rate`× CPU slowdown and waits for what `until` names
 * (`data`: the dashboard mark; `list`: the list complete). Times are from navigation start, ms.
 */
export async function measureLoad(context, path, { rate, until, list, timeout = 30_000 }) {
  const page = await slowPage(context, rate);
  try {
    await page.addInitScript(install, { mark: DASHBOARD_MARK, list: list ?? null });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction((key) => window.__bench?.[key] !== null && window.__bench?.fcp !== null, until, {
      timeout,
      polling: 100,
    });
    const figures = await page.evaluate(() => window.__bench);
    const rules = figures.rules ? { rulesMs: figures.rules.ms, rulesRequests: figures.rules.requests } : {};
    return {
      firstPaintMs: figures.fp,
      firstContentfulPaintMs: figures.fcp,
      [until === 'data' ? 'dashboardDataMs' : 'listMs']: figures[until],
      ...(until === 'list' ? { listFirstMs: figures.listFirst } : {}),
      ...rules,
    };
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await page.close();
  }
}
