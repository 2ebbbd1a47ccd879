import type { DocData, QuerySpec } from '../../../src/backend/ports';
import type { RulesUser } from '../rules-world';
import type { ReadLimit, StricterThanEmulator } from './case-kit';

/**
 * Which queries the rules allow, as data: who asks, the query, and the shape of query (named
 * as the `list` rules of firestore.rules describe it) that allows it, or null when it must be
 * refused with permission-denied whatever is stored. Each case starts from WORLD
 * (rules-world.ts) plus its `extra` documents. The permission table (index.ts) runs each as a
 * query through the DataPort on every engine.
 */
export interface QueryShapeCase {
  name: string;
  as: RulesUser | null;
  query: QuerySpec;
  /** the shape allowing every disjunct of the query; null: refused */
  allowedBy: string | null;
  /** documents stored on top of WORLD */
  extra?: Record<string, DocData>;
  /** refused only because the rules would read more than 10 documents */
  readLimit?: ReadLimit;
  /** set where the emulator allows what we refuse (case-kit.ts) */
  stricter?: StricterThanEmulator;
}

export const allowed = (
  name: string,
  as: RulesUser | null,
  query: QuerySpec,
  row: string,
  extra?: Record<string, DocData>,
): QueryShapeCase => ({
  name,
  as,
  query,
  allowedBy: row,
  extra,
});
export const refused = (
  name: string,
  as: RulesUser | null,
  query: QuerySpec,
  extra?: Record<string, DocData>,
): QueryShapeCase => ({
  name,
  as,
  query,
  allowedBy: null,
  extra,
});
