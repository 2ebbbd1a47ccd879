import declaredIndexes from '../../firestore.indexes.json';
import { DataError, DOCUMENT_ID, type QuerySpec } from './ports';
import { rangeFieldOf } from './query-constraints';

/**
 * Firestore's composite indexes, checked alike by both adapters (docs/architecture.md, "Rules are not
 * filters"): the local backend has no indexes at all, and the Firebase SDK's device cache and
 * the emulator run any query, so a query only production would refuse is refused everywhere.
 * The declared indexes are firestore.indexes.json's, the file `firebase deploy` reads.
 *
 * Firestore keeps a single-field index of every field in both directions, each entry ending
 * with the document id (`__name__`), and merges single-field indexes for equalities. So a query
 * needs no composite index when it has equalities only, or a range and/or order on one field
 * and nothing else, or equalities with an order by document id alone. It needs one when it has
 * an equality or `in` filter with a range or order on another field, or orders by two fields.
 * Merging composite indexes ((a, c) and (b, c) for `a == 1, b == 2` ordered by c) is not
 * modelled: such a query needs its own index here, the stricter reading.
 */

export type IndexOrder = 'ASCENDING' | 'DESCENDING';

/** One field of a declared index: ordered, or an array field for array-contains (not served by the port). */
export interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
}

/** An index as firestore.indexes.json declares it. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** What a query asks of a composite index: its equality fields (any order), then its ordered fields. */
export interface IndexNeed {
  collection: string;
  equalities: string[];
  order: { fieldPath: string; order: IndexOrder }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseField(field: unknown, where: string): IndexField {
  if (!isRecord(field) || typeof field.fieldPath !== 'string' || field.fieldPath === '') {
    throw new Error(`${where}: every field needs a fieldPath`);
  }
  const { fieldPath, order, arrayConfig } = field;
  if (order === 'ASCENDING' || order === 'DESCENDING') return { fieldPath, order };
  if (arrayConfig === 'CONTAINS') return { fieldPath, arrayConfig };
  throw new Error(`${where}: field ${fieldPath} needs an order (ASCENDING, DESCENDING) or arrayConfig CONTAINS`);
}

/** The indexes of a firestore.indexes.json document; throws on a shape `firebase deploy` would refuse. */
export function parseIndexes(json: unknown): CompositeIndex[] {
  if (!isRecord(json) || !Array.isArray(json.indexes))
    throw new Error('firestore.indexes.json: "indexes" must be a list');
  return json.indexes.map((index: unknown, position) => {
    const where = `firestore.indexes.json, index ${position}`;
    if (!isRecord(index) || typeof index.collectionGroup !== 'string' || index.collectionGroup === '') {
      throw new Error(`${where}: collectionGroup is required`);
    }
    const queryScope = index.queryScope ?? 'COLLECTION';
    if (queryScope !== 'COLLECTION' && queryScope !== 'COLLECTION_GROUP')
      throw new Error(`${where}: unknown queryScope`);
    if (!Array.isArray(index.fields) || index.fields.length < 2)
      throw new Error(`${where}: a composite index has two fields or more`);
    const fields = index.fields.map((field: unknown) => parseField(field, where));
    return { collectionGroup: index.collectionGroup, queryScope, fields };
  });
}

export const DECLARED_INDEXES: readonly CompositeIndex[] = parseIndexes(declaredIndexes);

/**
 * The composite index a query needs, or null when single-field indexes serve it. A range's
 * field without an order is ordered ascending; an order on a field fixed by `==` orders nothing
 * and is dropped; a trailing order by document id is implicit in every index.
 */
export function indexNeededBy(spec: QuerySpec): IndexNeed | null {
  const filters = spec.where ?? [];
  const fixed = new Set(filters.filter((filter) => filter.op === '==').map((filter) => filter.field));
  let order = (spec.orderBy ?? []).map((each) => ({
    fieldPath: each.field,
    order: (each.direction === 'desc' ? 'DESCENDING' : 'ASCENDING') as IndexOrder,
  }));
  const range = rangeFieldOf(spec);
  if (range !== undefined && order.length === 0) order = [{ fieldPath: range, order: 'ASCENDING' }];
  order = order.filter((each) => !fixed.has(each.fieldPath));
  while (order.at(-1)?.fieldPath === DOCUMENT_ID) order.pop();
  const ordered = new Set(order.map((each) => each.fieldPath));
  const equalities = [
    ...new Set(
      filters
        .filter((filter) => (filter.op === '==' || filter.op === 'in') && !ordered.has(filter.field))
        .map((filter) => filter.field),
    ),
  ];
  if (order.length >= 2 || (order.length === 1 && equalities.length > 0))
    return { collection: spec.collection, equalities, order };
  return null;
}

/** Whether the index serves the need: the equality fields first in any order, then the ordered fields as they are. */
export function indexServes(index: CompositeIndex, need: IndexNeed): boolean {
  if (index.collectionGroup !== need.collection || index.queryScope !== 'COLLECTION') return false;
  const fields = index.fields.at(-1)?.fieldPath === DOCUMENT_ID ? index.fields.slice(0, -1) : index.fields;
  if (fields.length !== need.equalities.length + need.order.length || fields.some((field) => !field.order))
    return false;
  const head = fields.slice(0, need.equalities.length).map((field) => field.fieldPath);
  if (head.length !== new Set(head).size || !head.every((fieldPath) => need.equalities.includes(fieldPath)))
    return false;
  return need.order.every((wanted, position) => {
    const field = fields[need.equalities.length + position];
    return field?.fieldPath === wanted.fieldPath && field.order === wanted.order;
  });
}

/** The index the query needs and the declared ones lack; null when it may run. */
export function missingIndex(spec: QuerySpec, indexes: readonly CompositeIndex[] = DECLARED_INDEXES): IndexNeed | null {
  const need = indexNeededBy(spec);
  return need && !indexes.some((index) => indexServes(index, need)) ? need : null;
}

/** The index to declare, in words: `collection events, fields teamId ASCENDING, startsAt DESCENDING`. */
export function describeIndex(need: IndexNeed): string {
  const fields = [
    ...need.equalities.map((fieldPath) => `${fieldPath} ASCENDING`),
    ...need.order.map((each) => `${each.fieldPath} ${each.order}`),
  ];
  return `collection ${need.collection}, fields ${fields.join(', ')}`;
}

/** Refuses with 'failed-precondition', as Firestore does, a query whose composite index is not declared. */
export function assertQueryIndexed(spec: QuerySpec, indexes: readonly CompositeIndex[] = DECLARED_INDEXES): void {
  const need = missingIndex(spec, indexes);
  if (need) {
    throw new DataError(
      'failed-precondition',
      `The query requires an index. Declare it in firestore.indexes.json and deploy it: ${describeIndex(need)}.`,
    );
  }
}
