import { useEffect, useRef } from 'react';
import type { QueryResult } from '../../../backend/ports';
import { reportRefusal } from '../../../lib/report-write-failure';
import { useWatchedQuery } from '../../../lib/watched-query';
import { type CalendarFeedRecord, notificationCollections } from '../../../domain/notifications/notification-records';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import type { ReadState } from '../../../domain/read-state';
import { useSession } from '../../../session/session';
import { newFeedToken } from '../model/calendar-feed';
import { calendarTexts } from '../model/calendar-texts';
import { notificationKeys } from './notification-keys';

export interface CalendarFeed {
  token: string;
  pending: boolean;
}

/**
 * The person's calendar feed, read when the opened section mounts this (a list with `personId ==` me): the
 * oldest one when there are several, else a new one created, once a server has said there is
 * none. Offline with none on the device, nothing is created (`not-on-device`): the server may hold
 * one, and a second link would be one more to reset. `reset` deletes every one known and creates
 * a new token, so the old link answers 404. Writes are fired, never awaited.
 */
export function useCalendarFeed(): { feed: ReadState<CalendarFeed>; reset: () => void } {
  const data = useSession()?.backend.data;
  const personId = usePersonId();
  const created = useRef(false);
  const query = useWatchedQuery<QueryResult<CalendarFeedRecord>>(
    notificationKeys.calendarFeeds(personId ?? '-'),
    personId && data
      ? (onNext, onError) =>
          data.watchQuery<CalendarFeedRecord>(
            {
              collection: notificationCollections.calendarFeeds,
              where: [{ field: 'personId', op: '==', value: personId }],
            },
            onNext,
            onError,
          )
      : null,
  );
  const result = query.data;

  function create() {
    if (!data || !personId) return;
    created.current = true;
    const record: CalendarFeedRecord = { personId, createdAt: new Date().toISOString() };
    data.set(notificationCollections.calendarFeeds, newFeedToken(), record, reportRefusal(calendarTexts.saveFailed));
  }

  const needsOne = result !== undefined && result.docs.length === 0 && !result.fromCache;
  useEffect(() => {
    if (needsOne && !created.current) create();
  });

  function reset() {
    if (!data || !result) return;
    for (const doc of result.docs)
      data.delete(notificationCollections.calendarFeeds, doc.id, reportRefusal(calendarTexts.saveFailed));
    create();
  }

  let feed: ReadState<CalendarFeed>;
  if (query.isPending || !result) feed = query.isError ? { status: 'failed' } : { status: 'loading' };
  else if (query.isError) feed = { status: 'failed' };
  else {
    const oldest = [...result.docs].sort((a, b) => a.data.createdAt.localeCompare(b.data.createdAt))[0];
    if (oldest) feed = { status: 'ready', value: { token: oldest.id, pending: oldest.pending } };
    else feed = result.fromCache ? { status: 'not-on-device' } : { status: 'loading' };
  }
  return { feed, reset };
}
