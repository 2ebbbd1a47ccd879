import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { parseRedirectSearch, skipWhenVerified } from '../features/auth/route-guards';

export const Route = createFileRoute('/register')({
  validateSearch: parseRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenVerified(context.session, search),
  component: function Register() {
    return <RegisterPage redirect={Route.useSearch().redirect} />;
  },
});
