#!/usr/bin/env node
// `npm run test:functions`: the functions' wiring (docs/notifications.md "Tests"). Google's
// Firestore emulator (scripts/firestore-emulator.mjs, with firestore.rules and
// `--functions_emulator`), then firebase-tools' Auth, Functions and Hosting emulators
// (`emulators:exec`, in a project dir of the run's own: scripts/functions-wiring/
// emulator-project-dir.mjs), the Firestore triggers registered with that Firestore emulator,
// and inside them the test (functions/wiring.emulator.test.ts, vitest.wiring.config.ts): a
// write through the app's Firebase DataPort fires the trigger, the feed answers through the
// Hosting rewrite. Everything is stopped afterwards, on failure too. Prints one line of figures.
// Where the Firestore emulator is not installed it says so in one line (never a silent pass).
//
// FUNCTIONS_WIRING_LOG=FILE keeps what the emulators printed in FILE.
//
// Inside (`--inside`, run by emulators:exec): registers the triggers and runs the test.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFirestoreEmulator, startFirestoreEmulator } from './firestore-emulator.mjs';
import { makeEmulatorProjectDir, WIRING_PORTS } from './functions-wiring/emulator-project-dir.mjs';
import { findFunctionsNode } from './functions-wiring/functions-node.mjs';
import { registerFirestoreTriggers } from './functions-wiring/register-firestore-triggers.mjs';

const PROJECT_ID = 'demo-pitchside';
const HOST = '127.0.0.1';
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const thisScript = fileURLToPath(import.meta.url);
/** a bound on a hung run (a prompt, a port taken), not a speed claim: ~40 s beside a CI run, 3 minutes at a load of 18 */
const RUN_TIMEOUT_MS = 360_000;

const hostOf = (name) => `${HOST}:${WIRING_PORTS[name]}`;
const seconds = (ms) => (ms / 1000).toFixed(1);

if (process.argv[2] === '--inside') await inside();
else await outside();

/** Inside emulators:exec: the triggers registered, then the test. */
async function inside() {
  process.chdir(repoRoot);
  const figures = process.env.WIRING_FIGURES_DIR;
  await firestoreAnswers(process.env.FIRESTORE_EMULATOR_HOST);
  const triggers = await registerFirestoreTriggers({
    functionsHost: hostOf('functions'),
    firestoreHost: process.env.FIRESTORE_EMULATOR_HOST,
    projectId: PROJECT_ID,
  });
  writeFileSync(join(figures, 'inside.json'), JSON.stringify({ at: Date.now(), triggers: triggers.length }));
  const test = spawnSync(
    process.execPath,
    [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.wiring.config.ts'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        WIRING_PROJECT_ID: PROJECT_ID,
        WIRING_HOSTING_HOST: hostOf('hosting'),
        WIRING_FUNCTIONS_HOST: hostOf('functions'),
      },
    },
  );
  process.exit(test.status ?? 1);
}

/** A file the run left (the inside's and the test's figures, the emulators' log), or null. */
function readFigures(dir, name, parse = JSON.parse) {
  try {
    return parse(readFileSync(join(dir, name), 'utf8'));
  } catch {
    return null;
  }
}

