#!/usr/bin/env node
// `npm run lint:rules [file]`: the static check of src/backend/rules/rules-check.ts on
// firestore.rules (or the file named): a syntax error, unknown functions, variables, methods and
// types, wrong arity, unreachable `match` blocks and recursion, each with line and column.
// Exits 1 when there is any. The TypeScript sources are loaded through Vite's module runner
// (Node 20 cannot strip types itself).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const target = resolve(process.cwd(), process.argv[2] ?? resolve(root, 'firestore.rules'));
const shortName = relative(process.cwd(), target);
const name = shortName && !shortName.startsWith('..') ? shortName : target;

const load = async (path) =>
  (await runnerImport(resolve(root, path), { configFile: false, logLevel: 'error', root })).module;
const [{ parseRules }, { checkRules, formatProblem }, { RulesSyntaxError }] = await Promise.all([
  load('src/backend/rules/rules-parser.ts'),
  load('src/backend/rules/rules-check.ts'),
  load('src/backend/rules/rules-scanner.ts'),
]);

let file;
try {
  file = parseRules(readFileSync(target, 'utf8'));
} catch (error) {
  // RulesSyntaxError of another module instance: recognise it by name
  if (!(error instanceof RulesSyntaxError) && error?.name !== 'RulesSyntaxError') throw error;
  console.error(`${name}:${error.at.line}:${error.at.column}: ${error.reason} [syntax]`);
  process.exit(1);
}

const problems = checkRules(file);
for (const problem of problems) console.error(formatProblem(problem, name));
if (problems.length) {
  console.error(`${name}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`${name}: no problems`);
