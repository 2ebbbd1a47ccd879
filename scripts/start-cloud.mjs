#!/usr/bin/env node
// `npm run start:cloud`: the Firebase build against local emulators, for trying the app on two
// phones before creating a Firebase project (README "Try it on two phones before creating a
// Firebase project"). It builds with VITE_FIREBASE_EMULATORS=origin, starts the Auth emulator and
// Google's Firestore emulator (scripts/firestore-emulator.mjs; where it is not installed it says
// so and runs without) on loopback, and serves the build over HTTPS on every interface, with a
// certificate made here, forwarding the emulators' paths from the page's own origin
// (scripts/cloud/cloud-server.mjs). Ctrl+C stops everything; the accounts and data go with it.
//
//   node scripts/start-cloud.mjs [--no-build]     (--no-build serves the last build again)
//
// Settings from the environment:
//   HOST (0.0.0.0), PORT (5443)             where the page is served
//   CLOUD_AUTH_PORT (9199)                  the Auth emulator, on 127.0.0.1
//   CLOUD_FIRESTORE_PORT (8180)             the Firestore emulator, on 127.0.0.1
//   CLOUD_HOST_NAMES                        further names for the certificate, comma-separated (laptop.local)
//   CLOUD_DEV_DIR (.cloud-dev)              the build, the certificate and the emulators' logs
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './cloud/auth-emulator.mjs';
import { ensureCertificate, mayVouchFor, opensslMissing } from './cloud/certificate.mjs';
import { AUTHORITY_PATH, serveCloudBuild } from './cloud/cloud-server.mjs';
import { announceMails, MAILBOX_PATH } from './cloud/mailbox.mjs';
import { certificateNames, pageAddresses } from './cloud/page-addresses.mjs';
import { findFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.mjs';

const PROJECT_ID = 'demo-pitchside';

/** `npm run build:firebase`'s settings, with the emulators at the page's own origin. */
const BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_EMULATORS: 'origin',
};

const started = performance.now();
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
// Vite's note on its future config loader says nothing to a club trying the app
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

const env = process.env;
const settings = {
  host: env.HOST ?? '0.0.0.0',
  port: Number(env.PORT ?? 5443),
  authPort: Number(env.CLOUD_AUTH_PORT ?? 9199),
  firestorePort: Number(env.CLOUD_FIRESTORE_PORT ?? 8180),
  dir: resolve(env.CLOUD_DEV_DIR ?? '.cloud-dev'),
  extraNames: (env.CLOUD_HOST_NAMES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
  build: !process.argv.includes('--no-build'),
};
const outDir = resolve(settings.dir, 'dist');

/** Stops, last started first; run on every way out. */
const stops = [];
function stopAll() {
  for (const stop of stops.splice(0).reverse()) {
    try {
      stop();
    } catch {}
  }
}
process.on('exit', stopAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function portFree(host, port) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, host, () => probe.close(() => resolvePort(true)));
  });
}

function buildForOrigin() {
  return new Promise((resolveBuild, rejectBuild) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, ...BUILD_ENV, PITCHSIDE_OUT_DIR: outDir },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolveBuild() : rejectBuild(new Error(`The build failed:\n${output}`))));
  });
}

/** Google's Firestore emulator: one already named by FIRESTORE_EMULATOR_HOST, one started here, or why none. */
async function firestore() {
  if (env.FIRESTORE_EMULATOR_HOST) return { url: `http://${env.FIRESTORE_EMULATOR_HOST}`, said: 'already running' };
  const found = findFirestoreEmulator();
  if (found.missing) return { missing: found.missing };
  const emulator = await startFirestoreEmulator({
    port: settings.firestorePort,
    rules: 'firestore.rules',
    logFile: resolve(settings.dir, 'firestore-emulator.log'),
  });
  stops.push(emulator.stop);
  return { url: `http://${emulator.host}`, said: `${emulator.version}, with firestore.rules` };
}

