#!/usr/bin/env node
// Writes the data sections of firestore.rules, between its generated markers, from the schema
// (src/domain/schema/rules-sections.ts): `npm run rules:write`. With --check it writes nothing and
// fails when the file differs from what it would write. The unit test of the same sections
// (rules-sections.test.ts) fails too, so `npm test` catches a schema changed without this.
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const RULES = 'firestore.rules';
const { module } = await runnerImport('./src/domain/schema/rules-sections.ts', {
  configFile: false,
  logLevel: 'error',
  define: { __BACKEND__: JSON.stringify('local') },
});
const before = readFileSync(RULES, 'utf8');
const after = module.withGeneratedBlock(before);
if (after === before) {
  console.log(`${RULES}: the generated sections are current.`);
} else if (process.argv.includes('--check')) {
  console.error(`${RULES}: the generated sections differ from the schema's: run npm run rules:write`);
  process.exit(1);
} else {
  writeFileSync(RULES, after);
  console.log(`${RULES}: the generated sections written from the schema.`);
}
