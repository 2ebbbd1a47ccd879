import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';

export const queryClient = new QueryClient({
  defaultOptions: {
    // offline first: serve what the cache holds and never retry into a dead network
    queries: { networkMode: 'offlineFirst', retry: 1, refetchOnWindowFocus: false },
    mutations: { networkMode: 'offlineFirst' },
  },
});

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
