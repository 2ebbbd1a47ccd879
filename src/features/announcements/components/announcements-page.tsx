import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type MyAnnouncements, useMyAnnouncements } from '../hooks/use-announcements';
import { ANNOUNCEMENTS_PAGE } from '../../../domain/announcements/announcement-pages';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';
import { useMarkSeen } from '../hooks/use-announcement-actions';
import { useUnread } from '../hooks/use-unread';
import { AnnouncementItem } from './announcement-item';

/**
 * `/announcements` (docs/team-life.md "Announcements"): one flat list of every announcement of my
 * teams and clubs and my children's, newest first, 50 at a time; what was unread when the page
 * opened is marked `New` for the visit, and everything on the screen is recorded as seen at once.
 */
export function AnnouncementsPage() {
  const [limit, setLimit] = useState(ANNOUNCEMENTS_PAGE);
  const load = useMyAnnouncements(limit);
  // `Show more` reads a longer list: the shorter one stays on screen meanwhile
  const last = useRef<MyAnnouncements | null>(null);
  if (load.status === 'ready') last.current = load.value;
  const shown = load.status === 'ready' ? load.value : load.status === 'loading' ? last.current : null;
  const announcements = shown ? shown.items.map((item) => item.announcement) : null;
  const { myMarks, unread } = useUnread(announcements, true);
  useMarkSeen(announcements, myMarks);

  return (
    <div className="page announcements-page">
      <header className="page-header">
        <div className="page-header-text">
          <h1>Announcements</h1>
        </div>
      </header>
      {load.status === 'failed' ? (
        <p role="alert">{announcementTexts.loadFailed}. Check your connection and try again.</p>
      ) : !shown ? (
        <p role="status">Loading announcements…</p>
      ) : shown.items.length === 0 ? (
        <p className="empty-state">{announcementTexts.none}</p>
      ) : (
        <>
          <ul className="quiet-list announcement-list">
            {shown.items.map(({ announcement, groupName }) => (
              <AnnouncementItem
                key={announcement.id}
                announcement={announcement}
                lead={
                  <>
                    {unread.has(announcement.id) ? (
                      <span className="badge badge-new">{announcementTexts.isNew}</span>
                    ) : null}
                    <Link
                      to={announcement.group.kind === 'team' ? '/teams/$id' : '/clubs/$id'}
                      params={{ id: announcement.group.id }}
                      className="announcement-group"
                    >
                      {groupName}
                    </Link>
                  </>
                }
              />
            ))}
          </ul>
          {shown.hasMore ? (
            <div className="actions">
              <Button variant="secondary" onClick={() => setLimit((current) => current + ANNOUNCEMENTS_PAGE)}>
                Show more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
