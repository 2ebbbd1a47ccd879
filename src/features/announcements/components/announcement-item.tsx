import type { ReactNode } from 'react';
import { PendingBadge } from '../../../components/ui/pending-badge';
import type { Announcement } from '../../../domain/announcements/announcement-records';
import { authorLabel, formatPostedAt } from '../../../domain/announcements/announcement-texts';

/**
 * One announcement: its message (as text: markup shows as typed), its author and when it was
 * posted; `lead` before the message (`New`, the group's name), `children` after it (staff's
 * actions).
 */
export function AnnouncementItem({
  announcement,
  lead,
  children,
}: {
  announcement: Announcement;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="announcement">
      {lead ? <div className="announcement-lead">{lead}</div> : null}
      <p className="announcement-message">{announcement.message}</p>
      <p className="muted announcement-meta">
        {authorLabel(announcement)} ·{' '}
        <time dateTime={announcement.postedAt.toISOString()}>{formatPostedAt(announcement.postedAt)}</time>
        {announcement.pending ? (
          <>
            {' '}
            <PendingBadge />
          </>
        ) : null}
      </p>
      {children}
    </li>
  );
}
