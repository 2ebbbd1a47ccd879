import { doc, type Firestore, getDocFromCache } from 'firebase/firestore';
import type { DataPort, WriteOp } from '../ports';
import type { WriteJournal } from '../write-journal';

/**
 * Writes a previous page of this tab fired and went away from before the SDK had them on the
 * device (a reload right after Save), fired again, oldest first, before anything else is
 * written. One the device already shows (the page went away just after the SDK stored it) is
 * not written twice. Nobody waits for them any more, so a refusal is silent.
 */
export async function fireLeftOverWrites(db: Firestore, journal: WriteJournal, data: DataPort): Promise<void> {
  for (const entry of journal.leftOver()) {
    journal.forget(entry.id);
    if (!(await isOnDevice(db, entry.ops))) data.batch(entry.ops, () => {});
  }
}

/** Does the device cache already show every op (a delete: no document; a set or update: its plain values)? */
async function isOnDevice(db: Firestore, ops: WriteOp[]): Promise<boolean> {
  for (const op of ops) {
    const stored = await getDocFromCache(doc(db, op.collection, op.id)).catch(() => null);
    if (op.kind === 'delete') {
      if (stored?.exists()) return false;
      continue;
    }
    const plain = Object.entries(op.data).filter(
      ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
    );
    if (!stored?.exists() || plain.length === 0 || plain.some(([field, value]) => stored.get(field) !== value))
      return false;
  }
  return true;
}
