import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { OptionalPart } from './optional-part';
import { getSession, isSigningOut, subscribeSession, useSession } from './session';
import { queryClient, router } from './router';

/**
 * When the signed-in user goes away under this tab (signed out in another tab), the page is
 * loaded afresh: the route guards run again, and on Firebase the Firestore instance, shut
 * down by the other tab's cache clearing, is recreated.
 */
function useReloadWhenSignedOutElsewhere() {
  useEffect(() => {
    let uid = getSession()?.user?.uid;
    return subscribeSession(() => {
      const next = getSession()?.user?.uid;
      if (uid && !next && !isSigningOut()) window.location.reload();
      uid = next;
    });
  }, []);
}

// Its own chunk: the landing page, which has no session, never downloads the dialog's code.
const ClaimPrompt = lazy(() =>
  import('../features/identity/components/claim-prompt').then((module) => ({ default: module.ClaimPrompt })),
);

// Its own chunk too: only a backend with a device queue (Firebase) replays queued joins.
const JoinQueueReplay = lazy(() =>
  import('../features/join/components/join-queue-replay').then((module) => ({ default: module.JoinQueueReplay })),
);

/**
 * The first verified session of an account may have a Child profile to claim (UX-CONTRACT);
 * joins queued on this device while the server could not be reached are replayed, whatever
 * screen is open.
 */
function VerifiedSessionFollowUp() {
  const session = useSession();
  const verified = session?.user?.emailVerified === true;
  return verified ? (
    <OptionalPart>
      <Suspense fallback={null}>
        <ClaimPrompt />
        {session?.backend.deviceQueue ? <JoinQueueReplay /> : null}
      </Suspense>
    </OptionalPart>
  ) : null;
}

export function App() {
  useReloadWhenSignedOutElsewhere();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <VerifiedSessionFollowUp />
    </QueryClientProvider>
  );
}
