#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing: npm packages (from the
// lockfile) and, with --browser, Debian's Chromium for the e2e tests. Node built-ins only.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });

function ensurePackages() {
  const installed = 'node_modules/.package-lock.json';
  const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs + 1000;
  if (!stale) return;
  console.log('Installing npm packages (npm ci)…');
  try {
    run('npm ci --no-audit --no-fund');
  } catch {
    // e.g. a registry mirror that lacks another platform's optional binary the lockfile names
    console.warn('npm ci failed; falling back to npm install (still guided by the lockfile)');
    run('npm install --no-audit --no-fund');
  }
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the e2e tests…");
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}

ensurePackages();
if (process.argv.includes('--browser')) ensureChromium();
