import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/card';
import { type MyAnnouncement, useMyAnnouncements } from '../hooks/use-announcements';
import { ANNOUNCEMENTS_PAGE } from '../../../domain/announcements/announcement-pages';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';
import { useUnread } from '../hooks/use-unread';

/**
 * The newest unread announcement under the count: its message's first line and its group (the UX
 * contract's `dashboard order`); nothing when all are read.
 */
function NewestUnread({ items, unread }: { items: readonly MyAnnouncement[]; unread: ReadonlySet<string> }) {
  const newest = items.find((item) => unread.has(item.announcement.id));
  if (!newest) return null;
  const firstLine = newest.announcement.message.split('\n').find((line) => line.trim()) ?? '';
  return (
    <p className="newest-unread">
      <span className="newest-unread-message">{firstLine.trim()}</span>
      <span className="newest-unread-group muted">{newest.groupName}</span>
    </p>
  );
}

/**
 * The dashboard's `Announcements`: `{n} new`, the announcements unread by me among the newest 50
 * (the first page of `/announcements`, which shares this read), and the newest of them; it marks
 * nothing seen.
 */
export function AnnouncementsCard() {
  const load = useMyAnnouncements(ANNOUNCEMENTS_PAGE);
  const announcements = load.status === 'ready' ? load.value.items.map((item) => item.announcement) : null;
  const { myMarks, unread, failed } = useUnread(announcements, false);
  return (
    <Card title="Announcements" className="dashboard-card announcements-card">
      {load.status === 'failed' || failed ? (
        <p role="alert">{announcementTexts.loadFailed}</p>
      ) : load.status !== 'ready' || !myMarks ? (
        <p className="muted">Loading…</p>
      ) : (
        <>
          <p className="card-count">{unread.size} new</p>
          <NewestUnread items={load.value.items} unread={unread} />
        </>
      )}
      <Link to="/announcements" className="tile-view">
        View
      </Link>
    </Card>
  );
}
