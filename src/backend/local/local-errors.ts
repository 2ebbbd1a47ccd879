import { DataError } from '../ports';

/**
 * The local backend fails with the port's DataError and Firestore's codes and wording, so a
 * screen handles both backends alike and a test written locally holds on Firebase.
 */

export const MISSING_PERMISSIONS = 'Missing or insufficient permissions.';

export function permissionDenied(reason?: string): DataError {
  return new DataError('permission-denied', reason ? `${MISSING_PERMISSIONS} ${reason}` : MISSING_PERMISSIONS);
}

export function notFound(collection: string, id: string): DataError {
  return new DataError('not-found', `No document to update: ${collection}/${id}`);
}

export function invalidArgument(message: string): DataError {
  return new DataError('invalid-argument', message);
}

export function deadlineExceeded(message: string): DataError {
  return new DataError('deadline-exceeded', message);
}

/**
 * Anything that is not already a DataError (a Dexie or IndexedDB failure, a bug) is 'unknown'.
 * Dexie wraps an error thrown in a transaction whose name is an IndexedDB error name, and the
 * port's DataError is named 'DataError' as IndexedDB's is: it comes back as Dexie's DataError
 * with ours as its `inner` error, which is unwrapped here.
 */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const inner = (error as { inner?: unknown } | null)?.inner;
  if (inner instanceof DataError) return inner;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new DataError('unknown', message);
}
