import { optional } from './firebase-settings';

/**
 * The Web Push VAPID public key (`VITE_VAPID_PUBLIC_KEY`, docs/notifications.md), read from the
 * build environment like the rest of src/lib/config.ts, but in a module of its own: config.ts is
 * in the chunk every page loads, `/` and `/login` too, and only the Notifications page needs this
 * (docs/architecture.md "Configuration"). Unset: notifications cannot be turned on, and the page
 * says why.
 */
export const vapidPublicKey: string | undefined = optional(import.meta.env.VITE_VAPID_PUBLIC_KEY);
