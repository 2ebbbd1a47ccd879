import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { OptionalPart } from './optional-part';
import { router } from './router';
import { appSession, isSigningOut, useSession } from '../session/session';
import { showToastLeftForThisLoad } from '../lib/toast';

/**
 * When the signed-in user goes away under this tab (signed out in another tab), the page is
 * loaded afresh: the route guards run again, and on Firebase the Firestore instance, shut
 * down by the other tab's cache clearing, is recreated.
 */
function useReloadWhenSignedOutElsewhere() {
  useEffect(() => {
    let uid = appSession.current()?.user?.uid;
    return appSession.subscribe(() => {
      const next = appSession.current()?.user?.uid;
      if (uid && !next && !isSigningOut()) window.location.reload();
      uid = next;
    });
  }, []);
}

// Its own chunk, with the query cache: the landing page, which has no session, never downloads it.
const SessionFollowUp = lazy(() =>
  import('./session-follow-up').then((module) => ({ default: module.SessionFollowUp })),
);

export function App() {
  useReloadWhenSignedOutElsewhere();
  useEffect(showToastLeftForThisLoad, []);
  const verified = useSession()?.user?.emailVerified === true;
  return (
    <>
      <RouterProvider router={router} />
      {verified ? (
        <OptionalPart>
          <Suspense fallback={null}>
            <SessionFollowUp />
          </Suspense>
        </OptionalPart>
      ) : null}
    </>
  );
}
