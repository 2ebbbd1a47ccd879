// The rules for an emulator whose devices store the endpoints of the local mock push service
// (functions/src/test-support/mock-push-service.ts, HTTPS on 127.0.0.1 at a port of its run): a
// copy of firestore.rules with the mock's origin added to the push services at the one line
// after the marker in `isPushServiceEndpoint`, written to a file of the run's own. The deployed
// rules (firebase.json names firestore.rules) never name the mock; the permission table judges
// firestore.rules itself. functions/src/notify/push-services.test.ts holds MOCK_PUSH_HOST equal
// to the sender's.
//
//   import { writeEmulatorRules } from './emulator-rules.mjs';
//   const rulesFile = writeEmulatorRules(dir);   // dir/firestore.emulator.rules
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MOCK_PUSH_HOST = '127[.]0[.]0[.]1:[0-9]+';
const MARKER = '// push services: the deployed list';
const LIST_START = "endpoint.matches('https://(";

/** `rules` with the mock push service's origin added at the marked line; throws if the marker is not there once. */
export function emulatorRules(rules) {
  const lines = rules.split('\n');
  const at = lines.flatMap((line, index) => (line.trim() === MARKER ? [index] : []));
  if (at.length !== 1) throw new Error(`firestore.rules must hold "${MARKER}" once (found ${at.length})`);
  const target = at[0] + 1;
  const line = lines[target] ?? '';
  if (line.split(LIST_START).length !== 2)
    throw new Error(`the line after "${MARKER}" must hold ${LIST_START} once: ${line.trim()}`);
  lines[target] = line.replace(LIST_START, `${LIST_START}${MOCK_PUSH_HOST}|`);
  return lines.join('\n');
}

/** Writes the emulator's copy of firestore.rules into `dir`; returns its path. */
export function writeEmulatorRules(dir) {
  const rulesFile = fileURLToPath(new URL('../firestore.rules', import.meta.url));
  const file = join(dir, 'firestore.emulator.rules');
  writeFileSync(file, emulatorRules(readFileSync(rulesFile, 'utf8')));
  return file;
}
