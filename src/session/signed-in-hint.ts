/**
 * Whether this device was signed in when it last looked, kept in localStorage so the landing
 * page can offer a way straight into the app without loading a backend (it stays light,
 * docs/PERFORMANCE.md). Only a hint: the guard of the signed-in screens still decides, and
 * sends a stale hint to `/login`.
 */
const key = 'pitchside:signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(key, '1');
    else {
      localStorage.removeItem(key);
      localStorage.removeItem(personKey);
    }
  } catch {
    // storage blocked (some private modes): the landing then just offers Login
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

const personKey = 'pitchside:person-id';

/**
 * Which person the signed-in account is (`accounts/{uid}.personId`: the uid itself, or the claimed
 * Child profile), kept so that the next start can begin the screen's reads beside the account's
 * own read instead of after it (src/shared/warm-screens.ts). Only a hint, like the one above: the
 * account read decides, and a wrong hint costs reads that are let go unused.
 */
export function rememberPersonId(uid: string, personId: string): void {
  try {
    localStorage.setItem(personKey, JSON.stringify({ uid, personId }));
  } catch {
    // storage blocked: the next start reads the account first, as it always could
  }
}

export function rememberedPersonId(uid: string): string | undefined {
  try {
    const hint = JSON.parse(localStorage.getItem(personKey) ?? 'null') as { uid?: unknown; personId?: unknown } | null;
    return hint?.uid === uid && typeof hint.personId === 'string' ? hint.personId : undefined;
  } catch {
    return undefined;
  }
}
