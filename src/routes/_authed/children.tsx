import { createFileRoute } from '@tanstack/react-router';
import { warmScreen } from '../../session/warm-screen';
import { requireParent } from '../../features/auth/route-guards';
import { ChildrenPage } from '../../features/children/components/children-page';

export const Route = createFileRoute('/_authed/children')({
  // the screen's first reads start while its chunk loads (never waiting for the network)
  loader: ({ context }) =>
    warmScreen(context.session, () => import('../../shared/warm-screens').then((m) => m.warmChildren)),
  beforeLoad: ({ context }) => requireParent(context.session),
  component: ChildrenPage,
});
