#!/usr/bin/env node
// Size budgets, measured the way a phone meets them: Chromium visits a route cold
// (a fresh profile, no service worker yet) on the build `npm start` serves, served by
// `vite preview`, until the network is idle; every JavaScript file it downloads (not the
// service worker's precache fetches) is gzipped at level 9 and summed. The landing page must
// also hold no Firebase, Dexie, TanStack Query or Radix code, proven by the module ids each
// chunk holds (scripts/chunk-modules-plugin.ts). The Firebase build's Auth and Firestore
// chunks and each build's precache are measured from the files.
// Rerun: npm run build:local && npm run build:firebase && npm run size
// (or: node scripts/size.mjs <local build dir> <firebase build dir>)
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { precacheReport, printPrecacheReports } from './precache-size.mjs';

// KiB of gzip (level 9). The route limits and the Firebase chunks' were first set from a cold
// visit (/ 122.3, /login 165.5; Auth and Firestore then one 158 KiB chunk); the others sit just
// above their measured size, so growth is a decision, not an accident. Each step below says what
// grew a budget, so the next change knows what it is paying for.
const budgetsKiB = {
  // React and react-dom 69, TanStack Router 28, the shell and the landing page; no backend, no
  // query cache, no toasts, no dialogs (aim: 110)
  landing: 115,
  // the landing's start chunk, the local backend (Dexie 31) and the sign-in form (146.3 when set);
  // the release of IndexedDB on pagehide and the check that the stores read (WebKit's page that
  // stayed blank after a back/forward navigation): 149.7 → 150.3; leaving Pitchside (the auth
  // port's password check and account delete, the toast a full load keeps): 150.6
  login: 151,
  // Firebase's /login loads the whole backend, Auth and Firestore together (the backend's port is
  // one): 261.0 when set; the toast slots, the single-submit guard and the signed-in hint in the
  // entry: 265.7; the adapter's fixes (documents written here, re-sent copies, new groups' reads):
  // 268.6; the release of IndexedDB on pagehide and the check that Firestore's cache reads: 269.2;
  // the hooks out of the domain: 269.4; a listen refused before this device's writes landed
  // opened once more (a just-linked child's event said `Event not found`): 269.5
  loginFirebase: 270,
  authChunk: 26, // initializeAuth with IndexedDB persistence (local storage where IndexedDB fails), no popup/redirect resolver
  firestoreChunk: 110, // firebase 12.14 (Firestore 4.15, before re2js was bundled in), persistent multi-tab cache
  // Dexie and the local adapter, and the rules evaluator with firestore.rules (without its
  // comments) in a chunk of its own, loaded with the first data request: 39.8 before the
  // evaluator, which may add at most 25 (measured: 38.7 + 13.3)
  localBackendChunk: 39.8 + 25,
  // What every phone stores at install. Local 249.6 and Firebase 364.3 when set; the local one
  // holds the rules evaluator too (250.0 → 265.7 with it and the port's queries), the Firebase one
  // the port's range, order and index checks (→ 370.4). The design system's stylesheet, the
  // handover, the join preview, a club's teams, back links: local → 276.6, Firebase → 381.3. Team
  // life (six screens, the event form's checks, zone arithmetic with @date-fns/tz 4.7, and a
  // calendar library, lazy, 9.5): local 277.1 → 311.9, Firebase 381.8 → 415.2. Announcements:
  // local → 319.4, Firebase → 422.3. Event cards, form drafts, counters: local 329.8; the rules
  // that accept a write sent again once it landed (the local build bundles firestore.rules):
  // 329.98. An IndexedDB in the page's memory (fake-indexeddb, 14.4, loaded only where the
  // device's store refused or did not answer, and precached, as that may happen offline): local
  // 332 → 347, Firebase 435 → 450; the rules that close an attacker's holes: local 347.1. The
  // calendar file written without a library (ical-generator cost 8.4 in each): local 348.5 →
  // 340.0, Firebase 450.2 → 441.8; readers derived from the schema: 340.6 and 442.3; the hooks
  // out of the domain and the event page and its actions in parts (three more chunks, each
  // with its own imports and exports): 341.8 and 443.5. A child's guardians beside the first
  // (the Guardians region, the invitation's question in the session's follow-up, and their
  // rules, which the local build bundles): 346.4 and 446.8. Leaving Pitchside (`Delete my
  // account`: its dialog, the plans of every part it deletes, and their rules): 350.3 and 450.6.
  // Room for the next change: 352 and 453.
  precache: { local: 352, firebase: 453 },
};

/** Code the landing page must not download: the backends, the query cache, the dialogs and menus. */
const notOnLanding =
  /node_modules\/(?:firebase|@firebase|dexie|@tanstack\/react-query|@tanstack\/query-core|radix-ui|@radix-ui)\//;

const gzipKiB = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Which modules each JavaScript file of a build holds. */
function chunkModules(dir) {
  return JSON.parse(readFileSync(`${dir}/.vite/chunk-modules.json`, 'utf8'));
}

/** The JavaScript a cold visit of `path` downloads: [{ file, kib }], file relative to the build. */
async function coldVisit(browser, origin, path) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await context.newPage();
  const downloads = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const request = response.request();
    if (url.origin !== origin || request.serviceWorker() || response.fromServiceWorker()) return;
    if (!url.pathname.endsWith('.js')) return;
    downloads.push(response.body().then((body) => ({ file: url.pathname.slice(1), kib: gzipKiB(body) })));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const files = await Promise.all(downloads);
  await context.close();
  return files.sort((a, b) => b.kib - a.kib);
}

