import { BELONGS_TO, type BelongsTo } from './belongs-to';
import type { CollectionName } from './collections';
import type { Belonging } from './schema-kit';

/**
 * What belongs to what, read from each collection's `belongsTo` (belongs-to.ts) (docs/architecture.md "What belongs to
 * what"). A part of a collection is a collection whose documents go when the document they name
 * there is deleted. The deletes on the device, the server's tidying after an offline delete and
 * the tests that nothing is left behind all ask here, so a new collection declared as belonging to
 * an event is deleted with its event without another list to keep.
 */

const names = Object.keys(BELONGS_TO) as CollectionName[];

type BelongingOf<C extends CollectionName> = BelongsTo[C]['belongsTo'][number];

/** The collections whose documents go with a document of `Owner` (a belonging without `outlives`). */
export type PartsOf<Owner extends CollectionName> = {
  [C in CollectionName]: BelongingOf<C> extends infer B
    ? B extends { to: Owner }
      ? B extends { outlives: true }
        ? never
        : C
      : never
    : never;
}[CollectionName];

/** One part of an owner: the part's collection and how its documents name the owner. */
export interface Part {
  collection: CollectionName;
  belonging: Belonging;
}

/** The parts of `owner`, in the schema's order. */
export function partsOf(owner: CollectionName): Part[] {
  return names.flatMap((collection) =>
    BELONGS_TO[collection].belongsTo
      .filter((belonging: Belonging) => belonging.to === owner && belonging.outlives === undefined)
      .map((belonging: Belonging) => ({ collection, belonging })),
  );
}

/**
 * Every collection a delete of `owner` reaches, its parts and theirs, deepest first: the order
 * the deletes go in, so that nothing is ever left naming a document already gone. Each appears
 * once, at its deepest.
 */
export function collectionsUnder(owner: CollectionName): CollectionName[] {
  const depth = new Map<CollectionName, number>();
  const visit = (at: CollectionName, level: number, path: readonly CollectionName[]) => {
    for (const { collection } of partsOf(at)) {
      if (path.includes(collection)) throw new Error(`${collection} belongs to itself through ${path.join(' → ')}`);
      depth.set(collection, Math.max(depth.get(collection) ?? 0, level));
      visit(collection, level + 1, [...path, collection]);
    }
  };
  visit(owner, 1, [owner]);
  return names.filter((name) => depth.has(name)).sort((a, b) => (depth.get(b) ?? 0) - (depth.get(a) ?? 0));
}

/** `Owner`'s parts, theirs, and so on (the schema nests three deep at most today; four are followed). */
export type Under<Owner extends CollectionName, Depth extends readonly unknown[] = []> = Depth['length'] extends 4
  ? never
  : PartsOf<Owner> extends infer P extends CollectionName
    ? P | (P extends CollectionName ? Under<P, [...Depth, unknown]> : never)
    : never;