async function main() {
  const noOpenssl = opensslMissing();
  if (noOpenssl)
    fail(
      `start:cloud needs openssl: ${noOpenssl}. Install it (Debian: apt-get install openssl) and run it again; ` +
        'without HTTPS a phone gives the app no service worker, clipboard or share sheet.',
    );
  for (const [what, host, port, variable] of [
    ['the page', settings.host, settings.port, 'PORT'],
    ['the Auth emulator', '127.0.0.1', settings.authPort, 'CLOUD_AUTH_PORT'],
    ...(env.FIRESTORE_EMULATOR_HOST
      ? []
      : [['the Firestore emulator', '127.0.0.1', settings.firestorePort, 'CLOUD_FIRESTORE_PORT']]),
  ]) {
    if (!(await portFree(host, port))) fail(`Port ${port} (${what}) is in use on ${host}: set ${variable} to another.`);
  }
  if (!settings.build && !existsSync(resolve(outDir, 'index.html')))
    fail(`--no-build serves the last build, and there is none in ${outDir}: run it without --no-build.`);
  mkdirSync(settings.dir, { recursive: true });
  // one name the authority may not vouch for would spoil the certificate for every name
  const names = certificateNames(settings.host, settings.extraNames);
  const outside = names.filter((name) => !mayVouchFor(name));
  const tls = ensureCertificate(
    settings.dir,
    names.filter((name) => mayVouchFor(name)),
  );

  // side by side: the build takes the longest, the emulators start meanwhile; all settle before
  // a failure is reported, so every emulator started is known and stopped
  const steps = await Promise.allSettled([
    settings.build ? buildForOrigin() : Promise.resolve(),
    firestore(),
    startAuthEmulator({ port: settings.authPort, projectId: PROJECT_ID, dir: settings.dir }).then((emulator) => {
      stops.push(emulator.stop);
      return emulator;
    }),
  ]);
  const failed = steps.find((step) => step.status === 'rejected');
  if (failed) throw failed.reason;
  const [, store, auth] = steps.map((step) => step.value);
  const server = await serveCloudBuild({
    outDir,
    host: settings.host,
    port: settings.port,
    tls,
    authUrl: auth.url,
    firestoreUrl: store.url,
    firestoreMissing: store.missing && `Google's Firestore emulator is not installed on the machine serving this page`,
    projectId: PROJECT_ID,
  });
  stops.push(() => void server.close());

  const urls = pageAddresses(settings.host).map((address) => `https://${address}:${settings.port}`);
  const [first] = urls;
  const inRepository = relative(process.cwd(), settings.dir);
  const shown = inRepository && !inRepository.startsWith('..') ? inRepository : settings.dir;
  stops.push(announceMails({ authUrl: auth.url, projectId: PROJECT_ID, mailboxUrl: `${first}${MAILBOX_PATH}` }));
  console.log(
    [
      `Pitchside on local emulators (no Firebase project), ready in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
      'Open it on each phone, on the same network as this machine:',
      ...urls.map((url) => `  ${url}`),
      `Mailbox (the emulators send no mail; verification links are here): ${first}${MAILBOX_PATH}`,
      `The certificate was made on this machine (${shown}${tls.made.length > 0 ? `, new: ${tls.made.join(' and ')}` : ''}):`,
      '  each phone warns once that the connection is not private; choose Advanced, then Proceed.',
      '  For the app to work offline there too (its service worker), the phone must trust it: install',
      `  ${first}${AUTHORITY_PATH} as a CA certificate (README), and remove it after the trial.`,
      ...(outside.length > 0
        ? [
            `  Left out of the certificate (it covers private addresses, localhost and *.local only): ${outside.join(', ')};`,
            '  a phone opening the page there warns every time and gets no service worker.',
          ]
        : []),
      `Auth emulator on 127.0.0.1:${settings.authPort}.`,
      store.missing
        ? `Firestore: ${store.missing}. Phones can register and sign in, but what they save stays on each ` +
          'phone (shown as waiting to sync) and no other phone sees it.'
        : `Firestore emulator (${store.said}) at ${store.url.replace('http://', '')}.`,
      'Accounts and data live in the emulators until this stops (Ctrl+C).',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
});
