// The servers a bench run starts for itself: `vite preview` of a build on a free port, the
// Firebase Auth emulator (sign-in on the Firebase build) and, for the online part only, Google's
// Firestore emulator. Each is stopped by its own pid.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startFirestoreEmulator } from '../firestore-emulator.mjs';

const root = new URL('../../', import.meta.url).pathname;

/** A port the system says is free (never the e2e ports 4173/4174: those are not handed out by port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, child, what, seconds) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early (code ${child.exitCode})`);
    if (await reachable(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s`);
}

/** Starts a process in a group of its own, so that stopping it stops what it started too. */
function startGroup(args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env },
  });
  return {
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {}
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        try {
          process.kill(-child.pid, signal);
        } catch {
          resolve();
        }
      }),
  };
}

/** `vite preview` of `outDir` on a free port (the server `npm start` uses; it gzips text). */
export async function startPreview(outDir) {
  const port = await freePort();
  const server = startGroup([
    'node_modules/vite/bin/vite.js',
    'preview',
    '--outDir',
    outDir,
    '--port',
    String(port),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, server.child, `vite preview of ${outDir}`, 30);
  return { url, stop: () => server.stop() };
}

export const emulatorProject = 'demo-pitchside';
export const authEmulator = 'http://127.0.0.1:9099';

/** The Auth emulator on 127.0.0.1:9099 (where the Firebase build looks): one already running is used as it is. */
export async function startAuthEmulator() {
  if (await reachable(authEmulator)) return { started: false, stop: async () => {} };
  const emulator = startGroup(
    [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      'auth',
      '--project',
      emulatorProject,
    ],
    { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  );
  await waitFor(authEmulator, emulator.child, 'the Auth emulator', 90);
  return { started: true, stop: () => emulator.stop('SIGINT') };
}

export const firestoreEmulator = 'http://127.0.0.1:8080';

/**
 * Google's Firestore emulator with firestore.rules on 127.0.0.1:8080, where the Firebase build
 * looks, through the project's launcher (scripts/firestore-emulator.mjs). Unlike the Auth
 * emulator, one already there is not used: its data is someone else's (the online e2e clears it
 * between specs). `stop()` waits until the port is silent again, as the other parts need it.
 */
export async function startFirestore() {
  if (await reachable(firestoreEmulator))
    throw new Error(`something already answers at ${firestoreEmulator}: the online part needs a Firestore of its own`);
  const emulator = await startFirestoreEmulator({ port: 8080, rules: join(root, 'firestore.rules') });
  return {
    version: emulator.version,
    startedInMs: emulator.startedInMs,
    stop: async () => {
      emulator.stop();
      const end = Date.now() + 15_000;
      while (Date.now() < end && (await reachable(firestoreEmulator)))
        await new Promise((resolve) => setTimeout(resolve, 250));
    },
  };
}
