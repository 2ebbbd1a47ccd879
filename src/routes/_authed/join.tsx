import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../features/join/components/join-page';

export const Route = createFileRoute('/_authed/join')({ component: JoinPage });
