import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import { AppStatus } from '../features/pwa/components/app-status';
import { ErrorPage } from '../features/shell/components/error-page';
import { RootLayout } from '../features/shell/components/root-layout';
import type { RouterContext } from '../session/session';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: function Root() {
    return <RootLayout status={<AppStatus />} />;
  },
  // any unknown path shows the landing page; lazily, so other screens do not download it
  notFoundComponent: lazyRouteComponent(() => import('../features/landing/components/landing-page'), 'LandingPage'),
  errorComponent: ErrorPage,
});
