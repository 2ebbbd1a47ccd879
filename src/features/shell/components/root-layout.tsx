import { Outlet } from '@tanstack/react-router';
import { Toaster } from '../../../lib/toast';
import { AppStatus } from '../../pwa/components/app-status';

export function RootLayout() {
  return (
    <>
      <AppStatus />
      <Outlet />
      <Toaster />
    </>
  );
}
