import type { WriteOp } from '../../backend/ports';
import { schema } from '../schema/collections';

/**
 * The mark a deleted club, team or child profile leaves, `deletedIds/{id}` = `{ collection }`
 * (docs/SECURITY.md "Ids once used"): the rules never create a document at a marked id again, and
 * ask for the mark in the batch that deletes it, so nobody steps into what still names the id (a
 * club's teams, a child's answers). Never read by the app.
 */
export const deletedIdsCollection = schema.deletedIds.name;

export type MarkedCollection = (typeof schema.deletedIds.fields.collection.values)[number];

/** The mark of `collection/id`, written in the batch that deletes it (a set: sent again, it is an unchanged copy). */
export function markDeletedOp(collection: MarkedCollection, id: string): WriteOp {
  return { kind: 'set', collection: deletedIdsCollection, id, data: { collection } };
}
