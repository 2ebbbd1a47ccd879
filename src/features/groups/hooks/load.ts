import { isDataError } from '../../../backend/ports';
import type { Load } from '../model/group-types';

/** The part of a React Query result a screen's Load is made from. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
}

/** A live read as a Load: loading, error (`Load failed`), or the value made from the data. */
export function toLoad<T, V>(query: QueryState<T>, value: (data: T) => V): Load<V> {
  if (query.isError) return { status: 'error' };
  if (query.isPending || query.data === undefined) return { status: 'loading' };
  return { status: 'ready', value: value(query.data) };
}

/** Refused by the rules: for a club or team, the same to the user as not there. */
export const isRefusal = (error: unknown) => isDataError(error, 'permission-denied');
