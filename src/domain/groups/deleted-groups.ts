import type { GroupKind } from './group-types';

/**
 * The clubs and teams this device deleted, so that their pages go away quietly when the user
 * comes back to them (Back, a stale tab, a reload of the old address) instead of saying
 * `Club not found` as for a link to a club that is gone. Kept in localStorage, which every tab
 * of the device shares; ids are random, so an old entry never names another group. A refused
 * delete takes its entry back out.
 */
const STORAGE_KEY = 'pitchside.deleted-groups';
/** enough for every group a person deletes in a while; the oldest go first */
const LIMIT = 100;

type Entry = `${GroupKind}/${string}`;

/**
 * The list as last read or written: pages ask on every render, so storage is parsed once, and
 * again only when another tab changes it (the `storage` event). Where localStorage cannot be
 * used (a private window that refuses it) this copy is all there is: this tab only.
 */
let known: Entry[] | null = null;
let listening = false;

function read(): Entry[] {
  if (known) return known;
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEY || event.key === null) known = null;
    });
  }
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    known = Array.isArray(stored) ? stored.filter((each): each is Entry => typeof each === 'string') : [];
  } catch {
    known = [];
  }
  return known;
}

function write(entries: Entry[]) {
  known = entries;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // the copy in memory keeps it for this tab
  }
}

export function rememberDeleted(kind: GroupKind, id: string): void {
  const entry: Entry = `${kind}/${id}`;
  write([...read().filter((each) => each !== entry), entry].slice(-LIMIT));
}

export function forgetDeleted(kind: GroupKind, id: string): void {
  const entry: Entry = `${kind}/${id}`;
  write(read().filter((each) => each !== entry));
}

/** At logout: the next person on a shared phone deleted none of them, and gets `Not found` for a link to one. */
export function forgetAllDeleted(): void {
  write([]);
}

/** Whether this device deleted the club or team (and no refusal has brought it back). */
export function wasDeleted(kind: GroupKind, id: string): boolean {
  return read().includes(`${kind}/${id}`);
}
