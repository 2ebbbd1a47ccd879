#!/usr/bin/env node
// `npm run bench`: Lighthouse on the public routes, repeat and offline visits of the dashboard
// on both builds, a scale run on the local backend, team life's schedule and announcements on both builds,
// offline child adds with many writes pending on the Firebase build, and last the online figures (the
// Firebase build with Google's Firestore emulator reachable: first data on /dashboard, an answer
// from one device to another's open page).
// Writes bench/results.json and docs/PERFORMANCE.md, and prints the table. Run it alone on the
// machine (timings). BENCH_ONLY=lighthouse,visits,scale,schedule,announcements,adds,online picks parts (for working
// on one; the files are then written only when every part ran).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { launchBrowser } from './bench/browser.mjs';
import { chromiumPath } from './chromium.mjs';
import { lighthouseRoutes } from './bench/lighthouse.mjs';
import { performanceDoc } from './bench/performance-doc.mjs';
import { markdownTable, tableRows } from './bench/report.mjs';
import { scaleRun } from './bench/scale.mjs';
import { scheduleFirebase, scheduleLocal } from './bench/schedule.mjs';
import { announcementsFirebase, announcementsLocal } from './bench/announcements.mjs';
import { childAddsFirebase } from './bench/child-adds.mjs';
import { onlineFigures } from './bench/online.mjs';
import { startAuthEmulator, startPreview } from './bench/servers.mjs';
import { dashboardVisits } from './bench/visits.mjs';

