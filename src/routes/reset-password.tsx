import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/password-reset/components/reset-password-page';
import { parseResetSearch } from '../features/password-reset/model/reset-form';

// Public in every auth state (docs/product.md, routes): only the session is loaded, no guard.
export const Route = createFileRoute('/reset-password')({
  validateSearch: parseResetSearch,
  beforeLoad: async ({ context }) => {
    await context.session.ensure();
  },
  component: function ResetPassword() {
    return <ResetPasswordPage search={Route.useSearch()} />;
  },
});
