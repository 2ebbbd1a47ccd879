// The Auth emulator of `npm run start:cloud`, started through firebase-tools (docs/toolchain.md
// "Firebase emulators") on a loopback port of its own, with a firebase.json written for it: the
// repository's firebase.json names 9099, which the e2e tests may hold meanwhile.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// it compiles its API description first: seconds on a quiet machine, up to 90 s under load here
const START_TIMEOUT_MS = 180_000;

const firebaseCli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

/**
 * Starts the Auth emulator on 127.0.0.1:`port` for `projectId` (state and log in `dir`) and
 * resolves once it answers; `stop()` ends it and everything it started.
 */
export async function startAuthEmulator({ port, projectId, dir }) {
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    `${JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, ui: { enabled: false }, singleProjectMode: true } }, null, 2)}\n`,
  );
  const logFile = join(dir, 'auth-emulator.log');
  const log = createWriteStream(logFile);
  await new Promise((resolve) => log.once('open', resolve));
  const child = spawn(
    process.execPath,
    [firebaseCli, '--config', config, 'emulators:start', '--only', 'auth', '--project', projectId],
    {
      cwd: dir,
      detached: true, // a process group of its own, ended as one
      stdio: ['ignore', log, log],
      // no update check, and no message of the day fetched from Google (CI skips it)
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
    },
  );
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 'signal';
  });
  const stop = () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null)
      throw new Error(`The Auth emulator exited (${exited}) before answering:\n${readFileSync(logFile, 'utf8')}`);
    if (Date.now() - started > START_TIMEOUT_MS) {
      stop();
      throw new Error(`The Auth emulator did not answer within ${START_TIMEOUT_MS / 1000} s (its log: ${logFile})`);
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, startedInMs: Date.now() - started, stop };
}
