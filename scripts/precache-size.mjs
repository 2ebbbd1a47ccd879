#!/usr/bin/env node
// The service worker's precache, read from a build: checks that it holds the app shell, the
// web app manifest, the icons and every JavaScript and CSS file of the build (so every lazy
// route chunk, and so every screen, opens with no signal), and reports its size.
// Rerun: npm run build:local && npm run build:firebase && npm run precache-size
// (or: node scripts/precache-size.mjs dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The precache manifest workbox injected into `<dir>/sw.js`: [{ url, revision }]. */
export function precacheEntries(dir) {
  const worker = readFileSync(`${dir}/sw.js`, 'utf8');
  const entries = [
    ...worker.matchAll(/\{"(?:revision|url)":(?:null|"[^"]*"),"(?:revision|url)":(?:null|"[^"]*")\}/g),
  ].map((match) => JSON.parse(match[0]));
  if (entries.length === 0) throw new Error(`${dir}/sw.js holds no precache manifest`);
  return entries;
}

/** What a build must precache, what its precache holds, and what is missing. */
export function precacheReport(dir) {
  const entries = precacheEntries(dir);
  const urls = new Set(entries.map((entry) => entry.url));
  const buildManifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'));
  const lazyRouteChunks = Object.entries(buildManifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/routes/'))
    .map(([, chunk]) => chunk.file);
  const assets = readdirSync(`${dir}/assets`)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `assets/${file}`);
  const icons = readdirSync(`${dir}/icons`).map((file) => `icons/${file}`);
  const required = [...new Set(['index.html', 'manifest.webmanifest', ...icons, ...assets, ...lazyRouteChunks])];
  const missing = required.filter((url) => !urls.has(url));
  const absent = [...urls].filter((url) => !existsSync(`${dir}/${url}`));
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    if (!existsSync(`${dir}/${url}`)) continue;
    const body = readFileSync(`${dir}/${url}`);
    bytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return {
    dir,
    entries: entries.length,
    kib: bytes / 1024,
    gzipKiB: gzipBytes / 1024,
    lazyRouteChunks: lazyRouteChunks.length,
    missing,
    absent,
  };
}

/** Prints the report of each build; returns false when a precache lacks something. */
export function printPrecacheReports(dirs) {
  let ok = true;
  console.log('precache (what the service worker stores at install)');
  for (const dir of dirs) {
    const report = precacheReport(dir);
    const good = report.missing.length === 0 && report.absent.length === 0 && report.lazyRouteChunks > 0;
    ok &&= good;
    console.log(
      `${good ? '✓' : '✗'} ${dir.padEnd(14)} ${String(report.entries).padStart(4)} entries, ${report.kib.toFixed(1)} KiB ` +
        `(${report.gzipKiB.toFixed(1)} KiB gzip); ${report.lazyRouteChunks} lazy route chunks, ${report.missing.length === 0 ? 'all precached' : `missing: ${report.missing.join(', ')}`}`,
    );
    if (report.absent.length > 0) console.log(`  listed but not in the build: ${report.absent.join(', ')}`);
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  const chosen = dirs.length > 0 ? dirs : ['dist', 'dist-firebase'].filter((dir) => existsSync(`${dir}/sw.js`));
  if (chosen.length === 0) {
    console.error('No build found: run npm run build:local (and npm run build:firebase) first');
    process.exit(1);
  }
  if (!printPrecacheReports(chosen)) {
    console.error('A precache lacks part of its build: a screen would not open offline.');
    process.exit(1);
  }
}
