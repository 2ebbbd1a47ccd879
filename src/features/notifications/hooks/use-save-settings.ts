import { reportRefusal } from '../../../lib/report-write-failure';
import {
  type NotificationChoices,
  notificationCollections,
  type NotificationSettingsRecord,
} from '../../../domain/notifications/notification-records';
import { deviceTimeZone } from '../../../domain/groups/time-zones';
import { useSession } from '../../../session/session';
import { notificationTexts } from '../model/notification-texts';

/**
 * `Save` on the Notifications page: `notificationSettings/{personId}` written whole, with the
 * device's zone for the quiet hours, fired and never awaited (docs/architecture.md "Offline-first
 * writes"); a later refusal is told by the toast.
 */
export function useSaveSettings() {
  const data = useSession()?.backend.data;
  return (personId: string, choices: NotificationChoices) => {
    if (!data) return;
    const record: NotificationSettingsRecord = {
      ...choices,
      timeZone: deviceTimeZone(),
      updatedAt: new Date().toISOString(),
    };
    data.set(
      notificationCollections.notificationSettings,
      personId,
      record,
      reportRefusal(notificationTexts.saveFailed),
    );
  };
}
