import type { DeviceQueuePort, NewQueuedJoin, QueuedJoin } from '../../../../src/backend/ports';

/** Tests only: the device queue port in memory, as the Dexie store behaves (order, per account). */
export interface MemoryQueue extends DeviceQueuePort {
  /** every account's joins, in order */
  readonly all: () => QueuedJoin[];
}

export function memoryQueue(): MemoryQueue {
  let joins: QueuedJoin[] = [];
  let next = 1;
  const watchers = new Set<() => void>();
  let tail: Promise<unknown> = Promise.resolve();
  const copy = (join: QueuedJoin): QueuedJoin => ({ ...join, children: join.children.map((child) => ({ ...child })) });
  const changed = () => {
    for (const watcher of watchers) watcher();
  };
  return {
    all: () => joins.map(copy),
    async add(join: NewQueuedJoin) {
      const stored = copy({ ...join, id: `q${next++}` });
      joins.push(stored);
      changed();
      return copy(stored);
    },
    async list(uid) {
      return joins.filter((join) => join.uid === uid).map(copy);
    },
    async update(id, who) {
      joins = joins.map((join) => (join.id === id ? copy({ ...join, me: who.me, children: who.children }) : join));
      changed();
    },
    async remove(id) {
      joins = joins.filter((join) => join.id !== id);
      changed();
    },
    watch(uid, onNext) {
      const emit = () => onNext(joins.filter((join) => join.uid === uid).map(copy));
      emit();
      watchers.add(emit);
      return () => watchers.delete(emit);
    },
    exclusive(work) {
      const run = tail.then(work, work);
      tail = run.catch(() => {});
      return run;
    },
  };
}
