import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { appSession } from '../session/session';

export const router = createRouter({
  routeTree,
  // guards and loaders read the session from here (tests hand in their own)
  context: { session: appSession },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
