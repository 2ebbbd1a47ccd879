import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { shareOrCopy } from '../../../lib/share';
import { useGroupDoc } from '../../../shared/hooks/use-group-docs';
import { groupLabel } from '../../../domain/groups/group-texts';
import type { Announcement, GroupRef } from '../../../domain/announcements/announcement-records';
import { useGroupAnnouncements, useGroupSeenMarks, useMySeenMarks } from '../hooks/use-announcements';
import { GROUP_PAGE, marksSince } from '../../../domain/announcements/announcement-pages';
import { announcementShareText, announcementTexts } from '../../../domain/announcements/announcement-texts';
import { seenBy } from '../../../domain/announcements/seen-by';
import { type GroupPeople, useGroupPeople } from '../hooks/use-group-people';
import { useAnnouncementActions, useMarkSeen } from '../hooks/use-announcement-actions';
import { AnnouncementItem } from './announcement-item';
import { PostForm } from './post-form';
import { SeenByPanel } from './seen-by-panel';

const EMPTY_MARKS = new Map<string, Set<string>>();

/**
 * A team's or club's `Announcements` (docs/team-life.md "Announcements"): newest first, each with
 * its author and time; staff post (`Message`, `Post`), delete, share, and see `Seen by {n} of {m}`.
 * What is on the screen is recorded as seen by me at once.
 */
export function GroupAnnouncements({ group }: { group: GroupRef }) {
  const [limit, setLimit] = useState(GROUP_PAGE);
  const list = useGroupAnnouncements(group, limit);
  const people = useGroupPeople(group);
  const isStaff = people.status === 'ready' && people.value.isStaff;
  const announcements = list.status === 'ready' ? list.value.items : null;
  const since = announcements ? marksSince(announcements) : null;
  const myMarks = useMySeenMarks(announcements ? since : null);
  const groupMarks = useGroupSeenMarks(group, since, isStaff);
  useMarkSeen(announcements, myMarks.status === 'ready' ? myMarks.value : null);
  const actions = useAnnouncementActions();
  const groupDoc = useGroupDoc(group.kind, group.id);
  const groupName = groupLabel(group.kind, groupDoc.data?.doc?.data.name as string | undefined);

  return (
    <Card title="Announcements" className="announcements">
      {isStaff && actions ? <PostForm onPost={(message) => actions.post(group, message)} /> : null}
      {list.status === 'failed' ? (
        <p role="alert">{announcementTexts.loadFailed}</p>
      ) : !announcements ? (
        <p role="status">Loading announcements…</p>
      ) : announcements.length === 0 ? (
        <p className="muted">{announcementTexts.none}</p>
      ) : (
        <ul className="quiet-list announcement-list">
          {announcements.map((announcement) => (
            <AnnouncementItem key={announcement.id} announcement={announcement}>
              {isStaff && people.status === 'ready' ? (
                <StaffActions
                  announcement={announcement}
                  people={people.value}
                  readers={groupMarks.status === 'ready' ? groupMarks.value.marks : EMPTY_MARKS}
                  seenIds={groupMarks.status === 'ready' ? (groupMarks.value.ids.get(announcement.id) ?? []) : []}
                  groupName={groupName}
                  onDelete={(seenIds) => actions?.remove(announcement, seenIds)}
                />
              ) : null}
            </AnnouncementItem>
          ))}
        </ul>
      )}
      {list.status === 'ready' && list.value.hasMore ? (
        <Button variant="secondary" onClick={() => setLimit(limit + GROUP_PAGE)}>
          Show more
        </Button>
      ) : null}
    </Card>
  );
}

function StaffActions({
  announcement,
  people,
  readers,
  seenIds,
  groupName,
  onDelete,
}: {
  announcement: Announcement;
  people: GroupPeople;
  readers: ReadonlyMap<string, ReadonlySet<string>>;
  seenIds: readonly string[];
  groupName: string;
  onDelete: (seenIds: readonly string[]) => void;
}) {
  const [deleteOpen, setDeleteOpen] = useState(false);
  const seen = seenBy(people.members, announcement.authorId, readers.get(announcement.id) ?? new Set());
  const path =
    announcement.group.kind === 'team' ? `/teams/${announcement.group.id}` : `/clubs/${announcement.group.id}`;
  return (
    <>
      <div className="actions">
        <Button
          variant="secondary"
          onClick={() =>
            void shareOrCopy({ title: groupName, text: announcementShareText(groupName, announcement.message), path })
          }
        >
          Share
        </Button>
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          Delete
        </Button>
      </div>
      <SeenByPanel seen={seen} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete this announcement?"
        description="It goes for everyone, with the record of who has seen it. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => {
          onDelete(seenIds);
          setDeleteOpen(false);
          toast.success(announcementTexts.deleted);
        }}
      />
    </>
  );
}
