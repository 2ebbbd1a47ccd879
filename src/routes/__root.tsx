import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ErrorPage } from '../features/shell/components/error-page';
import { RootLayout } from '../features/shell/components/root-layout';

export const Route = createRootRoute({
  component: RootLayout,
  // any unknown path shows the landing page; lazily, so other screens do not download it
  notFoundComponent: lazyRouteComponent(() => import('../features/landing/components/landing-page'), 'LandingPage'),
  errorComponent: ErrorPage,
});
