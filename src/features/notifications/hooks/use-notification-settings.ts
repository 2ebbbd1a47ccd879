import type { DocResult } from '../../../backend/ports';
import { useWatchedQuery } from '../../../lib/watched-query';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import {
  notificationCollections,
  type NotificationSettingsRecord,
} from '../../../domain/notifications/notification-records';
import { type ReadState, toReadState } from '../../../domain/read-state';
import { useSession } from '../../../session/session';
import { notificationKeys } from './notification-keys';

export interface StoredSettings {
  personId: string;
  /** null: no document, so the defaults */
  record: NotificationSettingsRecord | null;
  pending: boolean;
  /** no document on the device, and no server said there is none (offline): saving replaces what the server holds */
  unconfirmed: boolean;
}

/** The person's own `notificationSettings/{personId}`, live, from the device first. */
export function useNotificationSettings(): ReadState<StoredSettings> {
  const session = useSession();
  const personId = usePersonId();
  const data = session?.backend.data;
  const query = useWatchedQuery<DocResult<NotificationSettingsRecord>>(
    notificationKeys.settings(personId ?? '-'),
    personId && data
      ? (onNext, onError) =>
          data.watchDoc<NotificationSettingsRecord>(
            notificationCollections.notificationSettings,
            personId,
            onNext,
            onError,
          )
      : null,
  );
  if (!personId) return { status: 'loading' };
  return toReadState(query, (result) => ({
    personId,
    record: result.doc?.data ?? null,
    pending: result.doc?.pending ?? false,
    unconfirmed: !result.doc && result.fromCache,
  }));
}
