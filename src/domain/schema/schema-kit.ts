/**
 * How src/domain/schema describes a stored collection: its name, its document id in words, and
 * every field its documents may hold, in the order firestore.rules lists them. The rules' data
 * sections are generated from it (rules-sections.ts), the forms read their limits from it, and
 * the stored records' types are derived from it (`SchemaRecord`).
 */

/**
 * What a field holds. The first five are the kinds of firestore.rules' `holds`:
 * - `text`: a string;
 * - `text or null`: a string or null;
 * - `time`: an ISO time, as `new Date().toISOString()` writes it;
 * - `date`: `YYYY-MM-DD` (years 1900-2099, months 01-12, days 01-31), or '' until the user gives one;
 * - `flag`: a boolean.
 *
 * The next four only a whole-document check (`…DocOk`, rules-sections.ts) judges:
 * - `instant`: a `Date` the device writes (a timestamp in the rules, which compare it with `request.time`);
 * - `count`: a whole number from 0;
 * - `map`: a map (its entries are the collection's own rules' business);
 * - `text list`: a list of strings without `,` (ids), at most `items` of them.
 *
 * `timestamp` is the server's clock (written as SERVER_TIMESTAMP); `holds` knows no such kind,
 * so no `*FieldsWrittenOk` may judge it.
 */
export type FieldKind =
  | 'text'
  | 'text or null'
  | 'time'
  | 'date'
  | 'flag'
  | 'instant'
  | 'count'
  | 'map'
  | 'text list'
  | 'timestamp';

/** the kinds firestore.rules' `holds(data, written, field, kind)` judges */
export const HELD_KINDS = ['text', 'text or null', 'time', 'date', 'flag'] as const satisfies readonly FieldKind[];

/** the kinds a whole-document check (`…DocOk`) judges */
export const DOCUMENT_KINDS = [
  ...HELD_KINDS,
  'instant',
  'count',
  'map',
  'text list',
] as const satisfies readonly FieldKind[];

export interface FieldSchema {
  readonly kind: FieldKind;
  /**
   * text: at most this many characters in UTF-16 code units, as Firestore's `size()` counts them
   * and every form counts them (`textSize`, src/domain/text/characters.ts): an emoji is 2. The
   * rules check it with `withinLimit`.
   */
  readonly max?: number;
  /** text list: at most this many entries (the rules check it); with `max`, each at most that long (checked on the whole list joined) */
  readonly items?: number;
  /** text: one of these; '' also stands for the field being absent. The rules check it. */
  readonly values?: readonly string[];
  /**
   * what the app reads when the stored value is absent, '' or not allowed (an older or partial
   * document): without it, the first of `values`, or the kind's empty value (read-fields.ts)
   */
  readonly readsAs?: string;
  /** a document may lack it */
  readonly optional?: true;
  /** the rules refuse a document that does not hold it as text (`clubFieldsOk`, `teamFieldsOk`) */
  readonly requiredByRules?: true;
}

export interface CollectionSchema {
  /** the collection's name in the database */
  readonly name: string;
  /** what a document's id is, in words (`{clubId}_{userId}`) */
  readonly id: string;
  /** every field a document may hold (any other is refused), in the order the rules list them */
  readonly fields: Readonly<Record<string, FieldSchema>>;
}

/** One document a document names, and what its delete does to it. */
export interface Belonging {
  /** the collection of the document it names */
  readonly to: string;
  /** the field that holds that document's id, or `id` where this document's id is that document's */
  readonly by: string;
  /** where one field names documents of several collections: the field and value that say this one's */
  readonly when?: { readonly field: string; readonly value: string };
  /** this document outlives the one it names, why in a comment beside it (absent: it goes with it) */
  readonly outlives?: true;
}

/** The TypeScript type of each kind's value. */
interface KindValues {
  text: string;
  'text or null': string | null;
  time: string;
  date: string;
  flag: boolean;
  instant: Date;
  count: number;
  map: Record<string, unknown>;
  'text list': string[];
  timestamp: unknown;
}

type ValueOf<F extends FieldSchema> = F extends { values: readonly (infer V)[] } ? V : KindValues[F['kind']];

type Fields<C extends CollectionSchema> = C['fields'];

/**
 * A stored document of the collection, as the app writes it: optional fields may be absent, the
 * others are present. (Older or partial documents are read with defaults, not through this type.)
 */
export type SchemaRecord<C extends CollectionSchema> = {
  -readonly [K in keyof Fields<C> as Fields<C>[K] extends { optional: true } ? never : K]: ValueOf<Fields<C>[K]>;
} & {
  -readonly [K in keyof Fields<C> as Fields<C>[K] extends { optional: true } ? K : never]?: ValueOf<Fields<C>[K]>;
};

/** The fields a document may hold, in the schema's order. */
export const fieldNames = (collection: CollectionSchema): string[] => Object.keys(collection.fields);

/** field → limit, for the text fields the rules bound (a list's entries are bounded as a whole, not as a text). */
export function textLimits(collection: CollectionSchema): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [field, spec] of Object.entries(collection.fields))
    if (spec.max !== undefined && spec.kind !== 'text list') limits[field] = spec.max;
  return limits;
}
