import { useEffect } from 'react';
import { useActor } from '../../../shared/hooks/use-actor';
import { fireUnits, nowIso } from '../../../domain/writes/fire-units';
import { toastFailure } from '../../../domain/writes/report';
import { planDeleteAnnouncement, planPost, planSeenMarks } from '../../../domain/announcements/announcement-plans';
import {
  type Announcement,
  announcementCollections,
  type GroupRef,
  seenMarkId,
} from '../../../domain/announcements/announcement-records';
import { announcementTexts } from '../../../domain/announcements/announcement-texts';

/**
 * The announcement operations of the screens: each plans its writes and fires them, never awaited
 * (docs/architecture.md "Writes and reads at the pitch side"); a later refusal reaches the toast.
 * Undefined until the actor is known.
 */
export function useAnnouncementActions() {
  const acting = useActor();
  if (!acting) return undefined;
  const { actor, data } = acting;
  return {
    /** posts the message (already checked) to the group, by me, now */
    post(group: GroupRef, message: string): void {
      const id = data.newId(announcementCollections.announcements);
      fireUnits(data, [planPost({ actor, group, id, message, postedAt: new Date() })], (error) =>
        toastFailure(announcementTexts.postFailed, error),
      );
    },
    /** the announcement and the marks of it this device knows */
    remove(announcement: Announcement, seenIds: readonly string[]): void {
      fireUnits(data, planDeleteAnnouncement({ actor, announcement, seenIds }), (error) =>
        toastFailure(announcementTexts.deleteFailed, error),
      );
    },
  };
}

/** marks written from this device this session: never written twice while the first is on its way */
const written = new Set<string>();

/**
 * Records the announcements on my screen as seen by me, at once (docs/team-life.md "Who has seen
 * it"): one idempotent mark each, queued offline; none for my own, none I have already. Waits
 * until my marks are known (`myMarks`), so a visit does not write what is already there.
 */
export function useMarkSeen(announcements: readonly Announcement[] | null, myMarks: ReadonlySet<string> | null): void {
  const acting = useActor();
  const actor = acting?.actor;
  const data = acting?.data;
  const todo =
    actor && announcements && myMarks
      ? announcements.filter(
          (announcement) =>
            !announcement.pending &&
            !myMarks.has(announcement.id) &&
            !written.has(seenMarkId(announcement.id, actor.personId)),
        )
      : [];
  const key = todo.map((announcement) => announcement.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the announcements to mark
  useEffect(() => {
    if (!actor || !data || todo.length === 0) return;
    const units = planSeenMarks({ actor, announcements: todo, now: nowIso() });
    for (const announcement of todo) written.add(seenMarkId(announcement.id, actor.personId));
    // a mark refused (the announcement gone meanwhile) matters to nobody: no toast
    fireUnits(data, units, () => {});
  }, [key, actor?.personId, data]);
}
