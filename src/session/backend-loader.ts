import { installPageHideRelease } from '../backend/page-hide-release';
import type { Backend } from '../backend/ports';
import { wasSignedIn } from './signed-in-hint';

let backendPromise: Promise<Backend> | undefined;

/**
 * The backend of this build, loaded on first use so a page that needs none (the landing
 * page) downloads none. `__BACKEND__` is a build-time constant: the other adapter is
 * dropped from the bundle. It lives here, above both adapters, so the port imports nothing.
 */
export function loadBackend(): Promise<Backend> {
  // before any database opens: every connection the page makes is let go of when it is hidden
  const release = installPageHideRelease();
  backendPromise ??= (
    __BACKEND__ === 'firebase'
      ? import('../backend/firebase/firebase-backend').then((m) => m.createFirebaseBackend())
      : import('../backend/local/local-backend').then((m) =>
          m.createLocalBackend({ journal: true, loadRulesNow: wasSignedIn(), released: release.released }),
        )
  ).catch((error: unknown) => {
    backendPromise = undefined; // a failed chunk load may succeed on the next try
    throw error;
  });
  return backendPromise;
}
