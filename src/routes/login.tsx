import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { parseRedirectSearch, skipWhenVerified } from '../features/auth/route-guards';

export const Route = createFileRoute('/login')({
  validateSearch: parseRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenVerified(context.session, search),
  component: function Login() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
