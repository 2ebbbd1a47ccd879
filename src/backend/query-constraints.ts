import { DataError, type Filter, type OrderBy, type QuerySpec, type RangeOp } from './ports';

/**
 * What Firestore refuses in a query's ranges, orders and limit, checked alike by both adapters
 * before anything runs: the device cache of the Firebase SDK accepts some of it (ranges on
 * several fields, an order that does not start with the range's field), which the port does
 * not allow (docs/QUERIES.md). Each refusal is 'invalid-argument'.
 */

const RANGE_OPS: ReadonlySet<string> = new Set<RangeOp>(['<', '<=', '>', '>=']);

export function isRangeOp(op: unknown): op is RangeOp {
  return typeof op === 'string' && RANGE_OPS.has(op);
}

export function isRangeFilter(filter: Filter): boolean {
  return isRangeOp(filter.op);
}

function invalid(message: string): DataError {
  return new DataError('invalid-argument', `Invalid query. ${message}`);
}

/** A value a range may compare with: one of the types Firestore orders within (NaN has no place). */
function isRangeValue(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === 'string' || typeof value === 'boolean';
}

/** The field of the query's ranges, if it has any (after assertQueryConstraints: one field). */
export function rangeFieldOf(spec: QuerySpec): string | undefined {
  return (spec.where ?? []).find(isRangeFilter)?.field;
}

function assertOrderBy(orderBy: unknown): asserts orderBy is OrderBy[] {
  if (!Array.isArray(orderBy)) throw invalid('orderBy must be a list');
  const seen = new Set<string>();
  for (const order of orderBy as unknown[]) {
    const { field, direction } = (order ?? {}) as Partial<OrderBy>;
    if (typeof field !== 'string' || field === '') throw invalid('An order needs a field path');
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') {
      throw invalid(`Unknown order direction: ${String(direction)}`);
    }
    if (seen.has(field)) throw invalid(`The query orders by '${field}' twice`);
    seen.add(field);
  }
}

/**
 * Refuses as Firestore refuses: ranges on more than one field; an order whose first field is not
 * the range's; a range value that is null, NaN, an array or a map (or anything without a
 * place in Firestore's order); a limit that is not a positive integer.
 */
export function assertQueryConstraints(spec: QuerySpec): void {
  const ranges = (spec.where ?? []).filter(isRangeFilter);
  for (const range of ranges) {
    if (!isRangeValue(range.value)) {
      throw invalid(`A '${range.op}' filter on '${range.field}' needs a number, string, boolean or Date value`);
    }
  }
  const fields = [...new Set(ranges.map((range) => range.field))];
  if (fields.length > 1) {
    throw invalid(
      `Range filters ('<', '<=', '>', '>=') are allowed on one field only, but this query has them on ${fields.join(', ')}`,
    );
  }
  if (spec.orderBy !== undefined) {
    assertOrderBy(spec.orderBy);
    const first = spec.orderBy[0]?.field;
    if (fields[0] !== undefined && first !== undefined && first !== fields[0]) {
      throw invalid(
        `You have a range filter on '${fields[0]}', so the first orderBy must be on '${fields[0]}' as well, not on '${first}'`,
      );
    }
  }
  if (spec.limit !== undefined && !(Number.isSafeInteger(spec.limit) && spec.limit > 0)) {
    throw invalid(`limit must be a positive integer, but it was: ${String(spec.limit)}`);
  }
}
