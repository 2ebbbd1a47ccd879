import type { DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import type { Doc, DocData, DocResult, QueryResult } from '../ports';
import { fromFirestoreData } from './firestore-convert';

// A pending server timestamp reads as the local estimate (a Date) instead of null.
const SNAPSHOT_OPTIONS = { serverTimestamps: 'estimate' } as const;

export function toDoc<T extends DocData>(snapshot: DocumentSnapshot): Doc<T> | null {
  const data = snapshot.data(SNAPSHOT_OPTIONS);
  if (!data) return null;
  return { id: snapshot.id, data: fromFirestoreData(data) as T, pending: snapshot.metadata.hasPendingWrites };
}

export function toDocResult<T extends DocData>(snapshot: DocumentSnapshot): DocResult<T> {
  return { doc: toDoc<T>(snapshot), fromCache: snapshot.metadata.fromCache };
}

export function toQueryResult<T extends DocData>(snapshot: QuerySnapshot): QueryResult<T> {
  return {
    docs: snapshot.docs.map((item) => toDoc<T>(item) as Doc<T>),
    fromCache: snapshot.metadata.fromCache,
  };
}
