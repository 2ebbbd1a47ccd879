import { createFileRoute } from '@tanstack/react-router';
import { QueryProvider } from '../app/query-provider';
import { requireVerifiedUser } from '../features/auth/route-guards';
import { AppShell } from '../features/shell/components/app-shell';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => requireVerifiedUser(location),
  component: function SignedInLayout() {
    return (
      <QueryProvider>
        <AppShell />
      </QueryProvider>
    );
  },
});
