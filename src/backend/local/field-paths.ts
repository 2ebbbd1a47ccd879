import type { DocData } from '../ports';
import { copyJson, isPlainObject } from './json-values';
import { invalidArgument } from './local-errors';

/**
 * Firestore's `updateDoc` semantics for the local backend: each key of the data is a dotted
 * field path. `{ 'a.b': 1 }` sets field b of map a, creating maps on the way and keeping a's
 * other fields; a key whose value is a map replaces that field whole.
 */

export function parseFieldPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((part) => part === '')) throw invalidArgument(`Invalid field path: ${JSON.stringify(path)}`);
  return parts;
}

/** Firestore refuses an update naming a field and one inside it ('a' and 'a.b'): which wins is undefined. */
function assertNoOverlap(paths: string[][]): void {
  const keys = paths.map((parts) => parts.join('.')).sort();
  for (let i = 1; i < keys.length; i++) {
    const [previous, current] = [keys[i - 1] as string, keys[i] as string];
    if (current === previous || current.startsWith(`${previous}.`)) {
      throw invalidArgument(`Field ${previous} is named twice in one update (as ${current})`);
    }
  }
}

/** Checks an update's keys as field paths before it is queued, so bad input fails like Firestore. */
export function assertUpdatePaths(patch: DocData): void {
  assertNoOverlap(Object.keys(patch).map(parseFieldPath));
}

/** The document after an update; `doc` is left as it was. */
export function applyFieldUpdates(doc: DocData, patch: DocData): DocData {
  const out = copyJson(doc) as DocData;
  for (const [path, value] of Object.entries(patch)) {
    const parts = parseFieldPath(path);
    const last = parts.pop() as string;
    let target: Record<string, unknown> = out;
    for (const part of parts) {
      const next = target[part];
      // like Firestore, a value in the way of a deeper path becomes a map
      if (!isPlainObject(next)) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[last] = value;
  }
  return out;
}
