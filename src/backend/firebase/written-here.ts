import type { WriteOp } from '../ports';

/**
 * The documents this page created or wrote, and whether the server has answered each write
 * yet. What a listen may believe of a document depends on it: a server listen opened on a
 * document whose create is still on its way may be told "absent" for good
 * (docs/architecture.md "Documents this device wrote"), and a query on a group whose creating
 * batch is still on its way is refused by rules that read that group.
 */
export interface WrittenHere {
  /** notes a fired write; `answered` settles once the server accepted or refused it */
  note(ops: readonly WriteOp[], answered: Promise<unknown>): void;
  /** this page set the document (a create) and has not deleted it since */
  created(path: string): boolean;
  /** a write of this page to the document waits for the server's answer */
  waiting(path: string): boolean;
  /** a document with this id, in any collection, was created here and its write waits for the server */
  createdAndWaiting(id: string): boolean;
  /** settles once every write of this page to these documents, fired so far, is answered */
  answered(paths: readonly string[]): Promise<void>;
  /** the paths created here whose write waits, with this id (any collection) */
  waitingPathsWithId(id: string): string[];
}

export const pathOf = (collection: string, id: string) => `${collection}/${id}`;

interface Entry {
  created: boolean;
  waiting: Set<Promise<unknown>>;
}

export function createWrittenHere(): WrittenHere {
  const entries = new Map<string, Entry>();
  const pathsById = new Map<string, Set<string>>();

  const entryOf = (path: string, id: string) => {
    let entry = entries.get(path);
    if (!entry) {
      entry = { created: false, waiting: new Set() };
      entries.set(path, entry);
      const paths = pathsById.get(id) ?? new Set<string>();
      paths.add(path);
      pathsById.set(id, paths);
    }
    return entry;
  };

  const waitingPathsWithId = (id: string) =>
    [...(pathsById.get(id) ?? [])].filter((path) => {
      const entry = entries.get(path);
      return entry?.created === true && entry.waiting.size > 0;
    });

  return {
    note(ops, answered) {
      const settled = answered.then(
        () => undefined,
        () => undefined,
      );
      for (const op of ops) {
        const entry = entryOf(pathOf(op.collection, op.id), op.id);
        if (op.kind === 'set') entry.created = true;
        if (op.kind === 'delete') entry.created = false;
        entry.waiting.add(settled);
        void settled.then(() => entry.waiting.delete(settled));
      }
    },
    created: (path) => entries.get(path)?.created === true,
    waiting: (path) => (entries.get(path)?.waiting.size ?? 0) > 0,
    createdAndWaiting: (id) => waitingPathsWithId(id).length > 0,
    async answered(paths) {
      await Promise.all(paths.flatMap((path) => [...(entries.get(path)?.waiting ?? [])]));
    },
    waitingPathsWithId,
  };
}
