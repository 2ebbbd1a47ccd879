import { SERVER_TIMESTAMP, ServerTimestamp, type WriteOp } from './ports';
import { isPlainObject } from './local/json-values';

/**
 * The writes of one tab that are queued but not yet committed, kept in a synchronous store
 * (the tab's sessionStorage) so that a reload or a navigation does not lose them: a write is
 * fired and never awaited, so the page can go away before IndexedDB has it. Firestore keeps its
 * pending writes on the device in the same way. On the next start the tab commits what is left,
 * in order, judged by the rules as any write is (a batch made by someone else than the user now
 * signed in is refused, as it names its writer).
 */
export interface WriteJournal {
  /** notes a batch before it is queued; returns its journal id */
  record(ops: WriteOp[]): string;
  /** forgets a batch once it is committed or refused */
  forget(id: string): void;
  /** the batches a previous page of this tab left unfinished, oldest first */
  leftOver(): JournalEntry[];
}

export interface JournalEntry {
  id: string;
  ops: WriteOp[];
}

/** A place for one string, as sessionStorage offers it. */
export type JournalStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Each backend keeps its own (a tab runs one backend, but a build may change under it). */
export const JOURNAL_KEY = 'pitchside.local.unfinished-writes';
export const FIREBASE_JOURNAL_KEY = 'pitchside.firebase.unfinished-writes';

export function createWriteJournal(store: JournalStore, key = JOURNAL_KEY): WriteJournal {
  let sequence = Date.now();
  const load = (): JournalEntry[] => {
    try {
      const raw = store.getItem(key);
      return raw ? (decode(JSON.parse(raw)) as JournalEntry[]) : [];
    } catch {
      return [];
    }
  };
  const save = (entries: JournalEntry[]) => {
    try {
      store.setItem(key, JSON.stringify(encode(entries)));
    } catch (error) {
      // a full or missing store only costs the protection against a reload
      console.warn('Could not note a pending write on this tab', error);
    }
  };
  return {
    record(ops) {
      const id = String(sequence++);
      save([...load(), { id, ops }]);
      return id;
    },
    forget(id) {
      save(load().filter((entry) => entry.id !== id));
    },
    leftOver: load,
  };
}

/** A journal that keeps nothing (tests, and where no sessionStorage is available). */
export const NO_JOURNAL: WriteJournal = { record: () => '', forget: () => undefined, leftOver: () => [] };

const TAG = '\u0000pitchside';

/** JSON with the two non-JSON values written data may hold: Date and SERVER_TIMESTAMP. */
function encode(value: unknown): unknown {
  if (value instanceof Date) return { [TAG]: 'date', at: value.toISOString() };
  if (value instanceof ServerTimestamp) return { [TAG]: 'server-timestamp' };
  if (Array.isArray(value)) return value.map(encode);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([field, each]) => [field, encode(each)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isPlainObject(value)) return value;
  if (value[TAG] === 'date') return new Date(String(value.at));
  if (value[TAG] === 'server-timestamp') return SERVER_TIMESTAMP;
  return Object.fromEntries(Object.entries(value).map(([field, each]) => [field, decode(each)]));
}
