// The project directory `firebase emulators:exec` runs in for the functions wiring test
// (scripts/test-functions-wiring.mjs), made fresh in a temp dir so that nothing the run needs is
// written into the repository:
//   firebase.json  the repository's `functions` and `hosting` sections (its `/calendar/**`
//                  rewrite), on ports of their own so that the run never collides with the e2e
//                  emulators, and a tiny public dir (the app's build is not needed to test a rewrite);
//   functions/     package.json, lib/index.js bundled by build:functions' own code, node_modules
//                  linked to the repository's, and VAPID keys made for this run alone
//                  (.env.local: the public key; .secret.local: the private key, which the
//                  Functions emulator reads for `defineSecret`), never committed anywhere.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { buildFunctions } from '../build-functions.mjs';

/** The run's ports: none is one firebase.json, the e2e or the permission table use. */
export const WIRING_PORTS = {
  firestore: 8380,
  auth: 9399,
  functions: 5301,
  hosting: 5300,
  hub: 4390,
  logging: 4590,
  // started by firebase-tools beside the Functions emulator
  eventarc: 9298,
  tasks: 9498,
};

const HOST = '127.0.0.1';

/** The firebase.json of the run, from the repository's own. */
export function wiringFirebaseJson(repoConfig, ports = WIRING_PORTS) {
  const at = (port) => ({ host: HOST, port });
  return {
    emulators: {
      auth: at(ports.auth),
      functions: at(ports.functions),
      hosting: at(ports.hosting),
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ui: { enabled: false },
      singleProjectMode: true,
    },
    // the deployed functions' settings (runtime), without the predeploy build: lib/ is built here
    functions: repoConfig.functions.map(({ predeploy: _, ...each }) => ({ ...each, source: 'functions' })),
    hosting: { ...repoConfig.hosting, public: 'public' },
  };
}

/** Makes the directory; `remove()` deletes it. */
export async function makeEmulatorProjectDir(repoRoot) {
  const dir = mkdtempSync(join(tmpdir(), 'functions-wiring-'));
  try {
    const repoConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
    writeFileSync(join(dir, 'firebase.json'), `${JSON.stringify(wiringFirebaseJson(repoConfig), null, 2)}\n`);

    mkdirSync(join(dir, 'public'));
    writeFileSync(join(dir, 'public', 'index.html'), '<!doctype html><title>Pitchside</title><p>app shell</p>\n');

    const functions = join(dir, 'functions');
    mkdirSync(functions);
    copyFileSync(join(repoRoot, 'functions', 'package.json'), join(functions, 'package.json'));
    const cwd = process.cwd();
    process.chdir(repoRoot);
    try {
      await buildFunctions({ outFile: join(functions, 'lib', 'index.js') });
    } finally {
      process.chdir(cwd);
    }
    symlinkSync(resolve(repoRoot, 'node_modules'), join(functions, 'node_modules'), 'dir');
    const vapid = webpush.generateVAPIDKeys();
    writeFileSync(
      join(functions, '.env.local'),
      `VAPID_PUBLIC_KEY=${vapid.publicKey}\nVAPID_SUBJECT=mailto:wiring-test@pitchside.app\n`,
    );
    writeFileSync(join(functions, '.secret.local'), `VAPID_PRIVATE_KEY=${vapid.privateKey}\n`, { mode: 0o600 });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
