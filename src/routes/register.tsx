import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { parseRedirectSearch, skipWhenVerified } from '../features/auth/route-guards';
import { useSkipWhenLoadedVerified } from '../features/auth/hooks/use-skip-when-loaded-verified';

export const Route = createFileRoute('/register')({
  validateSearch: parseRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenVerified(context.session, search),
  component: function Register() {
    const { redirect } = Route.useSearch();
    useSkipWhenLoadedVerified(redirect);
    return <RegisterPage redirect={redirect} />;
  },
});
