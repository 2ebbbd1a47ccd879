#!/usr/bin/env node
// `npm run probe:production`: sends the boundary requests of scripts/probe/probe-list.mjs to a
// real Firestore project whose rules are scripts/probe/probe.rules, and prints each verdict beside
// the emulator's (docs/RULES-ENGINE.md, "What production still has to settle"). Never part of
// `npm test`.
//
//   npm run probe:production -- --project <id> --api-key <web api key> --email <test user> --password <pw>
//   node scripts/firestore-emulator.mjs -- npm run probe:production -- --emulator
//
// The project is only ever the one given with --project. Deploy the probe rules to it first (the
// script prints how): that replaces the project's rules, so use a throwaway project.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { clearData, loadRules } from './probe/probe-emulator.mjs';
import { openEmulator, openProduction, removeWritten, seed, send } from './probe/probe-firestore.mjs';
import { CONTROL_REQUEST, PROBE_SEED, PROBES } from './probe/probe-list.mjs';
import { formatTable, refusalReasons, tableRows } from './probe/probe-table.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RULES_PATH = join(ROOT, 'scripts', 'probe', 'probe.rules');
const EMULATOR_PROJECT = 'demo-pitchside-probe';

const USAGE = `usage:
  npm run probe:production -- --project <id> --api-key <web api key> --email <test user> --password <pw>
  node scripts/firestore-emulator.mjs -- npm run probe:production -- --emulator`;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      'api-key': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      emulator: { type: 'boolean', default: false },
    },
  });
  return values;
}

/** A temp dir holding firebase.json (pointing at a copy of probe.rules), and how to deploy from it. */
function deployInstructions(projectId) {
  const dir = mkdtempSync(join(tmpdir(), 'pitchside-probe-'));
  writeFileSync(join(dir, 'probe.rules'), readFileSync(RULES_PATH));
  writeFileSync(join(dir, 'firebase.json'), `${JSON.stringify({ firestore: { rules: 'probe.rules' } }, null, 2)}\n`);
  const firebase = join(ROOT, 'node_modules', '.bin', 'firebase');
  return [
    `WARNING: the probes need scripts/probe/probe.rules deployed as the rules of project "${projectId}".`,
    "Deploying them REPLACES that project's Firestore rules: use a throwaway project, never the app's.",
    'The project needs a Firestore database and an email/password user (the test user). Deploy with:',
    `  cd ${dir} && ${firebase} deploy --only firestore:rules --project ${projectId}`,
    'then wait a minute for the rules to take effect, and run this again.',
  ].join('\n');
}

/**
 * Seeds, sends every probe in order, removes what allowed batches wrote; resolves to the verdicts
 * and, per probe, the server's message when it refused or failed.
 */
async function runProbes(db) {
  await seed(db, PROBE_SEED);
  const run = `r${Date.now().toString(36)}`;
  const verdicts = [];
  const messages = [];
  for (const probe of PROBES) {
    const outcome = await send(db, probe.request, run);
    verdicts.push(outcome.verdict);
    messages.push(outcome.error?.message ?? '');
    await removeWritten(db, outcome.written);
  }
  return { verdicts, messages };
}

/** Prints the table; with `explain`, why each refusal was refused. Returns the probes that differ. */
function report({ verdicts, messages }, where, { explain }) {
  console.log(`\nVerdicts of ${PROBES.length} probes, ${where} (* differs from the emulator):`);
  if (explain) console.log('(read "what it means for us" as if production had answered so)');
  console.log('');
  console.log(formatTable(tableRows(PROBES, verdicts)));
  const unexplained = PROBES.map((probe, at) => [probe, verdicts[at], messages[at]]).filter(
    ([, verdict, message]) => message && (explain || verdict !== 'denied'),
  );
  if (unexplained.length > 0) console.log(explain ? '\nWhy each refusal was refused:' : '\nFailures:');
  for (const [probe, , message] of unexplained) console.log(`  ${probe.name}: ${refusalReasons(message)}`);
  const differing = PROBES.filter((probe, at) => verdicts[at] !== probe.emulator).map((probe) => probe.name);
  console.log(
    differing.length === 0
      ? `\nAll ${PROBES.length} verdicts are the emulator's.`
      : `\n${differing.length} of ${PROBES.length} differ from the emulator: ${differing.join(', ')}.`,
  );
  return differing;
}

async function probeEmulator() {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    fail(
      `--emulator needs a Firestore emulator: ${process.env.FIRESTORE_EMULATOR_MISSING ?? 'FIRESTORE_EMULATOR_HOST is not set'}.`,
    );
  await loadRules(host, EMULATOR_PROJECT, readFileSync(RULES_PATH, 'utf8'));
  await clearData(host, EMULATOR_PROJECT);
  const session = openEmulator({ projectId: EMULATOR_PROJECT, host });
  try {
    const control = await send(session.db, CONTROL_REQUEST, 'control');
    if (control.verdict !== 'allowed') throw new Error(`the control probe was ${control.verdict} in the emulator`);
    const differing = report(
      await runProbes(session.db),
      `Firestore emulator ${process.env.FIRESTORE_EMULATOR_VERSION ?? ''} at ${host}`,
      { explain: true },
    );
    // The emulator column is the emulator's answer: any difference means the script or the emulator changed.
    process.exitCode = differing.length === 0 ? 0 : 1;
  } finally {
    await session.close();
  }
}

async function probeProduction(options) {
  // Only a project named on the command line: never one from .firebaserc, the environment or a build.
  if (!options.project) fail('Name the project to probe with --project <id>: it is never taken from anywhere else.');
  for (const name of ['api-key', 'email', 'password'])
    if (!options[name]) fail(`--${name} is required to sign the test user in to "${options.project}".`);
  console.log(deployInstructions(options.project));
  const session = await openProduction({
    projectId: options.project,
    apiKey: options['api-key'],
    email: options.email,
    password: options.password,
  });
  try {
    const control = await send(session.db, CONTROL_REQUEST, 'control');
    if (control.verdict !== 'allowed') {
      console.error(
        `\nThe control probe was ${control.verdict}: project "${options.project}" does not run scripts/probe/probe.rules yet. Deploy them as above.`,
      );
      process.exitCode = 1;
      return;
    }
    report(await runProbes(session.db), `project ${options.project} as ${options.email}`, { explain: false });
  } finally {
    await session.close();
  }
}

const options = readOptions();
if (options.emulator && options.project)
  fail(`--emulator probes the emulator's own project (${EMULATOR_PROJECT}); leave out --project.`);
const main = options.emulator ? probeEmulator() : probeProduction(options);
main.catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
