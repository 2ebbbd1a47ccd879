import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../lib/config';
import { MailboxPage } from '../features/mailbox/components/mailbox-page';

export const Route = createFileRoute('/mailbox')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  beforeLoad: async ({ context }) => {
    // local backend only: on Firebase the real mail (or the Auth emulator's link) verifies
    if (config.backend !== 'local') throw notFound();
    await context.session.ensure();
  },
  component: function Mailbox() {
    return <MailboxPage token={Route.useSearch().token} />;
  },
});
