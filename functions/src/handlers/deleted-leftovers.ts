import type { Firestore, Query } from 'firebase-admin/firestore';
import { announcementCollections } from '../../../src/domain/announcements/announcement-records';
import { eventCollections } from '../../../src/domain/events/event-collections';

/**
 * What a deleted event or announcement leaves on the server (docs/notifications.md "Tidying after
 * a delete"). The app deletes an event with the answers, notes and attendance it could read, and an
 * announcement with the seen marks it could read; a device that deleted offline, or read only its
 * own copy, misses the rest, and no screen shows them once their event is gone. These run with the
 * Admin SDK on the delete's trigger: a redelivered trigger finds nothing more to delete.
 */

/** Firestore takes 500 writes in one batch. */
const PER_BATCH = 500;

/** Deletes every document `query` matches, a batch at a time. */
async function deleteAll(db: Firestore, query: Query): Promise<void> {
  for (;;) {
    const page = await query.limit(PER_BATCH).get();
    if (page.empty) return;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** A deleted event's answers, their reasons and notes, and its attendance (a delete of a missing document is a no-op). */
export async function deleteEventLeftovers(db: Firestore, eventId: string): Promise<void> {
  const ofEvent = (collection: string) => db.collection(collection).where('eventId', '==', eventId);
  await Promise.all([
    deleteAll(db, ofEvent(eventCollections.answers)),
    deleteAll(db, ofEvent(eventCollections.answerNotes)),
    db.collection(eventCollections.attendance).doc(eventId).delete(),
  ]);
}

/** A deleted announcement's seen marks. */
export function deleteAnnouncementLeftovers(db: Firestore, announcementId: string): Promise<void> {
  return deleteAll(db, db.collection(announcementCollections.seen).where('announcementId', '==', announcementId));
}
