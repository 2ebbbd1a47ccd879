import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../../session/warm-screen';
import { ManagePage } from '../../features/manage/components/manage-page';

// the spec names both paths for the one overview
export const Route = createFileRoute('/_authed/dashboard/manage')({
  // the screen's first reads start while its chunk loads (never waiting for the network)
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmMyGroups)),
  component: ManagePage,
});
