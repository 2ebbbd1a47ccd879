import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/components/landing-page';
import { ErrorPage } from '../features/shell/components/error-page';
import { RootLayout } from '../features/shell/components/root-layout';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: LandingPage,
  errorComponent: ErrorPage,
});
