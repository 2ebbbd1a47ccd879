import { createFileRoute, notFound } from '@tanstack/react-router';
import { backendKind } from '../backend/ports';
import { ensureSession } from '../features/auth/session';
import { MailboxPage } from '../features/mailbox/components/mailbox-page';

export const Route = createFileRoute('/mailbox')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  beforeLoad: async () => {
    // local backend only: on Firebase the real mail (or the Auth emulator's link) verifies
    if (backendKind !== 'local') throw notFound();
    await ensureSession();
  },
  component: function Mailbox() {
    return <MailboxPage token={Route.useSearch().token} />;
  },
});
