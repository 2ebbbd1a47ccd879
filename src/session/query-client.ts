import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page. Only the signed-in layout and the verified session's
 * follow-up import it (each through QueryProvider, both lazily), so the landing page never
 * downloads TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // offline first: serve what the cache holds and never retry into a dead network
    queries: { networkMode: 'offlineFirst', retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: 'offlineFirst' },
  },
});
