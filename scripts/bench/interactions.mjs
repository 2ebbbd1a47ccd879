// What a page records about its interactions (web-vitals' INP, attribution build, and the raw
// event timing entries), shared by the scale run's keystrokes and the schedule's answer taps.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// the attribution build's IIFE (it defines `webVitals`), from beside the file the package exports
const webVitalsDist = dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'));
const webVitalsIife = readFileSync(join(webVitalsDist, 'web-vitals.attribution.iife.js'), 'utf8');

/** Runs in the page: web-vitals' INP (every change) and the raw event timing entries of interactions. */
function watchInteractions(webVitals) {
  const seen = { inp: [], events: [] };
  window.__interactions = seen;
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      seen.inp.push({
        value: metric.value,
        type: a.interactionType,
        target: a.interactionTarget,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
      });
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      if (entry.interactionId)
        seen.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Adds the watcher to `page` as an init script (before the app's own scripts). */
export function watchPageInteractions(page) {
  // the IIFE's `webVitals` is not a property of window in an init script: hand it over by name
  return page.addInitScript({ content: `${webVitalsIife}\n;(${watchInteractions})(webVitals);` });
}

/** What the page saw: the worst INP report (null: none reached 16 ms) and each interaction's longest entry, in order. */
export async function interactionsSeen(page) {
  const seen = await page.evaluate(() => window.__interactions);
  const byInteraction = new Map();
  for (const event of seen.events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  return { worst: seen.inp.at(-1) ?? null, durations: [...byInteraction.values()] };
}

/** Two frames and a little: what an interaction set off has painted. */
export const settle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