/** Resolves once the Firestore emulator the outside is starting answers. */
async function firestoreAnswers(host, withinMs = 90_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      if ((await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {}
    if (Date.now() > until) throw new Error(`the Firestore emulator at ${host} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether something listens on the port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function portsLeftOpen(withinMs = 15_000) {
  const until = Date.now() + withinMs;
  for (;;) {
    const open = [];
    for (const [name, port] of Object.entries(WIRING_PORTS)) if (await listening(port)) open.push(`${name} ${port}`);
    if (open.length === 0 || Date.now() > until) return open;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs firebase-tools in a process group of its own; resolves with its exit code. */
function runEmulators({ dir, node, env, logFile }) {
  const firebase = join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const command = `"${process.execPath}" "${thisScript}" --inside`;
  const child = spawn(
    node.binary,
    [firebase, 'emulators:exec', '--only', 'auth,functions,hosting', '--project', PROJECT_ID, command],
    { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const log = createWriteStream(logFile);
  // each line with the seconds since the start, so that a slow run shows where it waited
  const startedAt = Date.now();
  const stamp = (chunk) => {
    const at = `[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] `;
    log.write(
      String(chunk)
        .split(/(?<=\n)/)
        .map((line) => at + line)
        .join(''),
    );
  };
  child.stdout.on('data', stamp);
  child.stderr.on('data', stamp);
  const stop = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {}
  };
  const done = new Promise((resolve) => {
    const timer = setTimeout(() => {
      log.write(`\n[test-functions-wiring] no end after ${RUN_TIMEOUT_MS / 1000} s: stopping the emulators\n`);
      stop('SIGINT');
      setTimeout(() => stop('SIGKILL'), 10_000).unref();
    }, RUN_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // whatever emulators:exec left running in its group (a runtime worker) goes with it
      stop('SIGKILL');
      log.end(() => resolve(code ?? (signal ? 1 : 0)));
    });
  });
  return { done, stop };
}

async function outside() {
  const started = Date.now();
  const found = findFirestoreEmulator();
  if (found.missing) {
    console.log(`functions wiring: not run: ${found.missing}.`);
    process.exit(0);
  }
  const repoConfig = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const node = findFunctionsNode(repoRoot, repoConfig.functions[0].runtime);
  const busy = [];
  for (const [name, port] of Object.entries(WIRING_PORTS)) if (await listening(port)) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    console.error(`functions wiring: ports already in use (${busy.join(', ')}): is another run going?`);
    process.exit(1);
  }

  const figuresDir = mkdtempSync(join(tmpdir(), 'functions-wiring-figures-'));
  const logFile = join(figuresDir, 'emulators.log');
  let project;
  let firestoreStarting;
  let firestore;
  let emulators;
  let code = 1;
  const cleanUp = async () => {
    emulators?.stop('SIGINT');
    (firestore ?? (await firestoreStarting?.catch(() => undefined)))?.stop();
    const left = await portsLeftOpen();
    project?.remove();
    return left;
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, async () => {
      await cleanUp();
      process.exit(130);
    });
  try {
    project = await makeEmulatorProjectDir(repoRoot);
    // Java and firebase-tools start side by side (each takes 3-15 s); the inside waits for Firestore
    firestoreStarting = startFirestoreEmulator({
      port: WIRING_PORTS.firestore,
      rules: join(repoRoot, 'firestore.rules'),
      functionsEmulator: hostOf('functions'),
    });
    const spawnedAt = Date.now();
    emulators = runEmulators({
      dir: project.dir,
      node,
      logFile,
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: hostOf('firestore'),
        // without it firebase-tools serves discovery on a random port in 8000-8999 and takes a minute
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // discovery runs firebase-functions' bin through `env node`: the functions' Node too
        PATH: `${dirname(node.binary)}:${process.env.PATH}`,
        WIRING_FIGURES_DIR: figuresDir,
        // firebase-tools' hub locator (`hub-{project}.json`) and the runtime's sockets go in os.tmpdir():
        // the run's own, so that an e2e run's emulators for the same project are left alone
        TMPDIR: project.dir,
      },
    });
    firestore = await firestoreStarting;
    code = await emulators.done;
    const left = await cleanUp();
    const log = readFileSync(logFile, 'utf8');
    if (process.env.FUNCTIONS_WIRING_LOG) writeFileSync(process.env.FUNCTIONS_WIRING_LOG, log);
    const counts = readFigures(figuresDir, 'counts.json');
    if (code !== 0 || left.length > 0 || !counts || counts.passed !== counts.total || counts.total === 0) {
      console.log(log.split('\n').slice(-150).join('\n'));
      if (left.length > 0) console.log(`functions wiring: still listening after the run: ${left.join(', ')}`);
      console.log(`functions wiring: FAILED (exit ${code}) after ${Math.round((Date.now() - started) / 1000)} s`);
      code ||= 1;
    } else {
      const test = { ...readFigures(figuresDir, 'test.json'), ...counts };
      const insideAt = readFigures(figuresDir, 'inside.json');
      const runtime = node.matches
        ? `functions on Node ${node.version}`
        : `functions on Node ${node.version}, not the ${node.declared} firebase.json declares (see README "Tests")`;
      console.log(
        `functions wiring: ${test.passed} of ${test.total} tests passed; trigger fired in ${test.triggerMs} ms; ` +
          `feed through Hosting in ${test.feedMs} ms; a delete's answers tidied in ${test.tidyMs} ms; a guardian's removal told in ${test.guardiansMs} ms (Firestore up in ${seconds(firestore.startedInMs)} s, ` +
          `${insideAt.triggers} triggers registered after ${seconds(insideAt.at - spawnedAt)} s; ${runtime}; ` +
          `${Math.round((Date.now() - started) / 1000)} s in all)`,
      );
    }
  } catch (error) {
    await cleanUp();
    const log = readFigures(figuresDir, 'emulators.log', (text) => text);
    if (log) console.log(log.split('\n').slice(-150).join('\n'));
    console.error(`functions wiring: ${error instanceof Error ? error.message : error}`);
    code = 1;
  } finally {
    rmSync(figuresDir, { recursive: true, force: true });
  }
  process.exit(code);
}
