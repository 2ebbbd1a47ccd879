import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { parseRedirectSearch, skipWhenVerified } from '../features/auth/route-guards';
import { useSkipWhenLoadedVerified } from '../features/auth/hooks/use-skip-when-loaded-verified';

export const Route = createFileRoute('/login')({
  validateSearch: parseRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenVerified(context.session, search),
  component: function Login() {
    const { redirect } = Route.useSearch();
    useSkipWhenLoadedVerified(redirect);
    return <LoginPage redirect={redirect} />;
  },
});
