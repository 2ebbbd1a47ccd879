import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { guardianChangeNotice } from '../notify/guardian-change';
import { newOutboxEntry } from '../notify/outbox-entry';
import { createOnce } from './create-once';
import { heldPlaces } from './group-people';

/** A change to a child's guardians is news for a week; after that the child's page tells it. */
export const GUARDIANS_NOTICE_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `guardianshipWritten`: a guardian's pointer made (an invitation accepted) or deleted (removed,
 * or stopped) → one outbox entry `guardians_{eventId}` for the child's other guardians
 * (docs/notifications.md "Who is told"). A rename of the pointer tells nobody, nor does the
 * delete that comes with the child's own, nor a handover's. Returns the entry's id when this call created it.
 */
export async function handleGuardianshipWritten(
  db: Firestore,
  eventId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
  actorId: string | null,
  now: Date,
): Promise<string | null> {
  if (before && after) return null;
  const pointer = after ?? before;
  const childId = text(pointer?.childId);
  const guardianId = text(pointer?.guardianId);
  if (!childId || !guardianId) return null;
  const child = await db.collection('users').doc(childId).get();
  const childData = child.data();
  if (!childData) return null;
  const first = text(childData.linkedParentId);
  // a pointer deleted while its guardian still guards the child: the first guardian, leaving
  // Pitchside, handed them the child (their place and pointer go as they become the first)
  if (!after && (first === guardianId || heldPlaces(childData).includes(guardianId))) return null;
  const notice = guardianChangeNotice({
    change: after ? 'added' : 'gone',
    guardianId,
    guardianName: text(pointer?.guardianName).trim() || (await guardianCalled(db, guardianId)),
    childFirstName: text(childData.firstName),
    guardians: [...(first ? [first] : []), ...heldPlaces(childData)],
    actorId,
  });
  if (notice.concerns.size === 0) return null;
  const id = `guardians_${eventId}`;
  const entry = newOutboxEntry({
    kind: 'guardians',
    subject: { kind: 'child', id: childId },
    concerns: notice.concerns,
    firstNames: new Map(),
    title: notice.title,
    body: notice.body,
    now,
    expiresAt: new Date(now.getTime() + GUARDIANS_NOTICE_LIFE_MS),
  });
  return (await createOnce(db.collection('outbox').doc(id), { ...entry })) ? id : null;
}

/**
 * Who a guardian is to the child's other guardians when their pointer carries no name (one who
 * accepted before giving a name): their profile's name, else the address they signed in with,
 * which is the address a guardian of the child invited and every guardian saw listed.
 */
async function guardianCalled(db: Firestore, guardianId: string): Promise<string> {
  const profile = (await db.collection('users').doc(guardianId).get()).data() ?? {};
  const name = [text(profile.firstName).trim(), text(profile.lastName).trim()].filter(Boolean).join(' ');
  return name || text(profile.email).trim();
}
