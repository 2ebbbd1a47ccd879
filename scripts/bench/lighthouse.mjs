// Lighthouse (mobile, its default simulated throttling) on public routes: scores and the
// paint and blocking metrics, each the median of its runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { medians, round } from './stats.mjs';

const chromeFlags = ['--headless=new', ...chromiumArgs];

const categories = ['performance', 'accessibility', 'best-practices'];

function figuresOf(lhr) {
  const score = (id) => round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** Audits a run names as costing performance points: what to look at when a score is low. */
function opportunitiesOf(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null && audit.score < 0.9 && (audit.details?.type === 'opportunity' || audit.metricSavings),
    )
    .filter(
      (audit) => Object.values(audit.metricSavings ?? {}).some((saving) => saving > 0) || (audit.numericValue ?? 0) > 0,
    )
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }));
}

/** Lighthouse `runs` times on each of `paths` of the app at `baseUrl`, in one Chromium. */
export async function lighthouseRoutes(baseUrl, paths, runs, log) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  const routes = {};
  try {
    for (const path of paths) {
      const results = [];
      let opportunities = [];
      for (let run = 0; run < runs; run += 1) {
        let lhr;
        // a trace Lighthouse could not read (NO_NAVSTART on a busy machine) is run again, twice at most
        for (let attempt = 0; !lhr; attempt += 1) {
          const result = await lighthouse(`${baseUrl}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          });
          if (!result.lhr.runtimeError) lhr = result.lhr;
          else if (attempt >= 2) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
          else log(`lighthouse ${path}: ${result.lhr.runtimeError.code}, running again`);
        }
        const figures = figuresOf(lhr);
        results.push(figures);
        opportunities = opportunitiesOf(lhr);
        log(
          `lighthouse ${path} run ${run + 1}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
      routes[path] = { runs: results, median: medians(results), opportunities };
    }
  } finally {
    chrome.kill();
  }
  return routes;
}
