import { useEffect } from 'react';
import { writeSignedInPerson } from '../../../../sw/device-person';
import { usePersonId } from '../../../shared/hooks/use-person-id';

/**
 * Tells the service worker who is signed in on this device, on every verified session
 * (docs/notifications.md "On the device"), so it shows only their pushes. Logout clears it
 * (src/domain/notifications/device-push.ts). Renders nothing.
 */
export function SignedInPersonNote() {
  const personId = usePersonId();
  useEffect(() => {
    if (personId) void writeSignedInPerson(personId).catch(() => {});
  }, [personId]);
  return null;
}
