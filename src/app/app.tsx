import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getSession, subscribeSession } from '../features/auth/session';
import { queryClient, router } from './router';

/** Re-runs the route guards when the user signs out (in this tab or another one). */
function useGuardsFollowSignOut() {
  useEffect(() => {
    let uid = getSession()?.user?.uid;
    return subscribeSession(() => {
      const next = getSession()?.user?.uid;
      if (uid && next !== uid) {
        queryClient.clear();
        void router.invalidate();
      }
      uid = next;
    });
  }, []);
}

export function App() {
  useGuardsFollowSignOut();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
