/** Data errors carry Firestore's codes and messages, so the UI handles both backends alike. */
export type LocalDataErrorCode = 'permission-denied' | 'not-found' | 'invalid-argument';

export class LocalDataError extends Error {
  constructor(
    readonly code: LocalDataErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LocalDataError';
  }
}

export function permissionDenied(): LocalDataError {
  return new LocalDataError('permission-denied', 'Missing or insufficient permissions.');
}

export function notFound(collection: string, id: string): LocalDataError {
  return new LocalDataError('not-found', `No document to update: ${collection}/${id}`);
}

export function invalidArgument(message: string): LocalDataError {
  return new LocalDataError('invalid-argument', message);
}
