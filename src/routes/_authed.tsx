import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../session/warm-screen';
import { QueryProvider } from '../session/query-provider';
import { requireVerifiedUser } from '../features/auth/route-guards';
import { AppShell } from '../features/shell/components/app-shell';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => requireVerifiedUser(context.session, location),
  // every signed-in screen starts with who the account is and the profile the top bar shows
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../shared/warm-screens').then((m) => m.warmSignedIn)),
  component: function SignedInLayout() {
    return (
      <QueryProvider>
        <AppShell />
      </QueryProvider>
    );
  },
});
