// `npm test`'s two builds (build:local, then build:firebase), each failing the run when its log
// holds a warning: a line that reads as a failure to whoever runs the build must be fixed or,
// when it asks for nothing, silenced where it is made (vite.config.ts shows how). `npm start`
// builds without this check: a new tool's warning must not keep anyone from running the app.
// Rerun: node scripts/clean-builds.mjs
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

// the escape codes Vite and Rolldown colour their output with
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g;
const WARNING = /\bwarn(?:ing)?s?\b|^\s*\(!\)|\bdeprecat/i;

// not the build's: npm's notes on the environment (an .npmrc setting, a newer npm), and the
// files the build wrote, whose names may hold any word
const NOT_THE_BUILDS = /^\s*npm warn |^\s*dist[\w-]*\//i;

/** The lines of a build's log that read as warnings, without their colours. */
export function warningLines(log) {
  return log
    .replace(ANSI, '')
    .split(/\r?\n/)
    .filter((line) => WARNING.test(line) && !NOT_THE_BUILDS.test(line))
    .map((line) => line.trim());
}

function build(script) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      log += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      log += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`npm run ${script} exited with ${code}`)),
    );
  });
}

async function main() {
  for (const script of ['build:local', 'build:firebase']) {
    const warnings = warningLines(await build(script));
    if (warnings.length > 0) {
      console.error(`\nnpm run ${script} printed ${warnings.length} warning line(s):\n  ${warnings.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`npm run ${script}: no warnings in its log`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
