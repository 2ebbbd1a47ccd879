import type { DocData } from '../../backend/ports';
import type { CollectionSchema, FieldSchema } from './schema-kit';

/**
 * A stored document as the screens read it, field by field from its collection's schema
 * (docs/architecture.md "The schema"): an older, partial or odd document reads with defaults,
 * never as an error. Text is '' (or the field's `readsAs`, or the first of its `values` when
 * what is stored is not one of them), text or null is null for '' or none, an instant that is
 * not a date is an invalid date (null when optional), a flag is true only when stored true, a
 * count is 0, a time a stored ISO string (a Date as one), a map `{}`, a list its strings.
 */

interface ReadKinds {
  text: string;
  'text or null': string | null;
  time: string;
  date: string;
  flag: boolean;
  instant: Date;
  count: number;
  map: Record<string, unknown>;
  'text list': string[];
  timestamp: string;
}

type ReadValue<F extends FieldSchema> = F extends { values: readonly (infer V)[]; readsAs: infer R }
  ? Exclude<V, ''> | R
  : F extends { values: readonly (infer V)[] }
    ? V
    : F extends { kind: 'instant'; optional: true }
      ? Date | null
      : ReadKinds[F['kind']];

export type ReadFields<C extends CollectionSchema> = {
  -readonly [K in keyof C['fields']]: ReadValue<C['fields'][K]>;
};

const isText = (value: unknown): value is string => typeof value === 'string';

function readValue(spec: FieldSchema, value: unknown): unknown {
  switch (spec.kind) {
    case 'text': {
      const { values, readsAs } = spec;
      const allowed = isText(value) && (values === undefined || values.includes(value));
      return allowed && (value !== '' || readsAs === undefined) ? value : (readsAs ?? values?.[0] ?? '');
    }
    case 'text or null':
      return isText(value) && value !== '' ? value : null;
    case 'instant':
      return value instanceof Date ? value : spec.optional ? null : new Date(Number.NaN);
    case 'flag':
      return value === true;
    case 'count':
      return typeof value === 'number' ? value : 0;
    case 'map':
      return value !== null && typeof value === 'object' && !(value instanceof Date) ? value : {};
    case 'text list':
      return Array.isArray(value) ? value.filter(isText) : [];
    case 'time':
    case 'timestamp':
      return value instanceof Date ? value.toISOString() : isText(value) ? value : '';
    default:
      return isText(value) ? value : '';
  }
}

/**
 * Every field of `collection` read from `data`, but those in `omit` (what the screens never
 * show, such as who made the last edit): a field added to the schema is read with the rest.
 */
export function readFields<C extends CollectionSchema, K extends keyof C['fields'] = never>(
  collection: C,
  data: DocData,
  omit: readonly K[] = [],
): Omit<ReadFields<C>, K> {
  const read: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(collection.fields))
    if (!omit.includes(field as K)) read[field] = readValue(spec, data[field]);
  return read as Omit<ReadFields<C>, K>;
}
