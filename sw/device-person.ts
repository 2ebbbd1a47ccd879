/**
 * Who is signed in on this device, as the service worker needs it to drop a push addressed to
 * anyone else (docs/notifications.md "On the device"). The page writes it on every verified
 * session and clears it at logout; the worker reads it for each push. It lives in Cache Storage,
 * which both the page and the worker reach and which outlives the worker being stopped (a push
 * usually wakes a stopped worker). It is not Firestore's cache, so a sign-out's cache clearing
 * does not touch it: logout clears it itself.
 */

export const DEVICE_CACHE = 'pitchside-device';
const SIGNED_IN_KEY = '/pitchside-device/signed-in-person';

/** The person id signed in on this device, or null: nobody, or not known. */
export async function readSignedInPerson(storage: CacheStorage = caches): Promise<string | null> {
  try {
    const cache = await storage.open(DEVICE_CACHE);
    const response = await cache.match(SIGNED_IN_KEY);
    if (!response) return null;
    const value: unknown = await response.json();
    return value && typeof value === 'object' && typeof (value as { personId?: unknown }).personId === 'string'
      ? (value as { personId: string }).personId || null
      : null;
  } catch {
    return null;
  }
}

/** Notes who is signed in here; null: nobody (logout). */
export async function writeSignedInPerson(personId: string | null, storage: CacheStorage = caches): Promise<void> {
  const cache = await storage.open(DEVICE_CACHE);
  if (personId === null) await cache.delete(SIGNED_IN_KEY);
  else
    await cache.put(
      SIGNED_IN_KEY,
      new Response(JSON.stringify({ personId }), { headers: { 'Content-Type': 'application/json' } }),
    );
}
