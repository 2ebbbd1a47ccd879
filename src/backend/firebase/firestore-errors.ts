import { DataError, type DataErrorCode } from '../ports';

/** Firestore codes the port names the same way; the rest carry no meaning a caller acts on. */
const SHARED_CODES: ReadonlySet<string> = new Set<DataErrorCode>([
  'permission-denied',
  'not-found',
  'already-exists',
  'unavailable',
  'deadline-exceeded',
  'invalid-argument',
  'failed-precondition',
  'resource-exhausted',
  'unauthenticated',
  'cancelled',
]);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * Anything the Firestore SDK throws or rejects with, as the port's DataError. Checked by its
 * `code` rather than `instanceof FirestoreError`, so an error from a second copy of the SDK
 * (or a plain Error) maps too; the SDK's own text is kept as the message for the console.
 */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code = codeOf(error);
  const mapped: DataErrorCode = code !== undefined && SHARED_CODES.has(code) ? (code as DataErrorCode) : 'unknown';
  const message = error instanceof Error && error.message ? error.message : mapped;
  const dataError = new DataError(mapped, message);
  if (error instanceof Error) dataError.cause = error;
  return dataError;
}
