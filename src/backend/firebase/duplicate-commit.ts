import { doc, type Firestore } from 'firebase/firestore';
import { type DataError, type DocData, isDataError, ServerTimestamp, type WriteOp } from '../ports';
import { readDoc } from './firestore-reads';
import { RESENT_COPY_DISMISSED } from './resent-copy-note';

/**
 * A write whose commit reached the server but whose acknowledgement was lost (the write stream
 * restarted, the page reloaded right after `Save`) is sent again by the SDK, and refused by rules
 * that allow a create only where nothing is, or an update only when it changes something. The
 * data is stored; the refusal is of the copy (docs/architecture.md "Documents this device
 * wrote"). So a `permission-denied` is first checked against the server: when every document
 * holds what the write wrote, the write landed and nothing failed.
 */

/**
 * Does the stored document hold what the op wrote? A set without merge: exactly its fields; a
 * merge or an update: the fields it wrote; a delete: the document is gone.
 */
export function holdsWrite(op: WriteOp, stored: DocData | null): boolean {
  if (op.kind === 'delete') return stored === null;
  if (stored === null) return false;
  if (op.kind === 'set' && !op.merge) return sameValue(stored, withoutUndefined(op.data));
  return Object.entries(op.data).every(([field, value]) =>
    sameValue(op.kind === 'update' ? atPath(stored, field) : stored[field], value),
  );
}

/** Firestore leaves out undefined fields (the port's `ignoreUndefinedProperties`). */
function withoutUndefined(data: DocData): DocData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function atPath(data: DocData, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function sameValue(stored: unknown, written: unknown): boolean {
  // the server filled it with its clock when the first copy landed
  if (written instanceof ServerTimestamp) return stored instanceof Date;
  if (written instanceof Date) return stored instanceof Date && stored.getTime() === written.getTime();
  if (written === undefined) return stored === undefined;
  if (Array.isArray(written))
    return (
      Array.isArray(stored) &&
      stored.length === written.length &&
      written.every((each, i) => sameValue(stored[i], each))
    );
  if (typeof written === 'object' && written !== null) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored) || stored instanceof Date) return false;
    const storedFields = stored as Record<string, unknown>;
    const writtenFields = written as Record<string, unknown>;
    const keys = new Set([...Object.keys(storedFields), ...Object.keys(writtenFields)]);
    return [...keys].every((key) => sameValue(storedFields[key], writtenFields[key]));
  }
  return Object.is(stored, written) || (stored === 0 && written === 0);
}

/** Reads each document of the ops from the server: did all of them land as written? No answer, or a refused read: no. */
export async function landedAsWritten(db: Firestore, ops: readonly WriteOp[]): Promise<boolean> {
  if (ops.length === 0) return false;
  try {
    const stored = await Promise.all(
      ops.map((op) =>
        readDoc(doc(db, op.collection, op.id), { source: 'server' }).then((found) => found?.data ?? null),
      ),
    );
    return ops.every((op, index) => holdsWrite(op, stored[index] ?? null));
  } catch {
    return false;
  }
}

/**
 * A refusal that may be a re-sent copy: checked against the server before anyone is told. The
 * promise settles once the refusal is reported or dismissed.
 */
export function unlessAlreadyStored(
  db: Firestore,
  ops: readonly WriteOp[],
  onRefused: (error: DataError) => void,
): (error: DataError) => Promise<void> {
  return async (error) => {
    if (isDataError(error, 'permission-denied') && (await landedAsWritten(db, ops))) {
      // said once, quietly, so that a log reader can match it with the server's refusal
      console.info(`${RESENT_COPY_DISMISSED}: ${ops.map((op) => `${op.collection}/${op.id}`).join(', ')}`);
      return;
    }
    onRefused(error);
  };
}
