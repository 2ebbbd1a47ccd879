import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ANNOUNCEMENTS_PAGE, useMyAnnouncements } from '../../../domain/announcements/announcement-queries';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';
import { useUnread } from '../hooks/use-unread';

/**
 * The dashboard's `Announcements`: `{n} new`, the announcements unread by me among the newest 50
 * (the first page of `/announcements`, which shares this read); it marks nothing seen.
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
        <p className="card-count">{unread.size} new</p>
      )}
      <div className="actions">
        <Link to="/announcements" className={buttonClassName('secondary')}>
          View
        </Link>
      </div>
    </Card>
  );
}
