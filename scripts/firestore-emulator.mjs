#!/usr/bin/env node
// Google's Firestore emulator (the Cloud SDK's `cloud-firestore-emulator`), started directly on
// the machine's Java: firebase-tools refuses to start it on Java < 21 (docs/toolchain.md). The
// one launcher every suite that needs a Firestore server uses (test:rules, the online e2e, the
// functions tests).
//
//   node scripts/firestore-emulator.mjs [--port N] [--rules FILE] [--log FILE]
//     [--functions-emulator HOST:PORT] -- <command...>
//
// `--functions-emulator` names the Functions emulator the emulator posts its triggers' events to
// (scripts/test-functions-wiring.mjs gives it through `startFirestoreEmulator`).
//
// `--log FILE` also writes everything the emulator prints to FILE as it comes (the online e2e
// reads the writes the rules refused from it).
//
// runs <command> with FIRESTORE_EMULATOR_HOST (and FIRESTORE_EMULATOR_VERSION) set and always
// stops the emulator after it. When FIRESTORE_EMULATOR_HOST is set already, that emulator is
// used and nothing is started. Where the emulator is not installed, it prints one plain line
// and runs <command> without it, with FIRESTORE_EMULATOR_MISSING set to the reason.
//
// Where it is looked for: $FIRESTORE_EMULATOR_COMMAND (a command to which `start --host= --port=`
// is appended), else the Cloud SDK's wrapper under $CLOUDSDK_ROOT_DIR, /usr/lib/google-cloud-sdk
// or /usr/share/google-cloud-sdk.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SDK_ROOTS = [process.env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
const WRAPPER = 'platform/cloud-firestore-emulator/cloud_firestore_emulator';
const START_TIMEOUT_MS = 60_000;

/** The command that starts the emulator (argv), its version, or why there is none. */
export function findFirestoreEmulator() {
  const custom = process.env.FIRESTORE_EMULATOR_COMMAND;
  if (custom)
    return {
      argv: custom.split(/\s+/).filter(Boolean),
      version: process.env.FIRESTORE_EMULATOR_VERSION ?? 'from $FIRESTORE_EMULATOR_COMMAND',
    };
  for (const root of SDK_ROOTS) {
    if (!root) continue;
    const wrapper = join(root, WRAPPER);
    if (existsSync(wrapper)) return { argv: ['bash', wrapper], version: sdkComponentVersion(root) };
  }
  return {
    missing: `Google's Firestore emulator is not installed (no ${WRAPPER} under ${SDK_ROOTS.filter(Boolean).join(' or ')}, and FIRESTORE_EMULATOR_COMMAND is unset)`,
  };
}

/** The component's version from the Cloud SDK's install snapshot, e.g. '1.19.9'. */
function sdkComponentVersion(root) {
  try {
    const snapshot = JSON.parse(readFileSync(join(root, '.install', 'cloud-firestore-emulator.snapshot.json'), 'utf8'));
    const component = snapshot.components.find((each) => each.id === 'cloud-firestore-emulator');
    return component?.version?.version_string ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A free TCP port on 127.0.0.1 (the emulator binds the one it is given). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the emulator and resolves once it answers HTTP; `stop()` ends it and every process it
 * started (it runs in a process group of its own).
 */
export async function startFirestoreEmulator({ port, host = '127.0.0.1', rules, functionsEmulator, logFile } = {}) {
  const found = findFirestoreEmulator();
  if (found.missing) throw new Error(found.missing);
  const chosenPort = port ?? (await freePort());
  const args = [...found.argv.slice(1), 'start', `--host=${host}`, `--port=${chosenPort}`];
  if (rules) args.push(`--rules=${rules}`);
  if (functionsEmulator) args.push(`--functions_emulator=${functionsEmulator}`);
  const child = spawn(found.argv[0], args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const logStream = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
    logStream?.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code) => {
    exited = code ?? 'signal';
    logStream?.end();
  });
  const stop = () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  const address = `${host}:${chosenPort}`;
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`The Firestore emulator exited (${exited}) before answering:\n${log}`);
    if (Date.now() - started > START_TIMEOUT_MS) {
      stop();
      throw new Error(`The Firestore emulator did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log}`);
    }
    try {
      const response = await fetch(`http://${address}/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host: address, version: found.version, startedInMs: Date.now() - started, stop, log: () => log };
}

/** `--name value` options before `--`, and the command after it. */
function parseArgs(argv) {
  const cut = argv.indexOf('--');
  const options = cut === -1 ? argv : argv.slice(0, cut);
  const command = cut === -1 ? [] : argv.slice(cut + 1);
  const value = (name) => {
    const at = options.indexOf(`--${name}`);
    return at === -1 ? undefined : options[at + 1];
  };
  return {
    port: value('port') ? Number(value('port')) : undefined,
    rules: value('rules'),
    logFile: value('log'),
    functionsEmulator: value('functions-emulator'),
    command,
  };
}

function runCommand(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const { port, rules, logFile, functionsEmulator, command } = parseArgs(process.argv.slice(2));
  if (command.length === 0) {
    console.error(
      'usage: node scripts/firestore-emulator.mjs [--port N] [--rules FILE] [--log FILE] [--functions-emulator HOST:PORT] -- <command...>',
    );
    process.exit(2);
  }
  if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.log(`Using the Firestore emulator already at ${process.env.FIRESTORE_EMULATOR_HOST}.`);
    process.exit(await runCommand(command, process.env));
  }
  const found = findFirestoreEmulator();
  if (found.missing) {
    console.log(`Firestore did not judge this run: ${found.missing}.`);
    process.exit(await runCommand(command, { ...process.env, FIRESTORE_EMULATOR_MISSING: found.missing }));
  }
  const emulator = await startFirestoreEmulator({ port, rules, logFile, functionsEmulator });
  const stopAndExit = (code) => {
    emulator.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAndExit(130));
  console.log(
    `Firestore emulator ${emulator.version} at ${emulator.host} (answered in ${(emulator.startedInMs / 1000).toFixed(1)} s).`,
  );
  let code = 1;
  try {
    code = await runCommand(command, {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      FIRESTORE_EMULATOR_VERSION: emulator.version,
    });
  } finally {
    emulator.stop();
  }
  process.exit(code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
