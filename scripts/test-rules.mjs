#!/usr/bin/env node
// `npm run test:rules`: the suites Google's Firestore emulator judges (vitest.rules.config.ts:
// the permission table against firestore.rules, the DataPort contract suite, the offline-sync
// test and the differential check), on the emulator scripts/firestore-emulator.mjs starts (or
// the one FIRESTORE_EMULATOR_HOST names). Then the agreement line. Where the emulator is not
// installed it says in one line that Firestore did not judge this run (never a silent pass).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const started = Date.now();
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  // run this script again inside the launcher, which sets FIRESTORE_EMULATOR_HOST (or says why not)
  if (process.env.FIRESTORE_EMULATOR_MISSING) {
    console.log(`test:rules: Firestore did not judge this run: ${process.env.FIRESTORE_EMULATOR_MISSING}.`);
    process.exit(0);
  }
  const inner = spawnSync('node', ['scripts/firestore-emulator.mjs', '--', 'node', 'scripts/test-rules.mjs'], {
    stdio: 'inherit',
  });
  process.exit(inner.status ?? 1);
}

// each part of the permission table (assurance/firebase/firestore-rules.emulator-suite.ts)
// writes its cases' outcomes here
const dir = mkdtempSync(join(tmpdir(), 'rules-agreement-'));
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.rules.config.ts'], {
  stdio: 'inherit',
  env: { ...process.env, RULES_AGREEMENT_DIR: dir },
});
const version = process.env.FIRESTORE_EMULATOR_VERSION ?? `at ${process.env.FIRESTORE_EMULATOR_HOST}`;
const parts = readdirSync(dir).filter((name) => /^part-\d+\.json$/.test(name));
// one file per part: firestore-rules-{n}.emulator.test.ts
const PARTS = readdirSync('assurance/firebase').filter((name) =>
  /^firestore-rules-\d+\.emulator\.test\.ts$/.test(name),
).length;
if (parts.length === PARTS) {
  const cases = parts.flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')).cases);
  const agree = cases.filter((each) => each.emulator === each.expected);
  const lenient = cases.filter((each) => each.emulator === false && each.expected === true && !each.stricter);
  const stricter = cases.filter((each) => each.stricter && each.emulator === true);
  console.log(
    `judged by the Firestore emulator ${version}: ${agree.length} of ${cases.length} cases agree ` +
      `(${lenient.length} where our evaluator allows and the emulator refuses; ` +
      `${stricter.length} where we keep a documented stricter reading and the emulator allows)`,
  );
  // the attacker's suite (assurance/contract/permission-cases/attacker-*.ts, docs/SECURITY.md)
  const attacks = cases.filter((each) => each.name.startsWith('attacker: '));
  console.log(
    `the attacker's suite: ${attacks.length} cases (${attacks.filter((each) => !each.expected).length} attacks refused, ` +
      `${attacks.filter((each) => each.expected).length} controls allowed), ` +
      `${attacks.filter((each) => each.emulator === each.expected).length} as the emulator judges them`,
  );
  for (const each of cases.filter((one) => one.emulator !== one.expected))
    console.log(
      `  disagrees: ${each.name}: expected ${each.expected ? 'allowed' : 'refused'}, the emulator ${each.emulator === 'error' ? 'failed otherwise' : each.emulator ? 'allowed' : 'refused'}`,
    );
} else {
  console.log(
    `judged by the Firestore emulator ${version}: ${parts.length} of the permission table's ${PARTS} parts reported (see above)`,
  );
}
rmSync(dir, { recursive: true, force: true });
console.log(`test:rules took ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
