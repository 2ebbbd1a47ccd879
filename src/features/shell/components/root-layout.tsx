import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Toaster } from '../../../lib/toast';

/** Every page: the app's status banners (`status`, composed by the root route), the route, the toasts. */
export function RootLayout({ status }: { status: ReactNode }) {
  return (
    <>
      {status}
      <Outlet />
      <Toaster />
    </>
  );
}
