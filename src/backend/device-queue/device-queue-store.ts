import Dexie, { liveQuery, type Table } from 'dexie';
import type { MemoryIndexedDb } from '../memory-indexeddb';
import { DataError, type DeviceQueuePort, type NewQueuedJoin, type QueuedJoin, type Unsubscribe } from '../ports';

export const DEVICE_QUEUE_DB_NAME = 'pitchside-device-queue';

/** A stored join: `seq` keeps the order they were queued in, across reloads and tabs. */
interface JoinRecord extends QueuedJoin {
  seq?: number;
}

class DeviceQueueDb extends Dexie {
  declare joins: Table<JoinRecord, number>;

  constructor(name: string, memory?: MemoryIndexedDb) {
    super(name, memory);
    this.version(1).stores({ joins: '++seq, &id, uid' });
  }
}

const asQueuedJoin = ({ seq: _seq, ...join }: JoinRecord): QueuedJoin => join;

/**
 * The device queue (docs/contributing.md, house rule 1): every Dexie table of it behind this one
 * class, in its own database, apart from Firestore's cache (which a sign-out clears; the queue
 * belongs to its account and waits for that account to sign in again).
 */
export class DeviceQueueStore implements DeviceQueuePort {
  private readonly db: DeviceQueueDb;
  private readonly lockName: string;
  /** where the Web Locks API is missing: one run at a time in this tab at least */
  private tail: Promise<unknown> = Promise.resolve();

  /** `memory`: where the page's IndexedDB did not answer, the queue lives in memory with the rest */
  constructor(name: string = DEVICE_QUEUE_DB_NAME, memory?: MemoryIndexedDb) {
    this.db = new DeviceQueueDb(name, memory);
    this.lockName = `${name}/replay`;
  }

  async add(join: NewQueuedJoin): Promise<QueuedJoin> {
    const stored: QueuedJoin = {
      ...join,
      children: join.children.map(({ id, name }) => ({ id, name })),
      id: crypto.randomUUID(),
    };
    await this.db.joins.add({ ...stored });
    return stored;
  }

  async list(uid: string): Promise<QueuedJoin[]> {
    const records = await this.db.joins.where('uid').equals(uid).sortBy('seq');
    return records.map(asQueuedJoin);
  }

  async update(id: string, who: Pick<QueuedJoin, 'me' | 'children'>): Promise<void> {
    await this.db.joins
      .where('id')
      .equals(id)
      .modify({ me: who.me, children: who.children.map(({ id: childId, name }) => ({ id: childId, name })) });
  }

  async remove(id: string): Promise<void> {
    await this.db.joins.where('id').equals(id).delete();
  }

  watch(uid: string, onNext: (joins: QueuedJoin[]) => void, onError: (error: DataError) => void): Unsubscribe {
    let stopped = false;
    const subscription = liveQuery(() => this.list(uid)).subscribe({
      next: (joins) => {
        if (!stopped) onNext(joins);
      },
      error: (error: unknown) => {
        if (stopped) return;
        stopped = true;
        onError(new DataError('unknown', error instanceof Error ? error.message : String(error)));
      },
    });
    return () => {
      stopped = true;
      subscription.unsubscribe();
    };
  }

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks) return locks.request(this.lockName, () => work()) as Promise<T>;
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => {});
    return run;
  }

  /** closes the database (tests) */
  close(): void {
    this.db.close();
  }
}

export function createDeviceQueue(name?: string, memory?: MemoryIndexedDb): DeviceQueueStore {
  return new DeviceQueueStore(name, memory);
}
