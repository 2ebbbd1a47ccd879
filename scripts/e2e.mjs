#!/usr/bin/env node
// Inside `firebase emulators:exec`, which starts the real Auth emulator and stops it
// afterwards: the Firebase Auth adapter's emulator tests (Vitest), then Playwright on the
// production builds (dist: local backend, dist-firebase: Firebase pointed at the emulators).
// Firestore is deliberately not started: the firebase project runs against an unreachable
// Firestore, as a phone with no signal does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

for (const dir of ['dist', 'dist-firebase']) {
  if (!existsSync(`${dir}/index.html`)) {
    console.error(`${dir}/ is missing: run npm run build and npm run build:firebase first`);
    process.exit(1);
  }
}
const extra = process.argv
  .slice(2)
  .map((arg) => JSON.stringify(arg))
  .join(' ');
const result = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'auth',
    '--project',
    'demo-pitchside',
    `npx vitest run src/backend/firebase/firebase-auth.emulator.test.ts && npx playwright test ${extra}`,
  ],
  { stdio: 'inherit', env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
);
process.exit(result.status ?? 1);
