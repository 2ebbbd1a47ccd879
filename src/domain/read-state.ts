import { isDataError } from '../backend/ports';

/**
 * What a screen has to show of a read: its value, or why it has none, as a code. The words are
 * the screen's own (docs/architecture.md, "Reads from the device first"): `failed` (the read errored: `Load
 * failed`), `missing` (a server said there is nothing, or the rules refuse it: `Club not
 * found`), `not-on-device` (offline, and the device holds no copy: nothing may be written as
 * if it did not exist), `gone` (the user deleted it on this device: its page goes away quietly).
 */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'not-on-device' }
  | { status: 'gone' };

export type ReadStatus = ReadState<unknown>['status'];

/** The part of a React Query result a screen's ReadState is made from. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
}

/** A live read as a ReadState: loading, failed (`Load failed`), or the value made from the data. */
export function toReadState<T, V>(query: QueryState<T>, value: (data: T) => V): ReadState<V> {
  if (query.isError) return { status: 'failed' };
  if (query.isPending || query.data === undefined) return { status: 'loading' };
  return { status: 'ready', value: value(query.data) };
}

/** Refused by the rules: for a club or team, the same to the user as not there. */
export const isRefusal = (error: unknown) => isDataError(error, 'permission-denied');
