// What a measured page records about itself, from its first script on (an init script):
// paint times, the dashboard's data mark, and the frame in which a list is complete.
import { slowPage } from './browser.mjs';

export const DASHBOARD_MARK = 'pitchside:dashboard-data';

/** Runs in the page before its own scripts. `list`: which list to wait for, and how many rows. */
function install({ mark, list }) {
  const bench = { fp: null, fcp: null, data: null, list: null, rules: null };
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
  const check = () => {
    if (rows() >= list.count) {
      bench.list = performance.now();
      // as for the dashboard: the local rules evaluator's time until the list is on screen
      bench.rules ??= window.__pitchsideRulesTiming ? { ...window.__pitchsideRulesTiming } : null;
    } else requestAnimationFrame(check);
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
      ...rules,
    };
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await page.close();
  }
}
