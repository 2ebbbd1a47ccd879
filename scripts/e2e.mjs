#!/usr/bin/env node
// Inside `firebase emulators:exec`, which starts the real Auth emulator and stops it
// afterwards: the Firebase Auth adapter's emulator tests (Vitest), then Playwright on the
// production builds (dist: local backend, dist-firebase: Firebase pointed at the emulators).
// Firestore is deliberately not started for those: the firebase project runs against an
// unreachable Firestore, as a phone with no signal does. Then, in the same Auth emulator, the
// online project with Google's Firestore emulator (scripts/e2e-online.mjs).
//
// Arguments go to Playwright. Arguments naming `online` (`--project=online`, `e2e/online/…`) run
// only the online project; other arguments only the offline ones; none, both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

for (const dir of ['dist', 'dist-firebase']) {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is missing: run npm run build and npm run build:firebase first`);
    process.exit(1);
  }
}
const args = process.argv.slice(2);
const onlineOnly = args.some((arg) => arg.includes('online'));
const quoted = (list) => list.map((arg) => JSON.stringify(arg)).join(' ');
const steps = [];
if (!onlineOnly) {
  steps.push('npx vitest run src/backend/firebase/firebase-auth.emulator.test.ts');
  steps.push(`npx playwright test ${quoted(args)}`);
}
if (onlineOnly || args.length === 0) {
  steps.push(
    `node scripts/e2e-online.mjs ${quoted(args.filter((arg) => !/^--project(=online)?$|^online$/.test(arg)))}`,
  );
}
const result = spawnSync(
  'npx',
  ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-pitchside', steps.join(' && ')],
  { stdio: 'inherit', env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
);
process.exit(result.status ?? 1);
