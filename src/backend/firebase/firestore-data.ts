import { collection, doc, type Firestore } from 'firebase/firestore';
import type { DataPort } from '../ports';
import { NO_JOURNAL, type WriteJournal } from '../write-journal';
import { createFirestoreReads } from './firestore-data-reads';
import { createFirestoreWrites, type WriteSettings } from './firestore-data-writes';
import type { ServerSeen } from './firestore-reads';
import { createWrittenHere } from './written-here';

/**
 * The writes' settings (firestore-data-writes.ts), each left out to its default: a record of what
 * this page wrote of the port's own, and `resentCopies: 'report'`.
 */
export type PortOptions = Partial<WriteSettings>;

/**
 * The DataPort over Firestore with its device cache: writes land in the cache at once and are
 * never awaited (firestore-data-writes.ts), reads answer from the cache first and never wait
 * longer than their time box (firestore-data-reads.ts), and every failure reaches the caller as
 * a DataError. The two halves share what this page wrote, and a lookup refused while its writes
 * wait asks once more when they are answered.
 */
export function createFirestoreDataPort(
  db: Firestore,
  onServer: ServerSeen = () => {},
  journal: WriteJournal = NO_JOURNAL,
  options: PortOptions = {},
): DataPort {
  const { written = createWrittenHere(), resentCopies = 'report', unsaved } = options;
  const writes = createFirestoreWrites(db, journal, { written, resentCopies, unsaved });
  return {
    newId: (collectionName) => doc(collection(db, collectionName)).id,
    ...createFirestoreReads(db, { onServer, written, allWritesSynced: writes.allWritesSynced }),
    ...writes,
  };
}
