import type { Firestore, Query } from 'firebase-admin/firestore';
import type { CollectionName } from '../../../src/domain/schema/collections';
import { partsOf } from '../../../src/domain/schema/belongings';

/**
 * What a deleted event or announcement leaves on the server (docs/notifications.md "Tidying after
 * a delete"). The app deletes an event with the answers, notes and attendance it could read, and an
 * announcement with the seen marks it could read; a device that deleted offline, or read only its
 * own copy, misses the rest, and no screen shows them once their event is gone. What goes is what
 * the schema says belongs to the deleted document (src/domain/schema/belongings.ts), parts of
 * parts first. These run with the Admin SDK on the delete's trigger: a redelivered trigger finds
 * nothing more to delete.
 */

/** Firestore takes 500 writes in one batch. */
const PER_BATCH = 500;

/** Deletes every document `query` matches, with what belongs to each, a batch at a time. */
async function deleteAll(db: Firestore, collection: CollectionName, query: Query): Promise<void> {
  for (;;) {
    const page = await query.limit(PER_BATCH).get();
    if (page.empty) return;
    for (const doc of page.docs) await deleteParts(db, collection, doc.id);
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** Every document that belongs to `{owner}/{id}` (which is gone, or going), and theirs. */
export async function deleteParts(db: Firestore, owner: CollectionName, id: string): Promise<void> {
  await Promise.all(
    partsOf(owner).map(async ({ collection, belonging }) => {
      if (belonging.by === 'id') {
        await deleteParts(db, collection, id);
        // a delete of a missing document is a no-op
        await db.collection(collection).doc(id).delete();
        return;
      }
      let query: Query = db.collection(collection).where(belonging.by, '==', id);
      if (belonging.when) query = query.where(belonging.when.field, '==', belonging.when.value);
      await deleteAll(db, collection, query);
    }),
  );
}

/** A deleted event's answers, their reasons and notes, and its attendance. */
export const deleteEventLeftovers = (db: Firestore, eventId: string): Promise<void> =>
  deleteParts(db, 'events', eventId);

/** A deleted announcement's seen marks. */
export const deleteAnnouncementLeftovers = (db: Firestore, announcementId: string): Promise<void> =>
  deleteParts(db, 'announcements', announcementId);
