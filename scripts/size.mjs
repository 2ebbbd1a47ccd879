#!/usr/bin/env node
// Measures, from the build manifests, the gzip size of the JavaScript each part of the app
// downloads, and fails when a budget is exceeded. Rerun: npm run build:local &&
// npm run build:firebase && npm run size
// It also checks and reports each build's precache (scripts/precache-size.mjs).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { printPrecacheReports } from './precache-size.mjs';

// landing: 140 until issue 9 put the server-reach, storage and update banners in the shell (140.7 KiB);
// issue 11 brings it to 115 by splitting the entry chunk
const budgetsKiB = { landing: 142, localBackend: 45, firebaseBackend: 240 };

function load(dir) {
  const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const gzipKiB = (file) => gzipSync(readFileSync(`${dir}/${file}`)).length / 1024;
  // the chunk of an entry and every chunk it imports statically
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const files = (keys) => new Set([...keys].map((key) => manifest[key].file));
  const sum = (set) => [...set].reduce((total, file) => total + gzipKiB(file), 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routeKey = (name) => Object.keys(manifest).find((key) => key.startsWith('src/routes/') && key.includes(name));
  return { manifest, closure, files, sum, entryKey, routeKey };
}

function measure(dir, backendModule) {
  const build = load(dir);
  const landingKeys = new Set([...build.closure(build.entryKey), ...build.closure(build.routeKey('index.tsx'))]);
  const landing = build.files(landingKeys);
  const backendKey = Object.keys(build.manifest).find((key) => key.endsWith(backendModule));
  if (!backendKey) throw new Error(`${backendModule} is not in ${dir}'s build`);
  const backendOnly = new Set([...build.files(build.closure(backendKey))].filter((file) => !landing.has(file)));
  const all = new Set(Object.values(build.manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
  return { landing: build.sum(landing), backend: build.sum(backendOnly), all: build.sum(all), backendFiles: [...backendOnly] };
}

const local = measure('dist', 'src/backend/local/local-backend.ts');
const firebase = measure('dist-firebase', 'src/backend/firebase/firebase-backend.ts');
const rows = [
  ['landing route JS (entry + landing chunk), local build', local.landing, budgetsKiB.landing],
  ['landing route JS, firebase build', firebase.landing, budgetsKiB.landing],
  ['local backend chunks (Dexie + adapter)', local.backend, budgetsKiB.localBackend],
  ['Firebase backend chunks (Auth + Firestore + adapter)', firebase.backend, budgetsKiB.firebaseBackend],
  ['all JS precached, local build', local.all, null],
  ['all JS precached, firebase build', firebase.all, null],
];
let failed = false;
console.log('gzip sizes (KiB)');
for (const [label, kib, budget] of rows) {
  const over = budget !== null && kib > budget;
  failed ||= over;
  console.log(`${over ? '✗' : '✓'} ${label.padEnd(58)} ${kib.toFixed(1).padStart(7)}${budget === null ? '' : ` / budget ${budget}`}`);
}
console.log(`Firebase chunks: ${firebase.backendFiles.join(', ')}`);
if (!printPrecacheReports(['dist', 'dist-firebase'])) {
  console.error('A precache lacks part of its build: a screen would not open offline.');
  failed = true;
}
if (failed) {
  console.error('A size budget is exceeded.');
  process.exit(1);
}
