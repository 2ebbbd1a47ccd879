import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { groupNewsConcerns, namedPeople, withoutMaker } from '../notify/family';
import { noticeTexts } from '../notify/notice-texts';
import { newOutboxEntry } from '../notify/outbox-entry';
import { createOnce } from './create-once';
import { readFirstNames, readGroupPeople } from './group-people';

/** An announcement's notice lives a week: after that the announcements page tells it better. */
export const ANNOUNCEMENT_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `announcementCreated`: a new announcement → one outbox entry `announcement_{id}` for the
 * group's readers (docs/notifications.md "Outbox ids: a replay writes nothing new").
 * Returns the entry's id when this call created it, else null.
 */
export async function handleAnnouncementCreated(
  db: Firestore,
  announcementId: string,
  data: DocumentData | undefined,
  now: Date,
): Promise<string | null> {
  if (!data) return null;
  const groupKind = data.groupKind === 'club' ? 'club' : 'team';
  const groupId = typeof data.groupId === 'string' ? data.groupId : '';
  if (!groupId) return null;
  const people = await readGroupPeople(db, groupKind, groupId);
  const concerns = withoutMaker(
    groupNewsConcerns(people.readers, people.members, people.guardians, people.places),
    typeof data.authorId === 'string' ? data.authorId : '',
  );
  if (concerns.size === 0) return null;
  const id = `announcement_${announcementId}`;
  const entry = newOutboxEntry({
    kind: 'announcement',
    subject: { kind: 'announcement', id: announcementId, groupKind, groupId },
    concerns,
    firstNames: await readFirstNames(db, namedPeople(concerns)),
    title: noticeTexts.teamTitle(people.name, noticeTexts.announcement(String(data.authorName ?? ''))),
    body: String(data.message ?? ''),
    now,
    expiresAt: new Date(now.getTime() + ANNOUNCEMENT_LIFE_MS),
  });
  return (await createOnce(db.collection('outbox').doc(id), { ...entry })) ? id : null;
}
