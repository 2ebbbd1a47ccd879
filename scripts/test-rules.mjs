#!/usr/bin/env node
// `npm run test:rules`: the permission table (src/backend/contract/permission-cases/) against
// firestore.rules in the Firestore emulator, inside `firebase emulators:exec --only firestore`.
// The emulator needs Java 21 or newer and its JAR in firebase-tools' cache. Where either is
// missing this says why and exits 0 (so `npm test` stays green on machines that cannot run it):
// it never lets firebase-tools download the JAR, which hangs on a machine without internet.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

const MIN_JAVA = 21;

/** The major version `java -version` reports (`"21.0.2"` → 21, `"1.8.0_392"` → 8), or null. */
function javaMajor() {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${run.stderr}${run.stdout}`);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

/** Where firebase-tools looks for the Firestore emulator JAR of its own version. */
function emulatorJarPath() {
  const require = createRequire(import.meta.url);
  const info = JSON.parse(
    readFileSync(require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  );
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  return join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
}

function skip(reason) {
  console.log(`test:rules skipped: ${reason}`);
  process.exit(0);
}

const java = javaMajor();
if (java === null)
  skip(`no Java found (\`java -version\` failed); the Firestore emulator needs Java ${MIN_JAVA} or newer.`);
if (java < MIN_JAVA)
  skip(`\`java -version\` reports Java ${java}; the Firestore emulator needs Java ${MIN_JAVA} or newer.`);
const jar = emulatorJarPath();
if (!existsSync(jar)) {
  skip(
    `the Firestore emulator JAR is not at ${jar}; fetch it once where there is internet (\`npx firebase setup:emulators:firestore\`).`,
  );
}

const result = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'firestore',
    '--project',
    'demo-pitchside-rules',
    'npx vitest run --config vitest.rules.config.ts',
  ],
  { stdio: 'inherit', env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' } },
);
process.exit(result.status ?? 1);
