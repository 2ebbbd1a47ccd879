import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSession, isSigningOut, subscribeSession } from './session';
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

export function App() {
  useReloadWhenSignedOutElsewhere();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
