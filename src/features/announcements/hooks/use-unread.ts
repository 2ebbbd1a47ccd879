import { useRef } from 'react';
import type { Announcement } from '../../../domain/announcements/announcement-records';
import { useMySeenMarks } from './use-announcements';
import { marksSince } from '../../../domain/announcements/announcement-pages';
import { isUnread } from '../../../domain/announcements/seen-by';
import { usePersonId } from '../../../shared/hooks/use-person-id';

/**
 * My marks on these announcements (null until known), and which of them are unread by me. With
 * `forVisit`, an announcement once unread stays so for the page's life: `New` marks what was
 * unread when the page opened (or when it arrived), though it is recorded as seen at once.
 */
export function useUnread(announcements: readonly Announcement[] | null, forVisit: boolean) {
  const me = usePersonId();
  const marks = useMySeenMarks(announcements ? marksSince(announcements) : null);
  const classified = useRef(new Map<string, boolean>());
  const myMarks = marks.status === 'ready' ? marks.value : null;
  const unread = new Set<string>();
  if (announcements && myMarks && me) {
    for (const announcement of announcements) {
      let isNew = forVisit ? classified.current.get(announcement.id) : undefined;
      if (isNew === undefined) {
        isNew = isUnread(announcement, me, myMarks);
        if (forVisit) classified.current.set(announcement.id, isNew);
      }
      if (isNew) unread.add(announcement.id);
    }
  }
  return { myMarks, unread, failed: marks.status === 'failed' };
}