const settings = {
  cpuSlowdown: 4,
  lighthouseRuns: 3,
  visitRuns: 5,
  scaleRuns: 5,
  counts: { clubs: 20, teams: 200, children: 500, squad: 60 },
  // the lists' slopes (ms per 100 rows): the same lists at a tenth of the size, as a new Parent
  smallCounts: { clubs: 2, teams: 20, children: 50, squad: 0 },
  schedule: {
    runs: 3,
    // local: a Parent's schedule seeded into IndexedDB; the taps: Going, Maybe, Not going on each of the first groups
    counts: { teams: 8, children: 3, parentTeams: 3, events: 300 },
    // the slope (ms per 100 events): the same Parent's schedule with a tenth of the events
    smallEvents: 30,
    answerGroups: 4,
    // firebase: made through the screens (a 52-week series is the form's longest): 6 × 52 = 312 events,
    // about the local seed's 300, in about 20 s of form filling
    firebase: { teams: 8, seriesTeams: 6, weeks: 52 },
  },
  announcements: {
    runs: 3,
    // local: the schedule's Parent (8 teams, 3 children), their groups holding 300 announcements, the older half seen
    counts: { teams: 8, children: 3, parentTeams: 3, announcements: 300, seenShare: 0.5 },
    // firebase: posted through the team page's form, each pending in Firestore's cache
    firebasePosts: 30,
  },
  // firebase, offline: children added one after another through /add-child, each pending in Firestore's cache;
  // the Save-to-shown time around the 10th and the 50th (median of the last `around` adds up to each)
  adds: { runs: 2, adds: 50, around: 5 },
  // firebase, Firestore reachable (its emulator on 127.0.0.1:8080 for this part alone): a coach's
  // /dashboard loads (warm and first visits), and a member's answers timed to the coach's open event page
  online: { visitRuns: 5, answerRuns: 6 },
};
// `online` stays last: it is the one part with Firestore reachable
const ALL_PARTS = ['lighthouse', 'visits', 'scale', 'schedule', 'announcements', 'adds', 'online'];
const parts = new Set((process.env.BENCH_ONLY ?? ALL_PARTS.join(',')).split(','));
const unknown = [...parts].filter((part) => !ALL_PARTS.includes(part));
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')} (parts: ${ALL_PARTS.join(', ')})`);
const started = Date.now();
const log = (text) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${text}`);

function ensureBuild(dir, script) {
  if (existsSync(`${dir}/index.html`)) return;
  log(`${dir}/ is missing: npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run ${script} failed`);
}

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return {
    cpus: cpus().length,
    cpuModel: cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: osRelease.match(/^PRETTY_NAME="?([^"\n]+)/m)?.[1] ?? process.platform,
    chromium: execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim(),
    node: process.versions.node,
    lighthouse: JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version,
  };
}

async function main() {
  ensureBuild('dist', 'build:local');
  ensureBuild('dist-firebase', 'build:firebase');
  const results = { startedAt: new Date(started).toISOString(), machine: machine(), settings };
  const stops = [];
  try {
    const local = await startPreview('dist');
    stops.push(local.stop);
    log(`local build at ${local.url}`);
    if (parts.has('lighthouse'))
      results.lighthouse = await lighthouseRoutes(local.url, ['/', '/login'], settings.lighthouseRuns, log);
    const browser = await launchBrowser();
    stops.push(() => browser.close());
    const rate = settings.cpuSlowdown;
    // the Firebase build and the Auth emulator, started once for the parts that need them
    let firebaseServers;
    const firebaseUrl = () =>
      (firebaseServers ??= (async () => {
        const emulator = await startAuthEmulator();
        stops.push(emulator.stop);
        log(emulator.started ? 'Auth emulator started' : 'Auth emulator already running: used as it is');
        const firebase = await startPreview('dist-firebase');
        stops.push(firebase.stop);
        log(`firebase build at ${firebase.url}`);
        return firebase.url;
      })());
    if (parts.has('visits')) {
      results.visits = {
        local: await dashboardVisits(browser, {
          url: local.url,
          backend: 'local',
          runs: settings.visitRuns,
          rate,
          log,
        }),
      };
      try {
        results.visits.firebase = await dashboardVisits(browser, {
          url: await firebaseUrl(),
          backend: 'firebase',
          runs: settings.visitRuns,
          rate,
          log,
        });
      } catch (error) {
        log(`firebase visits skipped: ${error.message}`);
        results.visits.firebase = { skipped: String(error.message).split('\n')[0] };
      }
    }
    if (parts.has('scale')) {
      const scale = (counts, full) =>
        scaleRun(browser, { url: local.url, counts, runs: settings.scaleRuns, rate, log, full });
      results.scale = await scale(settings.counts, true);
      results.scaleSmall = await scale(settings.smallCounts, false);
    }
    if (parts.has('schedule')) {
      const { schedule } = settings;
      const partStarted = Date.now();
      const scheduleOf = (counts, groups) =>
        scheduleLocal(browser, { url: local.url, counts, runs: schedule.runs, groups, rate, log });
      results.schedule = {
        local: await scheduleOf(schedule.counts, schedule.answerGroups),
        localSmall: await scheduleOf({ ...schedule.counts, events: schedule.smallEvents }, 0),
      };
      try {
        results.schedule.firebase = await scheduleFirebase(browser, {
          url: await firebaseUrl(),
          plan: schedule.firebase,
          runs: schedule.runs,
          rate,
          log,
        });
      } catch (error) {
        log(`firebase schedule skipped: ${error.message}`);
        results.schedule.firebase = { skipped: String(error.message).split('\n')[0] };
      }
      results.schedule.durationSeconds = (Date.now() - partStarted) / 1000;
    }
    if (parts.has('announcements')) {
      const { announcements } = settings;
      const partStarted = Date.now();
      results.announcements = {
        local: await announcementsLocal(browser, {
          url: local.url,
          counts: announcements.counts,
          runs: announcements.runs,
          rate,
          log,
        }),
      };
      try {
        results.announcements.firebase = await announcementsFirebase(browser, {
          url: await firebaseUrl(),
          posts: announcements.firebasePosts,
          runs: announcements.runs,
          rate,
          log,
        });
      } catch (error) {
        log(`firebase announcements skipped: ${error.message}`);
        results.announcements.firebase = { skipped: String(error.message).split('\n')[0] };
      }
      results.announcements.durationSeconds = (Date.now() - partStarted) / 1000;
    }
    if (parts.has('adds')) {
      const partStarted = Date.now();
      try {
        results.adds = await childAddsFirebase(browser, { url: await firebaseUrl(), ...settings.adds, rate, log });
      } catch (error) {
        log(`firebase child adds skipped: ${error.message}`);
        results.adds = { skipped: String(error.message).split('\n')[0] };
      }
      results.adds.durationSeconds = (Date.now() - partStarted) / 1000;
    }
    if (parts.has('online')) {
      const partStarted = Date.now();
      try {
        results.online = await onlineFigures(browser, { url: await firebaseUrl(), ...settings.online, rate, log });
      } catch (error) {
        log(`online figures skipped: ${error.message}`);
        results.online = { skipped: String(error.message).split('\n')[0] };
      }
      results.online.durationSeconds = (Date.now() - partStarted) / 1000;
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
  results.durationSeconds = (Date.now() - started) / 1000;
  const rows = tableRows(results);
  results.table = rows.map(({ figure, build, value, target, status }) => ({ figure, build, value, target, status }));
  const table = markdownTable(rows);
  if (ALL_PARTS.every((part) => parts.has(part))) {
    mkdirSync('bench', { recursive: true });
    mkdirSync('docs', { recursive: true });
    writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync('docs/PERFORMANCE.md', performanceDoc(results, table));
    log('wrote bench/results.json and docs/PERFORMANCE.md');
  } else {
    writeFileSync('/tmp/bench-partial.json', `${JSON.stringify(results, null, 2)}\n`);
  }
  console.log(`\n${table}\n\nbench took ${Math.round(results.durationSeconds)} s`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