/** Measures the given routes on one build, served by its own preview server on a free port. */
async function measureRoutes(browser, dir, paths) {
  const port = await freePort();
  const server = await preview({
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { port, strictPort: true, open: false },
  });
  try {
    const origin = `http://localhost:${port}`;
    const visits = {};
    for (const path of paths) visits[path] = await coldVisit(browser, origin, path);
    return visits;
  } finally {
    await server.close();
  }
}

/** The landing page's files that hold forbidden modules, or that the build does not describe. */
function landingIntruders(dir, files) {
  const modules = chunkModules(dir);
  const found = [];
  for (const { file } of files) {
    const chunk = modules[file];
    if (!chunk) {
      found.push(`${file} (not in ${dir}/.vite/chunk-modules.json: rebuild)`);
      continue;
    }
    const bad = Object.keys(chunk.modules).filter((id) => notOnLanding.test(id));
    if (bad.length > 0)
      found.push(`${file}: ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''}`);
  }
  return found;
}

/** The files of a build holding modules that match `pattern`, with their size. */
function chunksHolding(dir, pattern) {
  return Object.entries(chunkModules(dir))
    .filter(([, chunk]) => Object.keys(chunk.modules).some((id) => pattern.test(id)))
    .map(([file]) => ({ file, kib: gzipKiB(readFileSync(`${dir}/${file}`)) }));
}

const sum = (files) => files.reduce((total, { kib }) => total + kib, 0);

const started = Date.now();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const [localDir = 'dist', firebaseDir = 'dist-firebase'] = process.argv.slice(2);
let local;
let firebase;
try {
  local = await measureRoutes(browser, localDir, ['/', '/login']);
  firebase = await measureRoutes(browser, firebaseDir, ['/', '/login']);
} finally {
  await browser.close();
}
const auth = chunksHolding(firebaseDir, /node_modules\/(?:.*\/)?@firebase\/auth\//);
const firestore = chunksHolding(firebaseDir, /node_modules\/(?:.*\/)?@firebase\/(?:firestore|webchannel-wrapper)\//);
const precaches = { local: precacheReport(localDir), firebase: precacheReport(firebaseDir) };
// the local backend, and the rules evaluator it loads with the first data request
const localBackend = chunksHolding(localDir, /src\/backend\/local\/local-(?:backend|rules-engine)\.ts$/);
// the Firebase build never evaluates rules: neither the evaluator nor the rules text may be in it
const rulesInFirebase = chunksHolding(firebaseDir, /src\/backend\/rules\/|firestore\.rules/);

const rows = [
  { what: 'route / (landing), cold visit, local build', files: local['/'], budget: budgetsKiB.landing },
  { what: 'route / (landing), cold visit, firebase build', files: firebase['/'], budget: budgetsKiB.landing },
  { what: 'route /login, cold visit, local build', files: local['/login'], budget: budgetsKiB.login },
  { what: 'route /login, cold visit, firebase build', files: firebase['/login'], budget: budgetsKiB.loginFirebase },
  { what: 'Auth chunk, firebase build', chunks: auth, budget: budgetsKiB.authChunk },
  { what: 'Firestore chunk, firebase build', chunks: firestore, budget: budgetsKiB.firestoreChunk },
  {
    what: 'local backend and rules evaluator chunks, local build',
    chunks: localBackend,
    budget: budgetsKiB.localBackendChunk,
  },
  ...Object.entries(precaches).map(([build, report]) => ({
    what: `precache, ${build} build (${report.entries} entries, ${report.kib.toFixed(1)} KiB raw)`,
    kib: report.gzipKiB,
    budget: budgetsKiB.precache[build],
  })),
];

const failures = [];
// each SDK in a chunk of its own, or its size cannot be held to its budget
for (const [name, chunks] of [
  ['Auth', auth],
  ['Firestore', firestore],
]) {
  if (chunks.length !== 1)
    failures.push(
      `${name} should be one chunk of ${firebaseDir}, found: ${chunks.map((c) => c.file).join(', ') || 'none'}`,
    );
}
if (auth.some(({ file }) => firestore.some((other) => other.file === file)))
  failures.push('Auth and Firestore share a chunk');
if (localBackend.length !== 2)
  failures.push(
    `the local backend and its rules evaluator should be two chunks of ${localDir}, found: ${localBackend.map((c) => c.file).join(', ') || 'none'}`,
  );
for (const { file } of rulesInFirebase)
  failures.push(`${firebaseDir}/${file} holds the rules evaluator, which only the local backend uses`);

console.log('gzip -9 sizes (KiB)');
for (const row of rows) {
  const kib = row.kib ?? sum(row.files ?? row.chunks);
  const over = kib > row.budget;
  if (over) failures.push(`${row.what}: ${kib.toFixed(1)} KiB, over its budget of ${row.budget} KiB`);
  const detail = row.files
    ? ` in ${row.files.length} scripts`
    : row.chunks
      ? ` (${row.chunks.map((c) => c.file).join(', ')})`
      : '';
  console.log(`${over ? '✗' : '✓'} ${row.what.padEnd(56)} ${kib.toFixed(1).padStart(6)} / ${row.budget}${detail}`);
}
for (const [dir, visits] of [
  [localDir, local],
  [firebaseDir, firebase],
]) {
  const intruders = landingIntruders(dir, visits['/']);
  for (const intruder of intruders) failures.push(`route / of ${dir} downloads code it must not: ${intruder}`);
}
for (const row of rows.filter(
  (row) => row.files && (process.env.SIZE_DETAIL || failures.some((f) => f.startsWith(row.what))),
)) {
  console.log(
    `  ${row.what}: ${row.files.map(({ file, kib }) => `${file.replace(/^assets\//, '')} ${kib.toFixed(1)}`).join(', ')}`,
  );
}
if (!printPrecacheReports([localDir, firebaseDir]))
  failures.push('a precache lacks part of its build: a screen would not open offline');
console.log(`measured in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
