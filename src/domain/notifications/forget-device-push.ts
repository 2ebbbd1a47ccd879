import type { DataPort, OnRefused } from '../../backend/ports';
import { writeSignedInPerson } from '../../../sw/device-person';
import { turnOffDevicePush } from './device-push';

// Loaded by logout alone (src/shared/hooks/use-logout.ts), in a chunk of its own: the module
// the Notifications page imports is never also imported dynamically, which would make the build
// split its runtime helpers into one more script for every page, `/` and `/login` too.

/** how long logout waits for the subscription to be ended before it signs out all the same */
const FORGET_WAIT_MS = 2_000;

/**
 * Whether it deleted a subscription document (a write the caller may give time to sync).
 * Logout (docs/notifications.md "On the device"): the worker is told nobody is signed in, so it
 * drops every push until the next sign-in; the person's subscription document of this device is
 * deleted, and the subscription ended when nobody else here uses it. Bounded, so a push service
 * that does not answer never holds a logout up: the worker already drops what still comes.
 */
export async function forgetDevicePush(
  data: DataPort,
  personId: string | undefined,
  onRefused: OnRefused,
): Promise<boolean> {
  await writeSignedInPerson(null).catch(() => {});
  if (!personId) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deleted = await Promise.race([
    turnOffDevicePush({ data, personId, onRefused }).catch((error) => {
      console.error('Could not remove this device’s subscription', error);
      return false;
    }),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), FORGET_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return deleted;
}
