import { isDeviceOnly } from '../../../components/ui/device-only-note';
import { usePersonId } from '../../../shared/hooks/use-person-id';
import { notificationTexts } from '../model/notification-texts';
import { DevicePushSwitch } from './device-push-switch';
import { SettingsSection } from './settings-form';

/**
 * `/notifications` (docs/product.md "Notifications"): this device's switch, then what to be told
 * of, muted groups and quiet hours. The local build has no server to send anything: it says so.
 */
export function NotificationsPage() {
  return (
    <div className="page notifications-page">
      <h1>{notificationTexts.title}</h1>
      {isDeviceOnly() ? <p>{notificationTexts.needsCloud}</p> : <CloudNotifications />}
    </div>
  );
}

function CloudNotifications() {
  const personId = usePersonId();
  if (!personId) return <p role="status">{notificationTexts.loading}</p>;
  return (
    <>
      <DevicePushSwitch personId={personId} />
      <SettingsSection />
    </>
  );
}
