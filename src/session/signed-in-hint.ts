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
    else localStorage.removeItem(key);
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
