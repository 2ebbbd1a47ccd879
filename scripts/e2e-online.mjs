#!/usr/bin/env node
// The `online` e2e project: the Firebase build (dist-firebase/, served with its production
// headers by each spec) against the Auth emulator and Google's Firestore emulator with
// firestore.rules (a copy that also accepts the endpoints of the specs' local mock push
// service: scripts/emulator-rules.mjs), started by scripts/firestore-emulator.mjs on
// 127.0.0.1:8080, where the build looks for it. The other projects need that port silent, so this is a Playwright run of its own
// (scripts/e2e.mjs runs it after them, inside the Auth emulator it already started; run alone,
// this script starts the Auth emulator itself). The emulator's log goes to a file the specs
// read the refused writes from (e2e/online/support/watch.ts).
//
//   node scripts/e2e-online.mjs [playwright arguments...]
//
// Where the Firestore emulator is not installed it prints one line and succeeds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEmulatorRules } from './emulator-rules.mjs';
import { findFirestoreEmulator } from './firestore-emulator.mjs';

const started = performance.now();
if (!existsSync('dist-firebase/index.html')) {
  console.error('dist-firebase/ is missing: run npm run build:firebase first');
  process.exit(1);
}
const found = findFirestoreEmulator();
if (found.missing) {
  console.log(`Online e2e skipped: ${found.missing}.`);
  process.exit(0);
}

const authEmulatorUp = await fetch('http://127.0.0.1:9099/', { signal: AbortSignal.timeout(2000) }).then(
  () => true,
  () => false,
);
const logDir = mkdtempSync(join(tmpdir(), 'pitchside-online-'));
const log = join(logDir, 'firestore-emulator.log');
const playwright = ['npx', 'playwright', 'test', ...process.argv.slice(2)];
const rules = writeEmulatorRules(logDir);
const launcher = ['node', 'scripts/firestore-emulator.mjs', '--port', '8080', '--rules', rules];
const inFirestore = [...launcher, '--log', log, '--', ...playwright];
const argv = authEmulatorUp
  ? inFirestore
  : [
      'npx',
      'firebase',
      'emulators:exec',
      '--only',
      'auth',
      '--project',
      'demo-pitchside',
      inFirestore.map((arg) => JSON.stringify(arg)).join(' '),
    ];
const env = {
  ...process.env,
  PITCHSIDE_E2E_ONLINE: '1',
  FIRESTORE_EMULATOR_LOG: log,
  FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
};
// always our own emulator on the build's port, whose log the specs read
delete env.FIRESTORE_EMULATOR_HOST;
const result = spawnSync(argv[0], argv.slice(1), { stdio: 'inherit', env });
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`Online e2e: ${seconds} s (the time it adds to npm test).`);
if (result.status === 0) rmSync(logDir, { recursive: true, force: true });
else console.log(`The Firestore emulator's log: ${log}`);
process.exit(result.status ?? 1);
