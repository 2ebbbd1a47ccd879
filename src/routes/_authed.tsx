import { createFileRoute } from '@tanstack/react-router';
import { requireVerifiedUser } from '../features/auth/route-guards';
import { AppShell } from '../features/shell/components/app-shell';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => requireVerifiedUser(location),
  component: AppShell,
});
