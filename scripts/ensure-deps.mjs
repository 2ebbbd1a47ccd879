#!/usr/bin/env node
// Installs what `npm start` / `npm test` need and is missing: npm packages (from the
// lockfile) and, with --browser, Debian's Chromium for the e2e tests, and the other engines'
// browsers (WebKitGTK's MiniBrowser with its WebDriver, Firefox ESR, Xvfb, an en_US.UTF-8
// locale) for e2e/engines. Node built-ins only.
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

/** Debian's packages the e2e tests drive, by a file each installs. */
const browserPackages = [
  { file: chromiumPath, name: 'chromium' },
  { file: '/usr/bin/WebKitWebDriver', name: 'webkit2gtk-driver' },
  { file: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', name: 'webkit2gtk-driver' },
  { file: '/usr/lib/firefox-esr/firefox-esr', name: 'firefox-esr' },
  { file: '/usr/bin/Xvfb', name: 'xvfb' },
];

/** WebKit reads navigator.language from the process's locale: without it, `C`. */
const hasEngineLocale = () =>
  execSync('locale -a', { encoding: 'utf8' })
    .split('\n')
    .some((name) => /^en_US\.utf-?8$/i.test(name.trim()));

function ensureBrowsers() {
  const needLocale = !hasEngineLocale();
  // the locale's sources (Debian's `locales`), for localedef
  const wanted = needLocale
    ? [...browserPackages, { file: '/usr/share/i18n/locales/en_US', name: 'locales' }]
    : browserPackages;
  const missing = [...new Set(wanted.filter(({ file }) => !existsSync(file)).map(({ name }) => name))];
  if (missing.length === 0 && !needLocale) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        missing.length > 0 &&
          `Missing Debian packages for the e2e tests: sudo apt-get install -y ${missing.join(' ')} (or set CHROMIUM_PATH for Chromium).`,
        needLocale && 'Missing the en_US.UTF-8 locale for WebKit: sudo localedef -i en_US -f UTF-8 en_US.UTF-8',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    process.exit(1);
  }
  if (missing.length > 0) {
    console.log(`Installing Debian's ${missing.join(', ')} for the e2e tests…`);
    run('apt-get update -qq');
    // Chromium as it always was installed; the other engines without the extras they recommend
    if (missing.includes('chromium')) run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
    const others = missing.filter((name) => name !== 'chromium');
    if (others.length > 0)
      run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${others.join(' ')}`);
  }
  if (needLocale) {
    console.log('Generating the en_US.UTF-8 locale for WebKit…');
    run('localedef -i en_US -f UTF-8 en_US.UTF-8');
  }
}

ensurePackages();
if (process.argv.includes('--browser')) ensureBrowsers();
